import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import { AppError, issuesFromZod } from "../../http/app-error";
import { requestPath } from "../../http/canonical-path";
import { AUTH_BODY_SCHEMAS } from "../../../shared/schemas/auth";
import type { Auth } from "./auth";
import { createAuthGates, SIGN_UP_ANSWER, type AuthGate, type AuthGateDeps } from "./auth-gates";
import { sendAuthResponse, toAuthRequest } from "./auth-bridge";
import { signInPolicy } from "./sign-in-policy";

/** Bodies we check with our shared schemas before better-auth sees them. */
const BODY_SCHEMAS: Record<string, z.ZodType> = AUTH_BODY_SCHEMAS;

export interface AuthRoutesDeps extends AuthGateDeps {
  auth: Auth;
  /**
   * Called after better-auth changed accounts or sessions (sign-out, password reset...): this
   * instance drops what it remembers of sessions at once; others hear it from the database.
   */
  onSessionsChanged(): void;
}

/**
 * better-auth's endpoints under /api/auth, behind our rules: bodies checked with the shared schemas,
 * the gates (auth-gates.ts: sign-ups open, limits, the sign-in throttle, mail caps), and its answers
 * turned into ours (auth-bridge.ts).
 */
export async function authRoutes(app: FastifyInstance, deps: AuthRoutesDeps): Promise<void> {
  const { auth, config, throttle } = deps;
  const gates = createAuthGates(deps);

  /** Work answered before it finished (reset requests); awaited when the server closes. */
  const background = new Set<Promise<void>>();
  app.addHook("onClose", async () => {
    await Promise.allSettled([...background]);
  });
  function forwardAfterAnswer(request: FastifyRequest, body: unknown) {
    const pending = auth.handler(toAuthRequest(request, body, config.appUrl)).then(
      async (response) => {
        if (!response.ok) request.log.warn({ status: response.status, body: (await response.text()).slice(0, 300) }, "password reset request failed");
      },
      (error: unknown) => request.log.error({ err: error }, "password reset request failed"),
    );
    background.add(pending);
    void pending.finally(() => background.delete(pending));
  }

  async function forward(request: FastifyRequest, reply: FastifyReply) {
    const path = requestPath(request);
    // better-auth's admin plugin endpoints (set-role, impersonate, set-user-password, create-user...)
    // would change users without our audit log; admins work through /api/v1/admin instead.
    if (/^\/api\/auth\/admin(\/|$)/i.test(path)) throw new AppError("NOT_FOUND");
    let body: unknown = request.body;
    let gate: AuthGate = { kind: "forward", loginAttempt: null, requireEmailVerification: true };
    if (request.method === "POST") {
      const schema = BODY_SCHEMAS[path];
      if (schema) {
        const parsed = schema.safeParse(body ?? {});
        if (!parsed.success) throw new AppError("VALIDATION", { issues: issuesFromZod(parsed.error.issues) });
        body = parsed.data;
      }
      gate = await gates.check(path, request.ip, body);
    }
    if (gate.kind === "answer") {
      if (gate.forwardAfter) forwardAfterAnswer(request, body);
      return reply.send(gate.answer);
    }

    const { loginAttempt, requireEmailVerification } = gate;
    let response: Response;
    try {
      response = await signInPolicy.run({ requireEmailVerification }, () => auth.handler(toAuthRequest(request, body, config.appUrl)));
    } catch (error) {
      if (loginAttempt) await throttle.discard(loginAttempt.id);
      throw error;
    }
    if (request.method === "POST" && response.ok) deps.onSessionsChanged();
    // A 401 is a wrong password and stays counted; success and answers before the check do not count.
    if (loginAttempt) {
      if (response.ok) await throttle.succeeded(loginAttempt.id);
      else if (response.status !== 401) await throttle.discard(loginAttempt.id);
    }
    return sendAuthResponse(request, reply, response, path === "/api/auth/sign-up/email" ? SIGN_UP_ANSWER : undefined);
  }

  app.route({ method: ["GET", "POST"], url: "/api/auth/*", handler: forward });
}
