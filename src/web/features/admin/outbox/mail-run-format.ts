import { utcDayText } from "@web/lib/format";
import type { MailRun } from "../api/admin-mail-api";

// Run keys carry a UTC date ("daily-send:2026-11-21"); it is shown as that date, whatever the viewer's zone.
function runDay(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : utcDayText(date);
}

/**
 * "daily-send:2026-11-21" → "Daily idea e-mail, Nov 21, 2026"; "daily-send:2026-11-21:top-up:…" →
 * "Daily idea e-mail, Nov 21, 2026 (to new addresses)"; "trend-alert:2026-11-16" → "Trend alert,
 * week of Nov 16, 2026".
 */
export function runName(runKey: string): string {
  const topUp = /^daily-send:(\d{4}-\d{2}-\d{2}):top-up:/.exec(runKey);
  if (topUp) return `Daily idea e-mail, ${runDay(topUp[1]!) ?? topUp[1]} (to new addresses)`;
  const separator = runKey.indexOf(":");
  const job = separator === -1 ? runKey : runKey.slice(0, separator);
  const day = separator === -1 ? null : runDay(runKey.slice(separator + 1));
  if (job === "daily-send" && day) return `Daily idea e-mail, ${day}`;
  if (job === "trend-alert" && day) return `Trend alert, week of ${day}`;
  return runKey;
}

const STATUS_LABELS: Record<string, string> = { running: "Running", succeeded: "Succeeded", failed: "Failed" };

export function runStatusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

export interface RunCount {
  label: string;
  value: number;
}

const MAIL_LABELS: Record<string, string> = { sent: "Sent", queued: "Queued", failed: "Failed", stored: "Stored" };
const MAIL_ORDER = ["sent", "queued", "failed", "stored"];

function count(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** The numbers a run's detail carries: recipients, then its mail by status (sent, queued, failed, stored). */
export function runCounts(run: MailRun): RunCount[] {
  const detail = run.detail ?? {};
  const counts: RunCount[] = [];
  const recipients = count(detail.recipients);
  if (recipients !== null) counts.push({ label: "Recipients", value: recipients });
  const mail = detail.mail;
  if (mail && typeof mail === "object" && !Array.isArray(mail)) {
    const entries = Object.entries(mail as Record<string, unknown>).sort(
      ([a], [b]) => (MAIL_ORDER.indexOf(a) + 1 || 99) - (MAIL_ORDER.indexOf(b) + 1 || 99),
    );
    for (const [status, value] of entries) {
      const n = count(value);
      if (n !== null) counts.push({ label: MAIL_LABELS[status] ?? status, value: n });
    }
  }
  return counts;
}

/** Why a run failed, when its detail says ({ reason } or { error }). */
export function runProblem(run: MailRun): string | null {
  if (run.status !== "failed" || !run.detail) return null;
  const { reason, error } = run.detail;
  if (typeof reason === "string" && reason) return reason;
  if (typeof error === "string" && error) return error;
  return null;
}
