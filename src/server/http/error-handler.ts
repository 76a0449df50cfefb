import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError, issuesFromZod } from "./app-error";

/**
 * Every error leaves as `{ error: { code, message } }`. Validation failures list their fields;
 * a 5xx never carries internals (they go to the log with the request id).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let appError: AppError;
    if (error instanceof AppError) {
      appError = error;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      appError = new AppError("VALIDATION", {
        issues: error.validation.map((v) => ({
          path: [v.instancePath.replace(/^\//, "").replace(/\//g, ".")].filter(Boolean).join(".") || (error.validationContext ?? "body"),
          message: v.message ?? "Invalid value",
        })),
      });
    } else if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, "response did not match its schema");
      appError = new AppError("SERVER");
    } else if (error.validation) {
      appError = new AppError("VALIDATION", {
        issues: error.validation.map((v) => ({ path: v.instancePath || "body", message: v.message ?? "Invalid value" })),
      });
    } else if (error.statusCode === 429) {
      appError = new AppError("RATE_LIMIT");
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, an empty JSON body, a body over the size limit.
      const message =
        error.code === "FST_ERR_CTP_BODY_TOO_LARGE"
          ? "The request body is too large."
          : error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
            ? "Send the request body as JSON."
            : error.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
              ? "The request body must not be empty."
              : "The request body is not valid JSON.";
      appError = new AppError("VALIDATION", { message, status: error.statusCode === 413 ? 413 : error.statusCode === 415 ? 415 : 400 });
    } else {
      request.log.error({ err: error }, "unhandled error");
      appError = new AppError("SERVER");
    }
    // Maintenance mode's 503 is an answer the admin chose, not a fault: it is not logged as one.
    if (appError.status >= 500 && error instanceof AppError && appError.reason !== "MAINTENANCE") request.log.error({ err: error }, "server error");
    if (appError.retryAfterSeconds !== undefined) reply.header("retry-after", String(Math.max(1, Math.ceil(appError.retryAfterSeconds))));
    return reply.status(appError.status).send(appError.toBody());
  });
}

export { issuesFromZod };
