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
}) {
  const { repo, config } = deps;
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

  async function queue(): Promise<VerificationQueueResponse> {
    const at = now();
    const [ideas, checks, confirmations] = await Promise.all([repo.publishedEvidence(), repo.checks(), repo.verifications()]);
    const checksByIdea = new Map<string, SourceCheckRow[]>();
    for (const check of checks) checksByIdea.set(check.ideaId, [...(checksByIdea.get(check.ideaId) ?? []), check]);
    const confirmedBy = new Map(confirmations.map((row) => [row.ideaId, row]));
    const due: (DueIdea & { sortKey: number })[] = [];
    const failingLinks: FailingLink[] = [];
    let sources = 0;
    let checked = 0;
    let lastCheckedAt: Date | null = null;
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
          failingLinks.push({ ideaId: idea.id, slug: idea.slug, title: idea.title, url: source.url, sourceTitle: source.title, httpStatus: check.httpStatus, error: check.error, checkedAt: check.checkedAt.toISOString() });
        }
      }
      const reasons = dueReasons(input, at);
      if (reasons.length === 0) continue;
      const last = lastVerification(input);
      const confirmedLast = confirmation && last && confirmation.verifiedAt.getTime() === last.getTime();
      due.push({
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
    // Longest unverified first; the URL order keeps PGlite and PostgreSQL answers identical.
    due.sort((a, b) => a.sortKey - b.sortKey || (a.slug < b.slug ? -1 : 1));
    failingLinks.sort((a, b) => (a.checkedAt < b.checkedAt ? 1 : a.checkedAt > b.checkedAt ? -1 : a.url < b.url ? -1 : 1));
    return {
      ideas: due.map(({ sortKey: _sortKey, ...idea }) => idea),
      failingLinks,
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
