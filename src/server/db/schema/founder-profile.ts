import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { FounderProfile, Weights } from "../../../shared/founder-fit";
import { users } from "./auth";

/**
 * A member's founder profile and score weights (issue 26), both optional. Stored as checked
 * documents (src/shared/founder-fit.ts) because they are only ever read whole, by their owner's
 * requests; no query filters on their fields.
 */
export const founderProfiles = pgTable("founder_profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  profile: jsonb("profile").$type<FounderProfile>(),
  weights: jsonb("weights").$type<Weights>(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
