import type { RenderedMail } from "./templates/account-emails";

// Kept apart from the templates so a run that only personalises the day's rendered mail never loads
// React Email (the templates load on first use: templates.ts).
/** Stands in for each recipient's own unsubscribe link, so the mail is rendered once per day. */
export const UNSUBSCRIBE_PLACEHOLDER = "https://unsubscribe.invalid/__UNSUBSCRIBE__";

/** Puts one recipient's unsubscribe link into the day's rendered mail. */
export function personalise(mail: RenderedMail, unsubscribeLink: string): RenderedMail {
  const escaped = unsubscribeLink.replace(/&/g, "&amp;");
  return {
    subject: mail.subject,
    html: mail.html.split(UNSUBSCRIBE_PLACEHOLDER).join(escaped),
    text: mail.text.split(UNSUBSCRIBE_PLACEHOLDER).join(unsubscribeLink),
  };
}
