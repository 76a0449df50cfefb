// Scheduled re-verification (issue 27 item 4): the review queue, "verified, nothing changed" and the source link checker.
export { createVerificationRepo, type VerificationRepo } from "./verification.repo";
export { createVerificationService, type VerificationService, LINK_CHECK_JOB } from "./verification.service";
export { verificationRoutes } from "./verification.routes";
