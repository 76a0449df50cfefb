import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { subscribeBody, subscribeResponse, subscriberCountResponse, unsubscribeBody } from "../../../shared/schemas/subscribers";
import { AppError } from "../../http/app-error";
import type { SubscribersRepo } from "./subscribers.repo";
import { verifyUnsubscribeToken } from "./unsubscribe-token";
import type { WelcomeService } from "./welcome.service";
import type { RateLimiter } from "../rate-limit/index";

/** Sign-ups to the list from one address: enough for a household or an office, not for a script. */
const SUBSCRIBES_PER_HOUR_PER_IP = 10;

export async function subscribersRoutes(app: FastifyInstance, deps: { repo: SubscribersRepo; welcome: WelcomeService; rateLimits: RateLimiter; secret: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["mail"];

  r.post(
    "/api/v1/subscribers",
    { schema: { tags, summary: "Subscribe an address to the daily idea e-mail", body: subscribeBody, response: { 200: subscribeResponse } } },
    async (request) => {
      const { email, source } = request.body;
      if (!(await deps.rateLimits.hit(`subscribe:${request.ip}`, SUBSCRIBES_PER_HOUR_PER_IP, 60 * 60 * 1000))) throw new AppError("RATE_LIMIT");
      const status = await deps.repo.subscribe({
        email,
        source,
        referrer: request.headers.referer?.slice(0, 500) ?? null,
        userAgent: request.headers["user-agent"]?.slice(0, 500) ?? null,
      });
      if (status !== "already_subscribed") await deps.welcome.welcome(email);
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
