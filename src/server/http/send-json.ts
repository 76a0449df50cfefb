import type { FastifyReply } from "fastify";

/**
 * Sends an answer already shaped by its schema's types as JSON text. The hot catalogue routes use it
 * because their documents are checked once when they enter the catalogue cache; running the zod
 * response serializer on every request cost more CPU than the database (issue 9's profile).
 */
export function sendJson(reply: FastifyReply, value: unknown): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(JSON.stringify(value));
}

/** Sends JSON text made elsewhere (an idea page whose document was serialised at cache fill). */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type("application/json; charset=utf-8").send(json);
}
