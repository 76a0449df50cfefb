import { Link, Text } from "@react-email/components";
import { MailLayout, textStyle } from "./layout";
import { renderBoth, type RenderedMail } from "./account-emails";

/** The short notices the admin's notification address receives (admin settings, Notifications tab). */
async function notice(subject: string, lines: string[], link: { label: string; url: string }): Promise<RenderedMail> {
  const body = await renderBoth(
    <MailLayout preview={subject} footer={<>You get this because notifications are on in Admin Settings: {link.url.replace(/\/admin.*$/, "/admin/settings")}</>}>
      {lines.map((line) => (
        <Text key={line} style={textStyle}>
          {line}
        </Text>
      ))}
      <Text style={textStyle}>
        {link.label}: <Link href={link.url}>{link.url}</Link>
      </Text>
    </MailLayout>,
  );
  return { subject, ...body };
}

export function newUserNoticeMail(user: { name: string; email: string }, appUrl: string) {
  return notice(`New Ideadeck user: ${user.email}`, [`${user.name} (${user.email}) created an account.`], { label: "Users", url: `${appUrl}/admin/users` });
}

export function newSubscriptionNoticeMail(subscription: { email: string; plan: string }, appUrl: string) {
  return notice(`New subscription: ${subscription.plan} for ${subscription.email}`, [`${subscription.email} subscribed to the ${subscription.plan} plan.`], {
    label: "Subscriptions",
    url: `${appUrl}/admin/subscriptions`,
  });
}

export function serverErrorNoticeMail(error: { method: string; url: string; status: number; requestId: string; at: Date }, appUrl: string) {
  return notice(
    `Ideadeck server error: ${error.status} on ${error.method} ${error.url}`,
    [
      `${error.method} ${error.url} answered ${error.status} at ${error.at.toISOString()}.`,
      `Request id ${error.requestId}: search the server log for it. Further errors within 15 minutes are not mailed.`,
    ],
    { label: "Status", url: `${appUrl}/test` },
  );
}
