// The billing module's public face: other modules import it through this file only.
export type { AdminPlan } from "./admin-plan";
export { monthlyRecurringRevenueCents, recurringSubscriptions } from "./recurring-revenue";
