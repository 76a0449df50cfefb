import { createHash, randomBytes } from "node:crypto";
import { AppError } from "../../http/app-error";
import { API_KEY_PREFIX, MAX_LIVE_API_KEYS, type ApiKey } from "../../../shared/schemas/api-keys";
import type { AuditEntry } from "../audit/index";
import type { ApiKeyRow, ApiKeysRepo } from "./api-keys.repo";

/** Characters of the key shown in lists ("idk_" and 8 of the secret): enough to tell keys apart. */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

/** SHA-256 is enough here: the secret is 256 random bits, so there is nothing to guess or stretch. */
export const hashApiKey = (secret: string) => createHash("sha256").update(secret).digest("hex");

export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    requestCount: row.requestCount,
  };
}

/**
 * Personal API keys (issue 28): a member makes, lists and revokes their own; an admin sees and revokes
 * any. A key resolves to its member (http/viewer.ts), who then gets exactly their plan's answers.
 */
export function createApiKeysService(deps: { repo: ApiKeysRepo; audit: (entry: AuditEntry) => Promise<void>; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async create(userId: string, name: string): Promise<ApiKey & { secret: string }> {
      if ((await deps.repo.countLive(userId)) >= MAX_LIVE_API_KEYS) {
        throw new AppError("VALIDATION", {
          message: `You already have ${MAX_LIVE_API_KEYS} keys. Revoke one you no longer use first.`,
          issues: [{ path: "name", message: `At most ${MAX_LIVE_API_KEYS} live keys` }],
        });
      }
      const secret = API_KEY_PREFIX + randomBytes(32).toString("base64url");
      const row = await deps.repo.create({ userId, name, prefix: secret.slice(0, SHOWN_PREFIX_LENGTH), tokenHash: hashApiKey(secret) });
      return { ...toApiKey(row), secret };
    },
    async list(userId: string): Promise<ApiKey[]> {
      return (await deps.repo.liveForUser(userId)).map(toApiKey);
    },
    async revoke(userId: string, id: string): Promise<void> {
      if (!(await deps.repo.revoke(id, userId, now()))) throw new AppError("NOT_FOUND", { message: "Key not found" });
    },
    /** Resolves a bearer secret to its live key's owner and counts the request; null when unknown or revoked. */
    async use(secret: string): Promise<{ id: string; userId: string } | null> {
      if (!secret.startsWith(API_KEY_PREFIX) || secret.length > 100) return null;
      return deps.repo.useByHash(hashApiKey(secret), now());
    },
    async adminList(userId: string) {
      const rows = await deps.repo.allForUser(userId);
      return {
        live: rows.filter((row) => !row.revokedAt).length,
        keys: rows.map((row) => ({ ...toApiKey(row), revokedAt: row.revokedAt?.toISOString() ?? null })),
      };
    },
    liveCounts: (userIds: string[]) => deps.repo.liveCounts(userIds),
    async adminRevoke(admin: { id: string; email: string }, id: string, ip: string): Promise<void> {
      const row = await deps.repo.revoke(id, null, now());
      if (!row) throw new AppError("NOT_FOUND", { message: "Key not found or already revoked" });
      await deps.audit({
        actorId: admin.id,
        actorEmail: admin.email,
        action: "api_key.revoke",
        targetType: "api_key",
        targetId: row.id,
        before: { userId: row.userId, name: row.name, prefix: row.prefix },
        after: { revokedAt: row.revokedAt?.toISOString() },
        ip,
      });
    },
  };
}
export type ApiKeysService = ReturnType<typeof createApiKeysService>;
