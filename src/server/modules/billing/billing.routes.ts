import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/app-error";
import {
  billingConfigSchema,
  billingOverviewSchema,
  changePlanRequestSchema,
  changePreviewSchema,
  checkoutRequestSchema,
  redirectResponseSchema,
  testCheckoutSchema,
} from "../../../shared/schemas/billing";
import type { ViewerResolver } from "../../http/viewer";
import type { BillingEvents } from "./billing-events";
import type { BillingService } from "./billing.service";
import type { TestModeProvider } from "./test-mode-provider";

export interface BillingRoutesDeps {
  viewers: ViewerResolver;
  billing: BillingService;
  events: BillingEvents;
  testMode: TestModeProvider | null;
  /** Records an admin write in the audit log (composed in app.ts from the admin module). */
  audit(entry: { actorId: string; actorEmail: string; action: string; targetType: string; targetId: string; after?: unknown; ip: string }): Promise<void>;
}

export async function billingRoutes(app: FastifyInstance, deps: BillingRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["billing"];
  const { viewers, billing } = deps;

  r.get("/api/v1/billing/config", { schema: { tags, summary: "Which plans can be bought, and whether payments run in test mode", response: { 200: billingConfigSchema } } }, async () =>
    billing.config(),
  );

  r.get("/api/v1/billing", { schema: { tags, summary: "The user's plan and payments", response: { 200: billingOverviewSchema } } }, async (request) =>
    billing.overview(await viewers.requireUser(request)),
  );

  r.post(
    "/api/v1/billing/checkout",
    { schema: { tags, summary: "Start a checkout for a plan; answers the payment page's URL", body: checkoutRequestSchema, response: { 200: redirectResponseSchema } } },
    async (request) => billing.checkout(await viewers.requireUser(request), request.body),
  );

  r.post("/api/v1/billing/subscription/cancel", { schema: { tags, summary: "Cancel at the end of the period", response: { 200: billingOverviewSchema } } }, async (request) =>
    billing.cancelAtPeriodEnd(await viewers.requireUser(request), true),
  );

  r.post("/api/v1/billing/subscription/resume", { schema: { tags, summary: "Keep renewing after a cancel", response: { 200: billingOverviewSchema } } }, async (request) =>
    billing.cancelAtPeriodEnd(await viewers.requireUser(request), false),
  );

  r.post(
    "/api/v1/billing/subscription/change",
    { schema: { tags, summary: "Change plan (upgrades prorated now, downgrades at renewal)", body: changePlanRequestSchema, response: { 200: billingOverviewSchema } } },
    async (request) => billing.changePlan(await viewers.requireUser(request), request.body),
  );

  r.get(
    "/api/v1/billing/subscription/change-preview",
    { schema: { tags, summary: "What a plan change would charge now, and when it applies", querystring: changePlanRequestSchema, response: { 200: changePreviewSchema } } },
    async (request) => billing.previewChange(await viewers.requireUser(request), request.query),
  );

  r.post("/api/v1/billing/portal", { schema: { tags, summary: "The provider's customer portal", response: { 200: redirectResponseSchema } } }, async (request) =>
    billing.portal(await viewers.requireUser(request)),
  );

  r.post(
    "/api/v1/admin/payments/:id/refund",
    {
      schema: {
        tags: ["admin"],
        summary: "Refund a payment through the provider (all of it unless amountCents is given)",
        params: z.object({ id: z.uuid("Not a valid payment id") }),
        body: z.object({ amountCents: z.number().int().positive().optional() }).strict().optional(),
        response: { 202: z.object({ requested: z.literal(true) }) },
      },
    },
    async (request, reply) => {
      const admin = await viewers.requireAdmin(request);
      await billing.refund(request.params.id, request.body?.amountCents);
      await deps.audit({
        actorId: admin.user.id,
        actorEmail: admin.user.email,
        action: "payment.refund",
        targetType: "payment",
        targetId: request.params.id,
        after: { amountCents: request.body?.amountCents ?? "all" },
        ip: request.ip,
      });
      return reply.code(202).send({ requested: true as const });
    },
  );

  // The provider's events need the exact bytes that were signed, so this scope keeps the body raw.
  await app.register(async (scope) => {
    scope.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
    scope.post("/api/v1/billing/webhook", { schema: { tags, summary: "Stripe webhook (signature verified; each event id handled once)" } }, async (request) => {
      if (typeof request.body !== "string") throw new AppError("VALIDATION", { message: "Expected a JSON body" });
      const signature = request.headers["stripe-signature"];
      return deps.events.handleWebhook(request.body, typeof signature === "string" ? signature : undefined);
    });
  });

  const testMode = deps.testMode;
  if (!testMode) return;
  const checkoutParams = z.object({ id: z.string().regex(/^cs_test_[a-f0-9]+$/, "Not a test checkout id") });
  r.get(
    "/api/v1/billing/test-checkout/:id",
    { schema: { tags, summary: "TEST MODE: a local checkout session", params: checkoutParams, response: { 200: testCheckoutSchema } } },
    async (request) => testMode.checkout(request.params.id, (await viewers.requireUser(request)).user.id),
  );
  r.post(
    "/api/v1/billing/test-checkout/:id/pay",
    { schema: { tags, summary: "TEST MODE: pay (no card is charged)", params: checkoutParams, response: { 200: redirectResponseSchema } } },
    async (request) => ({ url: await testMode.pay(request.params.id, (await viewers.requireUser(request)).user.id) }),
  );
  r.post(
    "/api/v1/billing/test-checkout/:id/cancel",
    { schema: { tags, summary: "TEST MODE: leave the checkout", params: checkoutParams, response: { 200: redirectResponseSchema } } },
    async (request) => ({ url: await testMode.cancel(request.params.id, (await viewers.requireUser(request)).user.id) }),
  );
}
