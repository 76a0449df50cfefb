import { z } from "zod";

/** A member may hold this many live keys at once: enough for each tool and machine, few enough to review. */
export const MAX_LIVE_API_KEYS = 10;
export const API_KEY_PREFIX = "idk_";

export const apiKeyNameSchema = z
  .string("Give the key a name")
  .trim()
  .min(1, "Give the key a name, e.g. \"Claude Desktop on my laptop\"")
  .max(60, "Key names are at most 60 characters");

export const createApiKeyBody = z.object({ name: apiKeyNameSchema }).strict();
export const apiKeyIdParams = z.object({ id: z.uuid("Not a valid key id") });

/** A key as lists show it: never the secret, only the prefix that tells keys apart. */
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  requestCount: z.number().int().nonnegative(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListResponse = z.object({ data: z.array(apiKeySchema) });
/** The one answer that carries the secret: the member copies it now or never. */
export const createdApiKeyResponse = z.object({ data: apiKeySchema.extend({ secret: z.string() }) });
export const revokedApiKeyResponse = z.object({ data: z.object({ revoked: z.literal(true) }) });

/** An admin's view of one member's keys (counts and usage, never secrets). */
export const adminApiKeyListResponse = z.object({
  data: z.object({
    live: z.number().int().nonnegative(),
    keys: z.array(apiKeySchema.extend({ revokedAt: z.string().nullable() })),
  }),
});
