import type { FastifyBaseLogger } from "fastify";
import type { JobLeases } from "../jobs/index";
import type { IdeasService } from "../ideas/index";
import type { MailService } from "./mail.service";
import type { SubscribersRepo } from "./subscribers.repo";
import { personalise } from "./personalise";
import { trendAlertMail } from "./templates";
import { oneClickUnsubscribeHeaders, unsubscribeUrl } from "./unsubscribe-token";

export const TREND_KIND = "trend_alert";

/** The weekly trend alert: the five ideas read most in the last 7 days, to users who opted in. */
export function createTrendAlert(deps: {
  ideas: Pick<IdeasService, "mostRead">;
  mail: MailService;
  subscribers: SubscribersRepo;
  leases: JobLeases;
  appUrl: string;
  secret: string;
  owner: string;
  log: FastifyBaseLogger;
}) {
  return async function runTrendAlert(week: string, since: string): Promise<{ status: "done" | "skipped"; recipients: number }> {
    const runKey = `trend-alert:${week}`;
    if (!(await deps.leases.acquire("trend-alert", runKey, deps.owner, 60_000))) return { status: "skipped", recipients: 0 };
    const rows = await deps.ideas.mostRead(since, 5);
    const mail = await trendAlertMail(rows, deps.appUrl);
    let recipients = 0;
    for (let after = ""; ; ) {
      const batch = await deps.subscribers.trendAlertRecipients(after, 500);
      if (batch.length === 0) break;
      await deps.mail.enqueueMany(
        batch.map((email) => {
          const link = unsubscribeUrl(deps.appUrl, deps.secret, email);
          return {
            kind: TREND_KIND,
            to: email,
            ...personalise(mail, link),
            headers: oneClickUnsubscribeHeaders(link),
            dedupeKey: `trend:${week}:${email}`,
          };
        }),
      );
      recipients += batch.length;
      after = batch[batch.length - 1]!;
    }
    await deps.mail.deliverDue({ kind: TREND_KIND });
    await deps.leases.finish(runKey, deps.owner, "succeeded", { recipients });
    deps.log.info({ week, recipients }, "trend alert run finished");
    return { status: "done", recipients };
  };
}
