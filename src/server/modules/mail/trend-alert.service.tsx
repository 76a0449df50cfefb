import { Button, Link, Text } from "@react-email/components";
import type { FastifyBaseLogger } from "fastify";
import type { JobLeases } from "../jobs/index";
import type { IdeasService } from "../ideas/index";
import type { MailService } from "./mail.service";
import type { SubscribersRepo } from "./subscribers.repo";
import { MailLayout, buttonStyle, textStyle } from "./templates/layout";
import { personalise, UNSUBSCRIBE_PLACEHOLDER } from "./templates/daily-idea-email";
import { renderBoth } from "./templates/account-emails";
import { unsubscribeUrl } from "./unsubscribe-token";

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
    const element = (
      <MailLayout
        preview={`This week's most-read ideas: ${rows.map((r) => r.title).join(", ")}`.slice(0, 180)}
        footer={
          <>
            You asked for trending idea alerts. <Link href={UNSUBSCRIBE_PLACEHOLDER}>Unsubscribe in one click</Link> or change it in Settings.
          </>
        }
      >
        <Text style={{ ...textStyle, fontSize: "20px", fontWeight: 700 }}>Trending on Ideadeck this week</Text>
        {rows.map((row, index) => (
          <Text key={row.id} style={textStyle}>
            {index + 1}. <Link href={`${deps.appUrl}/ideas/${row.slug}`}>{row.title}</Link>: {row.tagline}
            {Number(row.periodViews) > 0 ? ` (${row.periodViews} readers this week)` : ""}
          </Text>
        ))}
        <Button href={`${deps.appUrl}/trending`} style={buttonStyle}>
          See all trending ideas
        </Button>
      </MailLayout>
    );
    const mail = { subject: "This week's trending startup ideas", ...(await renderBoth(element)) };
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
            headers: { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
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
