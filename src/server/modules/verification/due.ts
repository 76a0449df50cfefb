import { REVERIFY_AFTER_DAYS, type DueReason } from "../../../shared/schemas/verification";
import { utcDay } from "../../../shared/utc-dates";

const DAY_MS = 86_400_000;

export interface DueInput {
  /** The idea file's last_verified_at (YYYY-MM-DD), if any. */
  fileVerifiedOn: string | null;
  /** The last "verified, nothing changed", if any. */
  confirmedAt: Date | null;
  triggers: { date: string; kind: string; summary: string }[];
  sources: { url: string; title: string }[];
  /** The last check of each source URL of this idea. */
  checks: { url: string; ok: boolean; httpStatus: number | null; error: string | null; checkedAt: Date }[];
}

/**
 * The links an idea cites: its sources, then each trigger's source page that is not also a source
 * (a rule's text, a platform's notice), titled by the trigger so the admin sees what it backs. The
 * link checker and the queue's "source failing" reason cover all of them.
 */
export function citedLinks(idea: { sources: { url: string; title: string }[]; triggers: { date: string; summary: string; source_url?: string }[] }): { url: string; title: string }[] {
  const links = [...idea.sources];
  const seen = new Set(links.map((link) => link.url));
  for (const trigger of idea.triggers) {
    if (!trigger.source_url || seen.has(trigger.source_url)) continue;
    seen.add(trigger.source_url);
    links.push({ url: trigger.source_url, title: `Trigger of ${trigger.date}: ${trigger.summary}` });
  }
  return links;
}

/** The newer of the file's date (taken as its UTC midnight) and the last confirmation, or null. */
export function lastVerification(input: Pick<DueInput, "fileVerifiedOn" | "confirmedAt">): Date | null {
  const fromFile = input.fileVerifiedOn ? new Date(`${input.fileVerifiedOn}T00:00:00Z`) : null;
  if (!fromFile) return input.confirmedAt;
  if (!input.confirmedAt) return fromFile;
  return input.confirmedAt > fromFile ? input.confirmedAt : fromFile;
}

/**
 * Every reason an idea is due for re-verification at `now` (none: it is not due):
 * its last verification is REVERIFY_AFTER_DAYS old or missing; a trigger dated after the day of the
 * last verification has passed (its date is today or earlier, in UTC); or a source's last check,
 * made after the last verification, failed. A confirmation therefore clears the trigger and link
 * reasons it saw, and a later failing check (the checker looks again) queues the idea again.
 */
export function dueReasons(input: DueInput, now: Date): DueReason[] {
  const last = lastVerification(input);
  const reasons: DueReason[] = [];
  if (!last) reasons.push({ kind: "age", days: null });
  else {
    const days = Math.floor((now.getTime() - last.getTime()) / DAY_MS);
    if (days >= REVERIFY_AFTER_DAYS) reasons.push({ kind: "age", days });
  }
  const today = utcDay(now);
  const verifiedDay = last ? utcDay(last) : null;
  for (const trigger of [...input.triggers].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))) {
    if (trigger.date <= today && (verifiedDay === null || trigger.date > verifiedDay)) {
      reasons.push({ kind: "trigger", date: trigger.date, triggerKind: trigger.kind, summary: trigger.summary });
    }
  }
  const checks = new Map(input.checks.map((check) => [check.url, check]));
  for (const source of input.sources) {
    const check = checks.get(source.url);
    if (!check || check.ok || (last && check.checkedAt <= last)) continue;
    reasons.push({ kind: "source", url: source.url, title: source.title, httpStatus: check.httpStatus, error: check.error, checkedAt: check.checkedAt.toISOString() });
  }
  return reasons;
}
