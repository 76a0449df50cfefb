import type { FastifyBaseLogger } from "fastify";
import type { JobLeases } from "../jobs/index";
import { firstParagraph, type IdeasService } from "../ideas/index";
import type { MailRepo } from "./mail.repo";
import type { MailService } from "./mail.service";
import type { SubscribersRepo } from "./subscribers.repo";
import { dailyIdeaMail } from "./templates";
import { personalise } from "./personalise";
import { oneClickUnsubscribeHeaders, unsubscribeUrl } from "./unsubscribe-token";

export const DAILY_KIND = "daily_idea";
const BATCH = 500;

export interface DailySendResult {
  day: string;
  status: "done" | "skipped" | "no_idea";
  recipients: number;
  /** Mail rows by status after the run: sent, queued (to retry), failed, stored (no SMTP). */
  mail: Record<string, number>;
}

/**
 * The daily idea e-mail for one UTC day. Exactly once per address: the run holds a lease in
 * job_runs (one instance at a time, taken over if its holder dies), each address has one outbox row
 * per day (dedupe key daily:{day}:{email}), and each row is claimed before it is sent and marked the
 * moment the SMTP server accepts it. A run killed midway is finished by the next one.
 */
export function createDailySend(deps: {
  mail: MailService;
  mailRepo: MailRepo;
  subscribers: SubscribersRepo;
  leases: JobLeases;
  ideas: IdeasService;
  appUrl: string;
  secret: string;
  owner: string;
  log: FastifyBaseLogger;
  leaseMs?: number;
}) {
  const leaseMs = deps.leaseMs ?? 60_000;

  /**
   * `topUp` sends the day's mail again after the day's run succeeded, to addresses that have not had
   * it (people who subscribed since): a run of its own, while the dedupe keys keep everyone else to one.
   * `onStarted` is called once the run's row exists (or another holder's lease turned it away), so a
   * caller that answers early can answer after the outbox can show the run.
   */
  return async function runDailySend(
    day: string,
    options: { signal?: AbortSignal; topUp?: boolean; onStarted?: () => void } = {},
  ): Promise<DailySendResult> {
    const runKey = options.topUp ? `daily-send:${day}:top-up:${new Date().toISOString()}` : `daily-send:${day}`;
    const dedupePrefix = `daily:${day}:`;
    const acquired = await deps.leases.acquire("daily-send", runKey, deps.owner, leaseMs);
    options.onStarted?.();
    if (!acquired) {
      return { day, status: "skipped", recipients: 0, mail: await deps.mailRepo.countByStatus(DAILY_KIND, dedupePrefix) };
    }
    // A top-up reports only what it wrote: the day's earlier mail is the first run's. Its lease's start
    // is a database time, like the outbox rows' created_at.
    const since = options.topUp ? ((await deps.leases.get(runKey))?.startedAt ?? undefined) : undefined;
    const counts = () => deps.mailRepo.countByStatus(DAILY_KIND, dedupePrefix, since);
    try {
      const daily = await deps.ideas.forDay(day);
      if (!daily) {
        await deps.leases.finish(runKey, deps.owner, "failed", { reason: "no published idea" });
        return { day, status: "no_idea", recipients: 0, mail: {} };
      }
      const { idea } = daily;
      const rendered = await dailyIdeaMail({
        title: idea.title,
        tagline: idea.tagline,
        category: idea.category,
        problemTeaser: firstParagraph(idea.problemNarrative),
        scores: { opportunity: idea.scoreOpportunity, problem: idea.scoreProblem, feasibility: idea.scoreFeasibility, whyNow: idea.scoreWhyNow },
        ideaUrl: `${deps.appUrl}/ideas/${idea.slug}`,
      });

      let recipients = 0;
      for (let after = ""; ; ) {
        const batch = await deps.subscribers.dailyRecipients(after, BATCH);
        if (batch.length === 0) break;
        const queued = await deps.mail.enqueueMany(
          batch.map((email) => {
            const link = unsubscribeUrl(deps.appUrl, deps.secret, email);
            return {
            kind: DAILY_KIND,
            to: email,
            ...personalise(rendered, link),
            headers: oneClickUnsubscribeHeaders(link),
            dedupeKey: `${dedupePrefix}${email}`,
            };
          }),
        );
        // A top-up's recipients are the addresses it wrote to, not the whole list (most had the mail).
        recipients += options.topUp ? queued : batch.length;
        after = batch[batch.length - 1]!;
        await deps.leases.renew(runKey, deps.owner, leaseMs);
        if (options.signal?.aborted) break;
      }

      while (!options.signal?.aborted) {
        const { sent, failed } = await deps.mail.deliverDue({ kind: DAILY_KIND, limit: 100, signal: options.signal });
        await deps.leases.renew(runKey, deps.owner, leaseMs);
        if (sent + failed === 0) break;
      }

      const mail = await counts();
      if (options.signal?.aborted) {
        // Stopped (shutdown): the next run, here or on another instance, finishes the day.
        await deps.leases.finish(runKey, deps.owner, "failed", { reason: "stopped", recipients, mail });
        return { day, status: "skipped", recipients, mail };
      }
      await deps.ideas.markDailySent(day);
      // Mail still queued for a retry is delivered by the scheduler's delivery loop.
      await deps.leases.finish(runKey, deps.owner, "succeeded", { recipients, mail });
      deps.log.info({ day, recipients, mail }, "daily idea e-mail run finished");
      return { day, status: "done", recipients, mail };
    } catch (error) {
      await deps.leases.finish(runKey, deps.owner, "failed", { error: (error as Error).message });
      throw error;
    }
  };
}
export type RunDailySend = ReturnType<typeof createDailySend>;
