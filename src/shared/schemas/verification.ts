import { z } from "zod";

/**
 * Scheduled re-verification (issue 27 item 4): the admin's review queue of published ideas due for a
 * fresh look, and the source links whose last check failed.
 */

/** An idea is due this many days after its last verification. */
export const REVERIFY_AFTER_DAYS = 180;

/** Why an idea is due; an idea lists every reason that applies. */
export const dueReasonSchema = z.discriminatedUnion("kind", [
  /** Never verified, or verified REVERIFY_AFTER_DAYS or more ago (`days` is null when never). */
  z.object({ kind: z.literal("age"), days: z.number().int().nullable() }),
  /** A dated trigger after the last verification has passed: what it said may have changed. */
  z.object({ kind: z.literal("trigger"), date: z.string(), triggerKind: z.string(), summary: z.string() }),
  /** A source's last link check, made after the last verification, failed. */
  z.object({
    kind: z.literal("source"),
    url: z.string(),
    title: z.string(),
    httpStatus: z.number().int().nullable(),
    error: z.string().nullable(),
    checkedAt: z.string(),
  }),
]);
export type DueReason = z.infer<typeof dueReasonSchema>;

export const dueIdeaSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  /** The newer of the idea file's last_verified_at and the last "verified, nothing changed" (ISO), or null. */
  lastVerifiedAt: z.string().nullable(),
  /** Who clicked "verified, nothing changed" last (their e-mail), when that is the newer of the two. */
  lastVerifiedBy: z.string().nullable(),
  reasons: z.array(dueReasonSchema).min(1),
});
export type DueIdea = z.infer<typeof dueIdeaSchema>;

export const failingLinkSchema = z.object({
  ideaId: z.string(),
  slug: z.string(),
  title: z.string(),
  url: z.string(),
  sourceTitle: z.string(),
  httpStatus: z.number().int().nullable(),
  error: z.string().nullable(),
  checkedAt: z.string(),
});
export type FailingLink = z.infer<typeof failingLinkSchema>;

export const verificationQueueResponse = z.object({
  /** The longest unverified first; at most the server's limit (200), `totalDue` counts them all. */
  ideas: z.array(dueIdeaSchema),
  totalDue: z.number().int(),
  /** The newest check first; at most the server's limit (200), `totalFailingLinks` counts them all. */
  failingLinks: z.array(failingLinkSchema),
  totalFailingLinks: z.number().int(),
  linkCheck: z.object({
    /** False when this server does not fetch sources (SOURCE_LINK_CHECK off: tests, e2e, development). */
    enabled: z.boolean(),
    /** Cited links of published ideas (sources and trigger pages), and how many have been checked at least once. */
    sources: z.number().int(),
    checked: z.number().int(),
    lastCheckedAt: z.string().nullable(),
  }),
});
export type VerificationQueueResponse = z.infer<typeof verificationQueueResponse>;

export const verificationIdeaParams = z.object({ id: z.uuid({ message: "Idea not found" }) });

export const markVerifiedResponse = z.object({ message: z.string(), verifiedAt: z.string() });
export type MarkVerifiedResponse = z.infer<typeof markVerifiedResponse>;
