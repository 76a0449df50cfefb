import type { FastifyBaseLogger } from "fastify";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { createAdminPlan } from "./admin-plan";
import { createBillingEvents } from "./billing-events";
import { createBillingRepo } from "./billing.repo";
import { createBillingService } from "./billing.service";
import { createStripeProvider } from "./stripe-provider";
import { createTestModeProvider } from "./test-mode-provider";
import { createTestModeRepo } from "./test-mode.repo";

/** Stripe when configured, else the built-in test mode; both feed the one event handler. */
export function createBilling(deps: {
  db: Db;
  config: Pick<AppConfig, "stripe" | "appUrl">;
  log: FastifyBaseLogger;
  onNewSubscription?: (subscription: { userId: string; plan: string }) => void;
  /** A user's plan changed (committed): the viewer cache forgets them (see createBillingRepo). */
  onProfileChanged?: (userId: string) => void;
}) {
  const repo = createBillingRepo(deps.db, { onProfileChanged: deps.onProfileChanged });
  const testMode = deps.config.stripe ? null : createTestModeProvider({ repo: createTestModeRepo(deps.db), appUrl: deps.config.appUrl, log: deps.log });
  const provider = deps.config.stripe ? createStripeProvider(deps.config.stripe) : testMode!;
  const events = createBillingEvents({ repo, provider, log: deps.log, onNewSubscription: deps.onNewSubscription });
  testMode?.connect((rawBody, signature) => events.handleWebhook(rawBody, signature));
  const service = createBillingService({ repo, provider, events, appUrl: deps.config.appUrl });
  return { provider, events, service, testMode, adminPlan: createAdminPlan({ repo, provider }) };
}
export type Billing = ReturnType<typeof createBilling>;
