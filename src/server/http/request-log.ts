import { LogController, type FastifyInstance } from "fastify";

/**
 * One line per request, at debug level (issue 25: at info, per-request JSON was about 99% of the log
 * and buried the lines a newcomer needs: the address, the verification links, errors). Fastify's
 * own two lines per request are turned off by requestLogController(); errors are logged
 * by the error handler whatever the level. LOG_LEVEL=debug brings the request lines back.
 */
/** Fastify's log controller for buildApp: request ids under "requestId", its own request lines off. */
export function requestLogController(): LogController {
  return new LogController({ requestIdLogLabel: "requestId", disableRequestLogging: true });
}

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook("onResponse", async (request, reply) => {
    request.log.debug({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, "request");
  });
}
