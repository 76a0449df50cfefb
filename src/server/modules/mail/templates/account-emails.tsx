import { Button, Link, Text } from "@react-email/components";
import { render } from "@react-email/render";
import { MailLayout, buttonStyle, textStyle } from "./layout";

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** The HTML part and the plain-text part from one element, so the two never drift apart. */
export async function renderBoth(element: React.ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}

function ActionMail(props: { preview: string; greeting: string; lines: string[]; action: string; url: string; after: string }) {
  return (
    <MailLayout preview={props.preview}>
      <Text style={textStyle}>{props.greeting}</Text>
      {props.lines.map((line) => (
        <Text key={line} style={textStyle}>
          {line}
        </Text>
      ))}
      <Button href={props.url} style={buttonStyle}>
        {props.action}
      </Button>
      <Text style={textStyle}>
        Or paste this link into your browser: <Link href={props.url}>{props.url}</Link>
      </Text>
      <Text style={textStyle}>{props.after}</Text>
    </MailLayout>
  );
}

export async function verificationMail(name: string, url: string): Promise<RenderedMail> {
  const body = await renderBoth(
    <ActionMail
      preview="Confirm your e-mail address to finish signing up"
      greeting={`Hi ${name},`}
      lines={["Thanks for signing up to Ideadeck. Confirm your e-mail address to finish creating your account."]}
      action="Verify my e-mail"
      url={url}
      after="The link expires in 1 hour. If you did not sign up, ignore this e-mail and no account will be activated."
    />,
  );
  return { subject: "Verify your e-mail for Ideadeck", ...body };
}

export async function passwordResetMail(name: string, url: string): Promise<RenderedMail> {
  const body = await renderBoth(
    <ActionMail
      preview="Reset your Ideadeck password"
      greeting={`Hi ${name},`}
      lines={["Someone (hopefully you) asked to reset the password of your Ideadeck account."]}
      action="Choose a new password"
      url={url}
      after="The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: your password stays as it is."
    />,
  );
  return { subject: "Reset your Ideadeck password", ...body };
}

/** The reset link for an account with no password yet (added by an admin, or social sign-in only). */
export async function passwordSetupMail(name: string, url: string): Promise<RenderedMail> {
  const body = await renderBoth(
    <ActionMail
      preview="Choose a password for your Ideadeck account"
      greeting={`Hi ${name},`}
      lines={["Your Ideadeck account has no password yet. Choose one to sign in with this e-mail address."]}
      action="Choose my password"
      url={url}
      after="The link works once and expires in 1 hour. If it has expired, use 'Forgot password' on the sign-in page to get a new one."
    />,
  );
  return { subject: "Set your Ideadeck password", ...body };
}

export async function welcomeMail(unsubscribeLink: string, browseUrl: string): Promise<RenderedMail> {
  const body = await renderBoth(
    <MailLayout
      preview="Your first startup idea arrives tomorrow morning"
      footer={
        <>
          You subscribed to the Ideadeck daily idea. Unsubscribe in one click: <Link href={unsubscribeLink}>{unsubscribeLink}</Link>
        </>
      }
    >
      <Text style={textStyle}>Welcome to Ideadeck!</Text>
      <Text style={textStyle}>
        Every morning you will get one researched startup idea: the problem, who has it, what a weekend MVP looks like, and how it could reach
        $10K a month.
      </Text>
      <Button href={browseUrl} style={buttonStyle}>
        Browse the catalogue
      </Button>
    </MailLayout>,
  );
  return { subject: "Welcome to Ideadeck: your daily startup idea", ...body };
}

/** Sent instead of a second account: the sign-up answer looks the same either way. */
export async function accountExistsMail(name: string, url: string): Promise<RenderedMail> {
  const body = await renderBoth(
    <ActionMail
      preview="You already have an Ideadeck account"
      greeting={`Hi ${name},`}
      lines={["Someone (hopefully you) tried to create an Ideadeck account with this e-mail address. You already have one."]}
      action="Reset my password"
      url={url}
      after="If you remember your password, just sign in. If this was not you, ignore this e-mail: nothing has changed."
    />,
  );
  return { subject: "You already have an Ideadeck account", ...body };
}
