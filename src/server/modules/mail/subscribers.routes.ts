import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { subscribeBody, subscribeResponse, subscriberCountResponse, unsubscribeBody } from "../../../shared/schemas/subscribers";
import { AppError } from "../../http/app-error";
import type { MailService } from "./mail.service";
import type { SubscribersRepo } from "./subscribers.repo";
import { unsubscribeUrl, verifyUnsubscribeToken } from "./unsubscribe-token";
import { welcomeMail } from "./templates/account-emails";

export async function subscribersRoutes(app: FastifyInstance, deps: { repo: SubscribersRepo; mail: MailService; appUrl: string; secret: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["mail"];

  r.post(
    "/api/v1/subscribers",
    { schema: { tags, summary: "Subscribe an address to the daily idea e-mail", body: subscribeBody, response: { 200: subscribeResponse } } },
    async (request) => {
      const { email, source } = request.body;
      const status = await deps.repo.subscribe({
        email,
        source,
        referrer: request.headers.referer?.slice(0, 500) ?? null,
        userAgent: request.headers["user-agent"]?.slice(0, 500) ?? null,
      });
      if (status !== "already_subscribed") {
        const link = unsubscribeUrl(deps.appUrl, deps.secret, email);
        const rendered = await welcomeMail(link, `${deps.appUrl}/browse`);
        // One welcome per address per day, however often the form is sent.
        await deps.mail.send({
          kind: "welcome",
          to: email,
          ...rendered,
          headers: { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
          dedupeKey: `welcome:${email}:${new Date().toISOString().slice(0, 10)}`,
        });
      }
      return { status };
    },
  );

  r.get(
    "/api/v1/subscribers/count",
    { schema: { tags, summary: "The number of active subscribers", response: { 200: subscriberCountResponse } } },
    async () => ({ count: await deps.repo.activeCount() }),
  );

  r.post(
    "/api/v1/subscribers/unsubscribe",
    {
      schema: { tags, summary: "One-click unsubscribe with the signed token from a mail", body: unsubscribeBody, response: { 200: z.object({ status: z.literal("unsubscribed") }) } },
    },
    async (request) => {
      const { email, token } = request.body;
      if (!verifyUnsubscribeToken(deps.secret, email, token)) {
        throw new AppError("VALIDATION", { reason: "INVALID_TOKEN", message: "This unsubscribe link is invalid or has expired." });
      }
      await deps.repo.unsubscribe(email);
      return { status: "unsubscribed" as const };
    },
  );
}
