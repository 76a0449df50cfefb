import type { FastifyBaseLogger } from "fastify";
import type { MailService } from "./mail.service";
import { utcDay } from "../../../shared/utc-dates";
import type { SubscribersRepo } from "./subscribers.repo";
import { oneClickUnsubscribeHeaders, unsubscribeUrl } from "./unsubscribe-token";
import { welcomeMail } from "./templates";

/** How long a fresh subscription's own request has to store its welcome before the scheduler does. */
const CATCH_UP_AFTER_MS = 60_000;

/**
 * The welcome mail of a new subscriber. Sent right after subscribing; if that fails the subscription
 * still stands, and the scheduler's catch-up sends it later (the dedupe key keeps it to one a day).
 */
export function createWelcomeService(deps: { repo: SubscribersRepo; mail: MailService; appUrl: string; secret: string; log: FastifyBaseLogger }) {
  async function send(email: string, now = new Date()): Promise<void> {
    const link = unsubscribeUrl(deps.appUrl, deps.secret, email);
    const rendered = await welcomeMail(link, `${deps.appUrl}/browse`);
    await deps.mail.send({
      kind: "welcome",
      to: email,
      ...rendered,
      headers: oneClickUnsubscribeHeaders(link),
      dedupeKey: `welcome:${email}:${utcDay(now)}`,
    });
    await deps.repo.markWelcomed(email);
  }

  return {
    /** Never throws: a failed welcome is logged and left for catchUp. */
    async welcome(email: string): Promise<void> {
      try {
        await send(email);
      } catch (error) {
        deps.log.warn({ err: error, email }, "welcome mail failed; the scheduler will retry it");
      }
    },
    async catchUp(now = new Date()): Promise<number> {
      const pending = await deps.repo.awaitingWelcome(new Date(now.getTime() - CATCH_UP_AFTER_MS), 100);
      for (const email of pending) await send(email, now);
      return pending.length;
    },
  };
}
export type WelcomeService = ReturnType<typeof createWelcomeService>;
