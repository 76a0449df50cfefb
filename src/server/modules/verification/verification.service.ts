import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { LinkCheckConfig } from "../../config";
import { AppError } from "../../http/app-error";
import type { AuditEntry } from "../audit/index";
import { createSingleFlight, type JobLeases } from "../jobs/index";
import type { DueIdea, FailingLink, MarkVerifiedResponse, VerificationQueueResponse } from "../../../shared/schemas/verification";
import { citedLinks, dueReasons, lastVerification } from "./due";
import { checkLinks } from "./link-checker";
import type { SourceCheckRow, VerificationRepo } from "./verification.repo";

export const LINK_CHECK_JOB = "source-link-check";

export interface VerifyingAdmin {
  id: string;
  email: string;
  ip: string;
}

export interface LinkCheckReport {
  checked: number;
  failed: number;
  /** Links picked for the run but not reached before its deadline. */
  skipped: number;
}

/** At most this many due ideas and failing links in the queue's answer (their totals come with it). */
export const QUEUE_LIMIT = 200;
/** Ideas read per query while building the queue. */
const QUEUE_BATCH = 1000;

/**
 * The first `limit` items in `order` of everything added, and how many were added: a list that
 * never grows past twice its limit (sorted and cut when it gets there).
 */
function firstOf<T>(limit: number, order: (a: T, b: T) => number) {
  let items: T[] = [];
  let added = 0;
  const cut = () => {
    items.sort(order);
    items = items.slice(0, limit);
  };
  return {
    add(item: T) {
      added++;
      items.push(item);
      if (items.length >= 2 * limit) cut();
    },
    first(): T[] {
      cut();
      return items;
    },
    total: () => added,
  };
}

/**
 * Scheduled re-verification (issue 27 item 4): which published ideas are due and why, the admin's
 * "verified, nothing changed", and the source link checker, which runs under the recurring lease
 * "source-link-check" so one instance checks at a time, at most every config.everyMs.
 */
export function createVerificationService(deps: {
  repo: VerificationRepo;
  leases: JobLeases;
  audit: (entry: AuditEntry) => Promise<void>;
  config: LinkCheckConfig;
  appUrl: string;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** How many due ideas and failing links the queue lists, and how many ideas it reads per query (tests set small ones). */
  queueLimit?: number;
  queueBatch?: number;
}) {
  const { repo, config } = deps;
  const queueLimit = deps.queueLimit ?? QUEUE_LIMIT;
  const queueBatch = deps.queueBatch ?? QUEUE_BATCH;
  const now = deps.now ?? (() => new Date());
  const owner = `link-check:${randomUUID()}`;
  const abort = new AbortController();
  const flight = createSingleFlight((error) => {
    if (!abort.signal.aborted) deps.log.error({ err: error }, "source link check failed");
  });
  const userAgent = `IdeadeckLinkChecker/1.0 (+${deps.appUrl}; checks that the sources cited by Ideadeck's ideas still answer)`;
  // Every link of a run starts within this budget; the lease covers it and the slowest last request.
  const budgetMs = config.perRun * (config.timeoutMs + config.hostDelayMs);
  const leaseMs = budgetMs + 2 * (config.maxRedirects + 1) * config.timeoutMs + 60_000;

  /**
   * The due ideas (longest unverified first) and the failing links (newest check first), at most
   * queueLimit of each with their totals. The catalogue is read queueBatch ideas at a time with
   * their checks and confirmations, and only the first queueLimit of each list are kept as it goes,
   * so the process holds a batch and two short lists whatever the catalogue's size (issue 30: the
   * whole catalogue's evidence and every check were read at once).
   */
  async function queue(): Promise<VerificationQueueResponse> {
    const at = now();
    const due = firstOf<DueIdea & { sortKey: number }>(queueLimit, (a, b) => a.sortKey - b.sortKey || (a.slug < b.slug ? -1 : 1));
    const failing = firstOf<FailingLink>(queueLimit, (a, b) => (a.checkedAt < b.checkedAt ? 1 : a.checkedAt > b.checkedAt ? -1 : a.url < b.url ? -1 : 1));
    let sources = 0;
    let checked = 0;
    let lastCheckedAt: Date | null = null;
    for (let afterId: string | null = null; ; ) {
      const ideas = await repo.publishedEvidence(afterId, queueBatch);
      if (ideas.length === 0) break;
      afterId = ideas.at(-1)!.id;
      const ids = ideas.map((idea) => idea.id);
      const [checks, confirmations] = await Promise.all([repo.checksOf(ids), repo.verificationsOf(ids)]);
      const checksByIdea = new Map<string, SourceCheckRow[]>();
      for (const check of checks) checksByIdea.set(check.ideaId, [...(checksByIdea.get(check.ideaId) ?? []), check]);
      const confirmedBy = new Map(confirmations.map((row) => [row.ideaId, row]));
      for (const idea of ideas) {
        const ideaChecks = checksByIdea.get(idea.id) ?? [];
        const confirmation = confirmedBy.get(idea.id) ?? null;
        const links = citedLinks(idea);
        const input = { fileVerifiedOn: idea.lastVerifiedOn, confirmedAt: confirmation?.verifiedAt ?? null, triggers: idea.triggers, sources: links, checks: ideaChecks };
        const checkOf = new Map(ideaChecks.map((check) => [check.url, check]));
        for (const source of links) {
          sources++;
          const check = checkOf.get(source.url);
          if (!check) continue;
          checked++;
          if (!lastCheckedAt || check.checkedAt > lastCheckedAt) lastCheckedAt = check.checkedAt;
          if (!check.ok) {
            failing.add({ ideaId: idea.id, slug: idea.slug, title: idea.title, url: source.url, sourceTitle: source.title, httpStatus: check.httpStatus, error: check.error, checkedAt: check.checkedAt.toISOString() });
          }
        }
        const reasons = dueReasons(input, at);
        if (reasons.length === 0) continue;
        const last = lastVerification(input);
        const confirmedLast = confirmation && last && confirmation.verifiedAt.getTime() === last.getTime();
        due.add({
          id: idea.id,
          slug: idea.slug,
          title: idea.title,
          category: idea.category,
          lastVerifiedAt: last?.toISOString() ?? null,
          lastVerifiedBy: confirmedLast ? confirmation.verifiedBy : null,
          reasons,
          sortKey: last?.getTime() ?? 0,
        });
      }
      if (ideas.length < queueBatch) break;
    }
    return {
      ideas: due.first().map(({ sortKey: _sortKey, ...idea }) => idea),
      totalDue: due.total(),
      failingLinks: failing.first(),
      totalFailingLinks: failing.total(),
      linkCheck: { enabled: config.enabled, sources, checked, lastCheckedAt: lastCheckedAt?.toISOString() ?? null },
    };
  }

  /** "Verified, nothing changed": who and when, audited; the idea leaves the queue until due again. */
  async function confirm(admin: VerifyingAdmin, ideaId: string): Promise<MarkVerifiedResponse> {
    const idea = await repo.publishedIdea(ideaId);
    if (!idea) throw new AppError("NOT_FOUND", { message: "Idea not found" });
    const before = await repo.verificationOf(ideaId);
    const at = now();
    await repo.confirm(ideaId, admin.id, at);
    await deps.audit({
      actorId: admin.id,
      actorEmail: admin.email,
      action: "idea.verified",
      targetType: "idea",
      targetId: ideaId,
      before: before ? { verifiedAt: before.verifiedAt.toISOString(), verifiedBy: before.verifiedBy } : null,
      after: { slug: idea.slug, verifiedAt: at.toISOString(), verifiedBy: admin.id },
      ip: admin.ip,
    });
    return { message: `Marked “${idea.title}” as verified`, verifiedAt: at.toISOString() };
  }

  /** One bounded run, when this instance takes the lease; null when another holds it or it ran lately (or checks are off). */
  async function runLinkCheck(): Promise<LinkCheckReport | null> {
    if (!config.enabled) return null;
    if (!(await deps.leases.acquireRecurring(LINK_CHECK_JOB, LINK_CHECK_JOB, owner, leaseMs, config.everyMs))) return null;
    try {
      const links = await repo.dueLinks(new Date(now().getTime() - config.recheckMs), config.perRun);
      const results = await checkLinks(
        links.map((link) => link.url),
        { ...config, userAgent, signal: abort.signal, deadline: Date.now() + budgetMs },
      );
      const checkedAt = now();
      const rows: SourceCheckRow[] = [];
      const report: LinkCheckReport = { checked: 0, failed: 0, skipped: 0 };
      links.forEach((link, index) => {
        const result = results[index];
        if (!result) {
          report.skipped++;
          return;
        }
        report.checked++;
        if (!result.ok) report.failed++;
        for (const ideaId of link.ideaIds) rows.push({ ideaId, url: link.url, ok: result.ok, httpStatus: result.httpStatus, error: result.error, checkedAt });
      });
      await repo.recordChecks(rows);
      await deps.leases.finish(LINK_CHECK_JOB, owner, "succeeded", { ...report });
      return report;
    } catch (error) {
      await deps.leases.finish(LINK_CHECK_JOB, owner, "failed", { error: String(error) }).catch(() => undefined);
      throw error;
    }
  }

  return {
    queue,
    confirm,
    runLinkCheck,
    /** Starts a run in the background unless one is running here (the minute scheduler calls it). */
    kickLinkCheck(): void {
      if (!config.enabled || abort.signal.aborted) return;
      flight.kick(async () => {
        const report = await runLinkCheck();
        if (report && report.checked > 0) deps.log.info({ linkCheck: report }, "source links checked");
      });
    },
    /** Stops the run here (its requests are aborted) and waits for it. */
    async stop(): Promise<void> {
      abort.abort();
      await flight.settled();
    },
  };
}
export type VerificationService = ReturnType<typeof createVerificationService>;
