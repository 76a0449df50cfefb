import { Button, Link, Text } from "@react-email/components";
import { MailLayout, buttonStyle, textStyle } from "./layout";
import { renderBoth, type RenderedMail } from "./account-emails";
import { UNSUBSCRIBE_PLACEHOLDER } from "../personalise";

/** The weekly trend alert's mail: the week's most-read ideas, rendered once for every recipient. */
export async function trendAlertMail(
  rows: Array<{ id: string; slug: string; title: string; tagline: string; periodViews: number }>,
  appUrl: string,
): Promise<RenderedMail> {
  const element = (
    <MailLayout
      preview={`This week's most-read ideas: ${rows.map((r) => r.title).join(", ")}`.slice(0, 180)}
      footer={
        <>
          You asked for trending idea alerts. <Link href={UNSUBSCRIBE_PLACEHOLDER}>Unsubscribe in one click</Link> or change it in Settings.
        </>
      }
    >
      <Text style={{ ...textStyle, fontSize: "20px", fontWeight: 700 }}>Trending on Ideadeck this week</Text>
      {rows.map((row, index) => (
        <Text key={row.id} style={textStyle}>
          {index + 1}. <Link href={`${appUrl}/ideas/${row.slug}`}>{row.title}</Link>: {row.tagline}
          {Number(row.periodViews) > 0 ? ` (${row.periodViews} readers this week)` : ""}
        </Text>
      ))}
      <Button href={`${appUrl}/trending`} style={buttonStyle}>
        See all trending ideas
      </Button>
    </MailLayout>
  );
  return { subject: "This week's trending startup ideas", ...(await renderBoth(element)) };
}
