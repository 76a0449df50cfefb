import type { FastifyInstance } from "fastify";
import helmet from "@fastify/helmet";
import { AppError } from "./app-error";
import { requestPath } from "./canonical-path";
import { hasBearer } from "./bearer";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Security headers with a CSP the SPA satisfies, and a refusal of state-changing requests that a
 * browser sends from a foreign origin (cookies are SameSite=Lax; this closes the rest).
 */
export async function registerSecurity(app: FastifyInstance, options: { allowedOrigins: string[]; https: boolean }) {
  const allowed = new Set(options.allowedOrigins);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Toasts and Radix position elements with inline styles; no inline script is allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "https:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.https,
    crossOriginEmbedderPolicy: false,
  });

  // API answers depend on who asks; no browser or proxy may keep one unless its route says so.
  app.addHook("onSend", async (request, reply) => {
    if (requestPath(request).startsWith("/api/") && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });

  app.addHook("onRequest", async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    // A bearer request is answered for its API key alone, never from cookies, and a browser cannot
    // attach an Authorization header to a cross-site request without a CORS grant we never give.
    if (hasBearer(request.headers)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers["sec-fetch-site"];
    if ((origin && !allowed.has(origin)) || fetchSite === "cross-site") {
      throw new AppError("PERMISSION", { message: "Cross-origin requests are not allowed." });
    }
  });
}
