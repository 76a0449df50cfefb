import type * as AccountEmails from "./templates/account-emails";
import type * as AdminNotices from "./templates/admin-notification-emails";
import type * as DailyIdea from "./templates/daily-idea-email";
import type * as IdeaChanged from "./templates/idea-changed-email";
import type * as IdeaRetired from "./templates/idea-retired-email";
import type * as TrendAlert from "./templates/trend-alert-email";

/**
 * The mail templates, loaded on first use: React Email costs about half a second of every start-up
 * (issue 30), and most starts send no mail for a while. Every module outside templates/ renders
 * mail through these functions.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any function's parameters, kept exact by Parameters<> below
type Fn = (...args: any[]) => unknown;
function later<M extends Record<K, Fn>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return async (...args: Parameters<M[K]>): Promise<Awaited<ReturnType<M[K]>>> =>
    (await ((await load())[name] as (...a: Parameters<M[K]>) => ReturnType<M[K]>)(...args)) as Awaited<ReturnType<M[K]>>;
}

const accountEmails = (): Promise<typeof AccountEmails> => import("./templates/account-emails");
const adminNotices = (): Promise<typeof AdminNotices> => import("./templates/admin-notification-emails");

export type { RenderedMail } from "./templates/account-emails";
export const verificationMail = later(accountEmails, "verificationMail");
export const passwordResetMail = later(accountEmails, "passwordResetMail");
export const passwordSetupMail = later(accountEmails, "passwordSetupMail");
export const accountExistsMail = later(accountEmails, "accountExistsMail");
export const welcomeMail = later(accountEmails, "welcomeMail");
export const newUserNoticeMail = later(adminNotices, "newUserNoticeMail");
export const newSubscriptionNoticeMail = later(adminNotices, "newSubscriptionNoticeMail");
export const serverErrorNoticeMail = later(adminNotices, "serverErrorNoticeMail");
export const dailyIdeaMail = later((): Promise<typeof DailyIdea> => import("./templates/daily-idea-email"), "dailyIdeaMail");
export const ideaChangedMail = later((): Promise<typeof IdeaChanged> => import("./templates/idea-changed-email"), "ideaChangedMail");
export const ideaRetiredMail = later((): Promise<typeof IdeaRetired> => import("./templates/idea-retired-email"), "ideaRetiredMail");
export const trendAlertMail = later((): Promise<typeof TrendAlert> => import("./templates/trend-alert-email"), "trendAlertMail");
