// The mail module's public face: other modules import it through this file only.
export { createMailService, type MailService, type OutgoingMail } from "./mail.service";
export type { MailAdmin } from "./mail-admin.service";
export type { MailJobs } from "./mail-jobs";
export type { WelcomeService } from "./welcome.service";
export { accountExistsMail, passwordResetMail, passwordSetupMail, verificationMail } from "./templates/account-emails";
export { ideaRetiredMail } from "./templates/idea-retired-email";
export { ideaChangedMail } from "./templates/idea-changed-email";
export { newSubscriptionNoticeMail, newUserNoticeMail, serverErrorNoticeMail } from "./templates/admin-notification-emails";
