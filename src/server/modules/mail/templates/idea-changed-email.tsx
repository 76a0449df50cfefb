import { Button, Link, Text } from "@react-email/components";
import { MailLayout, buttonStyle, textStyle } from "./layout";
import { renderBoth, type RenderedMail } from "./account-emails";

/**
 * To a member who asked to hear when an idea they saved changes materially (issue 27 item 2): the
 * lines that changed (already worded by the history module), the reason when the scores moved, and
 * the one-click stop link.
 */
export async function ideaChangedMail(
  idea: { title: string; url: string; lines: string[]; reason: string | null },
  stopLink: string,
): Promise<RenderedMail & { subject: string }> {
  const body = await renderBoth(
    <MailLayout
      preview={`"${idea.title}" changed: ${idea.lines[0] ?? ""}`.slice(0, 180)}
      footer={
        <>
          You get this because you saved this idea and asked to hear when it changes. <Link href={stopLink}>Stop mail about ideas I saved</Link>
        </>
      }
    >
      <Text style={{ ...textStyle, fontSize: "20px", fontWeight: 700 }}>An idea you saved changed</Text>
      <Text style={textStyle}>&quot;{idea.title}&quot;:</Text>
      {idea.lines.map((line) => (
        <Text key={line} style={{ ...textStyle, margin: "4px 0" }}>
          • {line}
        </Text>
      ))}
      {idea.reason ? <Text style={textStyle}>Why: {idea.reason}</Text> : null}
      <Button href={idea.url} style={buttonStyle}>
        See what changed
      </Button>
    </MailLayout>,
  );
  return { subject: `An idea you saved changed: ${idea.title}`.slice(0, 200), ...body };
}
