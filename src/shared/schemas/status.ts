import { z } from "zod";

/** What the admin status page says when no model is configured: the three variables (README, Configuration). */
export const CONFIGURE_MODEL_HINT =
  "To use a model, set AI_BASE_URL (an OpenAI-compatible endpoint, e.g. https://api.openai.com/v1), AI_MODEL (the model's name) and AI_API_KEY (if the endpoint needs a key), then restart the server.";

/** GET /api/v1/status: up or down for everyone; `checks` only for admins. */
export const statusResponseSchema = z.object({
  status: z.enum(["up", "down"]),
  checks: z
    .object({
      database: z.object({ ok: z.boolean(), detail: z.string() }),
      mail: z.object({ mode: z.enum(["smtp", "outbox"]), ok: z.boolean(), detail: z.string() }),
      /** ok: the configured prices agree with the plans config (always true in test mode). */
      payments: z.object({ mode: z.enum(["stripe", "test"]), configured: z.boolean(), ok: z.boolean(), detail: z.string() }),
      /** Which engine the AI tools run on; with a model, ok says whether it answered a tiny request. */
      ai: z.object({ mode: z.enum(["model", "builtin"]), ok: z.boolean(), detail: z.string() }),
    })
    .optional(),
});
export type StatusResponse = z.infer<typeof statusResponseSchema>;
