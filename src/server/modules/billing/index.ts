// The billing module's public face: other modules import it through this file only.
export type { AdminPlan } from "./admin-plan";
export { runningSubscription, type AdminCancelWhen, type BillingService } from "./billing.service";
export { monthlyRecurringRevenueCents, payingFigures, recurringSubscriptions, type PayingCounts } from "./recurring-revenue";
