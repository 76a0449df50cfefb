import type { FastifyBaseLogger } from "fastify";
import { newSubscriptionNoticeMail, newUserNoticeMail, serverErrorNoticeMail, type MailService } from "../mail/index";
import type { RateLimiter } from "../rate-limit/index";
import type { SettingsReader } from "../settings/index";
import type { NotificationReportsRepo } from "./notification-reports.repo";

/** At most one server-error mail per window, counted in the database so every instance shares it. */
const ERROR_MAIL_WINDOW_MS = 15 * 60 * 1000;

/**
 * Notification e-mails to the admin's notification address, each kind only while its setting is on
 * and an address is set. They go through the mail service (outbox, then SMTP). A failure to notify
 * is logged and never fails the sign-up, payment or request that caused it.
 */
export function createAdminNotifications(deps: {
  settings: SettingsReader;
  mail: MailService;
  rateLimits: RateLimiter;
  reports: NotificationReportsRepo;
  appUrl: string;
  log: FastifyBaseLogger;
}) {
  async function sendIf(
    enabled: (n: Awaited<ReturnType<SettingsReader["get"]>>["notificationSettings"]) => boolean,
    kind: string,
    render: () => Promise<{ subject: string; html: string; text: string } | null>,
  ) {
    try {
      const { notificationSettings } = await deps.settings.get();
      if (!notificationSettings.notificationEmail || !enabled(notificationSettings)) return;
      const rendered = await render();
      if (rendered) await deps.mail.send({ kind, to: notificationSettings.notificationEmail, ...rendered });
    } catch (error) {
      deps.log.error({ err: error, kind }, "admin notification failed");
    }
  }

  return {
    newUser: (user: { name: string; email: string }) =>
      sendIf((n) => n.newUserNotifications, "admin_new_user", () => newUserNoticeMail(user, deps.appUrl)),

    newSubscription: (subscription: { userId: string; plan: string }) =>
      sendIf((n) => n.newSubscriptionNotifications, "admin_new_subscription", async () => {
        const email = await deps.reports.emailOf(subscription.userId);
        return newSubscriptionNoticeMail({ email: email ?? "a deleted account", plan: subscription.plan }, deps.appUrl);
      }),

    serverError: (error: { method: string; url: string; status: number; requestId: string }) =>
      sendIf(
        (n) => n.errorNotifications,
        "admin_server_error",
        async () => {
          // Checked only when the mail would go out, so a burst of errors costs one counter row.
          if (!(await deps.rateLimits.hit("notify:server-error", 1, ERROR_MAIL_WINDOW_MS))) return null;
          return serverErrorNoticeMail({ ...error, at: new Date() }, deps.appUrl);
        },
      ),
  };
}
export type AdminNotifications = ReturnType<typeof createAdminNotifications>;
