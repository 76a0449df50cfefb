import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { retiredIdeasResponse } from "../../../shared/schemas/retired";
import { sendJson } from "../../http/send-json";
import type { RetiredRepo } from "./retired.repo";

/** The public retired-ideas log (issue 27 item 3): the same answer for every viewer. */
export async function retiredRoutes(app: FastifyInstance, deps: { retired: RetiredRepo }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/v1/ideas/retired",
    {
      schema: {
        tags: ["ideas"],
        summary: "Archived ideas with the date and reason each was retired, newest first (no analysis)",
        response: { 200: retiredIdeasResponse },
      },
    },
    async (_request, reply) => sendJson(reply, { ideas: await deps.retired.list() }),
  );
}
