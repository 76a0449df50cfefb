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

/** A piece of a chat message: plain text, a link to a catalogue idea, or an outside page (a source). */
export type MessagePart = { kind: "text"; text: string } | { kind: "idea"; text: string; href: string } | { kind: "url"; text: string; href: string };

/**
 * Splits an answer into text and links. Answers name catalogue ideas as Markdown links
 * ("[Title](/ideas/slug)"), shown as the title; a bare "/ideas/slug" (older answers) links too, and
 * an outside address (a source) opens in a new tab.
 */
export function messageParts(text: string): MessagePart[] {
  const pattern = /\[([^\]\n]{1,200})\]\((\/ideas\/[a-z0-9-]+)\)|(\/ideas\/[a-z0-9-]+)|(https?:\/\/[^\s)<>"]+[^\s)<>".,;:!?])/g;
  const parts: MessagePart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({ kind: "text", text: text.slice(last, match.index) });
    if (match[1] && match[2]) parts.push({ kind: "idea", text: match[1], href: match[2] });
    else if (match[3]) parts.push({ kind: "idea", text: match[3], href: match[3] });
    else parts.push({ kind: "url", text: match[4]!, href: match[4]! });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}
