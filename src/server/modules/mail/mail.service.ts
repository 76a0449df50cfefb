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
  send(mail: OutgoingMail): Promise<OutboxRow | null>;
  /** Mails of one kind to one address since a time: used to cap resend and reset requests. */
  countRecent(kind: string, to: string, since: Date): Promise<number>;
}

const URL_PATTERN = /https?:\/\/[^\s<>"')\]]+/g;

/**
 * Every mail is written to the outbox first. With SMTP it is then handed to the server and marked
 * sent; without, it stays 'stored' and its links go to the log, so sign-up works offline.
 */
export function createMailService(deps: { repo: MailRepo; smtp: SmtpSender | null; from: string; log: FastifyBaseLogger }): MailService {
  const { repo, smtp, from, log } = deps;
  return {
    mode: smtp ? "smtp" : "outbox",
    countRecent: (kind, to, since) => repo.countRecent(kind, to, since),
    async send(mail) {
      const row = await repo.insert({
        kind: mail.kind,
        toAddress: mail.to,
        fromAddress: from,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        headers: mail.headers ?? {},
        status: smtp ? "queued" : "stored",
        dedupeKey: mail.dedupeKey ?? null,
      });
      if (!row) return null;
      if (!smtp) {
        const links = [...new Set(mail.text.match(URL_PATTERN) ?? [])];
        log.info({ mail: { id: row.id, kind: mail.kind, to: mail.to, subject: mail.subject, links } }, `mail stored in outbox (no SMTP_URL): ${mail.subject} -> ${mail.to}${links.length ? `\n  ${links.join("\n  ")}` : ""}`);
        return row;
      }
      try {
        const { messageId } = await smtp.send({ from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text, headers: mail.headers ?? {} });
        await repo.markSent(row.id, messageId);
        return { ...row, status: "sent", providerMessageId: messageId };
      } catch (error) {
        const message = (error as Error).message;
        // The mail stays queued with a retry time; the caller's action (a sign-up, a reset) still succeeds.
        log.error({ err: error, mailId: row.id }, "SMTP send failed; queued for retry");
        const retryAt = new Date(Date.now() + 60_000);
        await repo.markFailed(row.id, message, retryAt);
        return { ...row, status: "queued", lastError: message, nextAttemptAt: retryAt };
      }
    },
  };
}
