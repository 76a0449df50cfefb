// The mail module's public face: other modules import it through this file only.
export { createMailService, type MailService, type OutgoingMail } from "./mail.service";
export type { MailAdmin } from "./mail-admin.service";
export type { MailJobs } from "./mail-jobs";
export type { WelcomeService } from "./welcome.service";
export {
  accountExistsMail,
  ideaChangedMail,
  ideaRetiredMail,
  newSubscriptionNoticeMail,
  newUserNoticeMail,
  passwordResetMail,
  passwordSetupMail,
  serverErrorNoticeMail,
  verificationMail,
} from "./templates";
export { oneClickUnsubscribeHeaders } from "./unsubscribe-token";
