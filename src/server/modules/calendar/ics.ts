import { createHash } from "node:crypto";
import type { CalendarEntry } from "../../../shared/schemas/calendar";
import { TRIGGER_KIND_LABELS } from "../../../shared/trigger-windows";

/**
 * An iCalendar (RFC 5545) document of calendar entries, one all-day VEVENT per trigger. Written by
 * hand rather than with a library: the subset needed is small (text escaping, 75-octet folding,
 * CRLF line ends, DATE values) and the test parses the output with ical.js to keep it honest.
 */

/** TEXT values escape backslash, semicolon and comma, and write line breaks as \n (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r\n|\r|\n/g, "\\n");
}

const encoder = new TextEncoder();

/**
 * Folds a content line so no physical line passes 75 octets (RFC 5545 3.1): continuation lines start
 * with one space, and a UTF-8 character is never split across lines.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line may hold 75 octets; continuation lines 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const compactDate = (day: string) => day.replace(/-/g, "");
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
const stamp = (at: Date) => `${at.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;

/** A trigger's UID stays the same across fetches, so calendar apps update events instead of duplicating them. */
function uidOf(entry: CalendarEntry, host: string): string {
  const key = [entry.idea.slug, entry.date, entry.kind, entry.jurisdiction, entry.sourceUrl].join("|");
  return `trigger-${createHash("sha256").update(key).digest("hex").slice(0, 24)}@${host}`;
}

export function renderIcs(options: { name: string; description: string; entries: readonly CalendarEntry[]; appUrl: string; now: Date }): string {
  const host = new URL(options.appUrl).hostname;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//Ideadeck//Trigger calendar//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(options.name)}`,
    `X-WR-CALDESC:${escapeText(options.description)}`,
  ];
  for (const entry of options.entries) {
    const ideaUrl = `${options.appUrl}/ideas/${entry.idea.slug}`;
    const description = [entry.summary, entry.outcome ? `Outcome: ${entry.outcome}` : null, `Idea: ${entry.idea.title} (${ideaUrl})`, `Source: ${entry.sourceUrl}`]
      .filter(Boolean)
      .join("\n");
    lines.push(
      "BEGIN:VEVENT",
      `UID:${uidOf(entry, host)}`,
      `DTSTAMP:${stamp(options.now)}`,
      `DTSTART;VALUE=DATE:${compactDate(entry.date)}`,
      `DTEND;VALUE=DATE:${compactDate(nextDay(entry.date))}`,
      `SUMMARY:${escapeText(`${TRIGGER_KIND_LABELS[entry.kind]} (${entry.jurisdiction}): ${entry.idea.title}`)}`,
      `DESCRIPTION:${escapeText(description)}`,
      `URL:${ideaUrl}`,
      `CATEGORIES:${escapeText(TRIGGER_KIND_LABELS[entry.kind])}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
