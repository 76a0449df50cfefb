import { Button, Link, Text } from "@react-email/components";
import { MailLayout, buttonStyle, textStyle } from "./layout";
import { renderBoth, type RenderedMail } from "./account-emails";

/**
 * To a member who saved an idea we retired (issue 27 item 3): the public reason only, as /retired
 * shows it, and a link that stops mail about saved ideas (issue 27 item 2's choice).
 */
export async function ideaRetiredMail(idea: { title: string; reason: string | null }, appUrl: string, stopLink?: string): Promise<RenderedMail & { subject: string }> {
  const body = await renderBoth(
    <MailLayout
      preview={`We retired "${idea.title}", an idea you saved.`.slice(0, 180)}
      footer={
        <>
          You get this because you saved this idea on Ideadeck.
          {stopLink ? (
            <>
              {" "}
              <Link href={stopLink}>Stop mail about ideas I saved</Link>
            </>
          ) : null}
        </>
      }
    >
      <Text style={{ ...textStyle, fontSize: "20px", fontWeight: 700 }}>An idea you saved was retired</Text>
      <Text style={textStyle}>We took &quot;{idea.title}&quot; out of the catalogue.</Text>
      <Text style={textStyle}>{idea.reason ? `Why: ${idea.reason}` : "The retired ideas page lists it with the other ideas we retired."}</Text>
      <Button href={`${appUrl}/retired`} style={buttonStyle}>
        See retired ideas
      </Button>
    </MailLayout>,
  );
  return { subject: `An idea you saved was retired: ${idea.title}`.slice(0, 200), ...body };
}
