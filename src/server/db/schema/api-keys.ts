import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * Personal API keys (issue 28): a member's bearer tokens for the public API and the MCP server.
 * Only the SHA-256 of the secret is stored; the secret is shown once, at creation. `prefix` is the
 * key's first characters, shown in lists so a member can tell keys apart. A revoked key keeps its
 * row (and its usage) with `revoked_at` set. `request_count` and `last_used_at` are bumped by the
 * same statement that resolves the key, so usage needs no second write.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    requestCount: integer("request_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("api_keys_user_idx").on(table.userId)],
);
