// The usage module's public face: other modules import it through this file only.
export { createUsageService, type QuotaViewer, type UsageService } from "./usage.service";
export { ledgerMonth } from "./ledger-month";
