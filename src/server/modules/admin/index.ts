// The admin module's public face: other modules import it through this file only.
export { recordAudit, type AuditEntry } from "./audit.service";
// Read-only reporting across billing's tables, for billing's admin subscription screen.
export type { SubscriptionsReportsRepo } from "./subscriptions-reports.repo";
