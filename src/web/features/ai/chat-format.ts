import type { ChatMessage } from "@shared/schemas/ai";
import { formatDate } from "@web/lib/format";

/** The spec's relative times: under an hour 'Just now', under a day in hours, under a week in days, else the date. */
export function relativeTime(iso: string, now = Date.now()): string {
  const hours = (now - new Date(iso).getTime()) / 3_600_000;
  if (hours < 1) return "Just now";
  if (hours < 24) return `${Math.floor(hours)}h ago`;
  if (hours < 168) return `${Math.floor(hours / 24)}d ago`;
  return formatDate(iso);
}

/**
 * The spec's local cache of each session's messages: a session whose messages the server cannot
 * give (an outage) shows the copy kept here. Cleared with the session.
 */
const cacheKey = (sessionId: string) => `ideadeck:chat:${sessionId}`;

export function cachedMessages(sessionId: string): ChatMessage[] {
  try {
    const raw = window.localStorage.getItem(cacheKey(sessionId));
    return raw ? (JSON.parse(raw) as ChatMessage[]) : [];
  } catch {
    return [];
  }
}

export function cacheMessages(sessionId: string, messages: ChatMessage[]): void {
  try {
    if (messages.length) window.localStorage.setItem(cacheKey(sessionId), JSON.stringify(messages.slice(-100)));
    else window.localStorage.removeItem(cacheKey(sessionId));
  } catch {
    // Storage full or disabled: the server copy is the real one.
  }
}
