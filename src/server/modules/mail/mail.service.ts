import type { FastifyBaseLogger } from "fastify";
import type { SmtpSender } from "../../integrations/smtp";
import type { MailRepo, OutboxRow } from "./mail.repo";

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  /** Makes the send idempotent: a second mail with the same key is not written or sent. */
  dedupeKey?: string;
}

export interface MailService {
  readonly mode: "smtp" | "outbox";
  /** Writes the mail and, with SMTP, delivers it now (transactional mail: verification, reset). */
  send(mail: OutgoingMail): Promise<OutboxRow | null>;
  /** Writes mail for the delivery loop in one statement (bulk mail); answers how many were new. */
  enqueueMany(mails: OutgoingMail[]): Promise<number>;
  /** Delivers due mail until none is left or `limit` were tried; answers how many were sent. */
  deliverDue(options?: { kind?: string; limit?: number; signal?: AbortSignal; concurrency?: number }): Promise<{ sent: number; failed: number }>;
  /** Mails of one kind to one address since a time: used to cap resend and reset requests. */
  countRecent(kind: string, to: string, since: Date): Promise<number>;
}

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;
const MAX_ATTEMPTS = 6;
const CLAIM_BATCH = 10;

/** Exponential backoff for transient SMTP failures: 30 s, 1 min, 2 min ... capped at 1 hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** The admin's sender settings (empty strings mean "not set"). */
export interface SenderSettings {
  fromName: string;
  fromEmail: string;
  replyToEmail: string;
}

/**
 * The From a mail is written with: the admin's address and name where set, the configured MAIL_FROM
 * otherwise (its address keeps the admin's name when only the name is set).
 */
export function fromHeader(configured: string, sender: SenderSettings | null): string {
  if (!sender || (!sender.fromEmail && !sender.fromName)) return configured;
  const address = sender.fromEmail || (/<([^>]+)>/.exec(configured)?.[1] ?? configured.trim());
  if (!sender.fromName) return address;
  return `"${sender.fromName.replace(/["\\\r\n]/g, "")}" <${address}>`;
}

/** Spaces sends to at most `perSecond` a second across this process. */
function createRateLimiter(perSecond: number) {
  const interval = 1000 / perSecond;
  let next = 0;
  return async () => {
    const now = Date.now();
    const wait = Math.max(0, next - now);
    next = Math.max(now, next) + interval;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  };
}

/**
 * Every mail is written to the outbox first. With SMTP a delivery step claims it (so two instances
 * never send the same row), hands it to the server and records the answer at once; a transient
 * failure goes back to the queue with a backoff. Without SMTP mail stays 'stored' and its links go to
 * the log, so sign-up works offline.
 */
export function createMailService(deps: {
  repo: MailRepo;
  smtp: SmtpSender | null;
  from: string;
  log: FastifyBaseLogger;
  ratePerSecond?: number;
  /** The admin's sender settings, read for each write so a change applies to the next mail. */
  sender?: () => Promise<SenderSettings>;
  /** How long a claimed mail stays this sender's before another may retry it (a sender that died). */
  claimLeaseMs?: number;
}): MailService {
  const { repo, smtp, from, log } = deps;
  const throttle = createRateLimiter(deps.ratePerSecond ?? 20);
  const leaseMs = deps.claimLeaseMs ?? 2 * 60_000;
  const messageIdDomain = /@([^>\s]+)/.exec(from)?.[1] ?? "ideadeck.local";

  const senderNow = async () => (deps.sender ? await deps.sender() : null);
  const rowOf = (sender: SenderSettings | null) => (mail: OutgoingMail) => ({
    kind: mail.kind,
    toAddress: mail.to,
    fromAddress: fromHeader(from, sender),
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    headers: sender?.replyToEmail ? { "Reply-To": sender.replyToEmail, ...mail.headers } : (mail.headers ?? {}),
    status: smtp ? "queued" : "stored",
    dedupeKey: mail.dedupeKey ?? null,
    // Due at once; the claim query looks for due rows through the (status, next_attempt_at) index.
    nextAttemptAt: smtp ? new Date() : null,
  });

  async function write(mail: OutgoingMail): Promise<OutboxRow | null> {
    const row = await repo.insert(rowOf(await senderNow())(mail));
    if (row && !smtp) {
      // A sentence's full stop after a link is not part of it: a copied link must work as printed.
      const links = [...new Set((mail.text.match(URL_PATTERN) ?? []).map((link) => link.replace(/[.,;:!?]+$/, "")))];
      log.info(
        { mail: { id: row.id, kind: mail.kind, to: mail.to, subject: mail.subject, links } },
        `mail stored in outbox (no SMTP_URL): ${mail.subject} -> ${mail.to}${links.length ? `\n  ${links.join("\n  ")}` : ""}`,
      );
    }
    return row;
  }

  /** Sends one claimed row and records the outcome; answers whether the server accepted it. */
  async function deliver(row: OutboxRow): Promise<boolean> {
    if (!smtp) return false;
    await throttle();
    try {
      const { messageId } = await smtp.send({
        // Mail systems that deduplicate by Message-ID drop a copy resent after an unconfirmed send.
        messageId: `<${row.id}@${messageIdDomain}>`,
        from: row.fromAddress,
        to: row.toAddress,
        subject: row.subject,
        html: row.html,
        text: row.text,
        headers: row.headers,
      });
      await repo.markSent(row.id, messageId);
      return true;
    } catch (error) {
      const message = (error as Error).message;
      const retryAt = row.attempts >= MAX_ATTEMPTS ? null : new Date(Date.now() + retryDelayMs(row.attempts));
      log.warn({ err: error, mailId: row.id, attempts: row.attempts, retryAt }, "SMTP send failed");
      await repo.markFailed(row.id, message, retryAt);
      return false;
    }
  }

  return {
    mode: smtp ? "smtp" : "outbox",
    countRecent: (kind, to, since) => repo.countRecent(kind, to, since),
    enqueueMany: async (mails) => repo.insertMany(mails.map(rowOf(await senderNow()))),
    async send(mail) {
      const row = await write(mail);
      if (!row || !smtp) return row;
      const [claimed] = await repo.claimDue(leaseMs, 1, { onlyId: row.id });
      if (!claimed) return row;
      // A failure stays queued with a retry time; the caller's action (a sign-up, a reset) still succeeds.
      await deliver(claimed);
      return (await repo.get(row.id)) ?? row;
    },
    async deliverDue(options = {}) {
      let sent = 0;
      let failed = 0;
      let claimed = 0;
      const limit = options.limit ?? Number.POSITIVE_INFINITY;
      // A few workers side by side, each claiming a small batch at a time; the rate limiter is shared.
      // A batch a dead process had claimed but not sent goes out again when its lease lapses.
      const worker = async () => {
        while (smtp && claimed < limit && !options.signal?.aborted) {
          const batch = await repo.claimDue(leaseMs, Math.min(CLAIM_BATCH, limit - claimed), { kind: options.kind });
          if (batch.length === 0) return;
          claimed += batch.length;
          for (const row of batch) {
            if (await deliver(row)) sent += 1;
            else failed += 1;
          }
        }
      };
      await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
      return { sent, failed };
    },
  };
}
