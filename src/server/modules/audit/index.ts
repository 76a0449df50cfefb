// The audit module's public face: other modules import it through this file only.
export { recordAudit, type AuditEntry } from "./audit.service";
export { auditRoutes } from "./audit.routes";
