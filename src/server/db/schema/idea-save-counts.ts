import { integer, pgTable, uuid } from "drizzle-orm/pg-core";
import { ideas } from "./ideas";

/**
 * How many members saved each idea (issue 30), kept apart from the wide ideas row: a save used to
 * rewrite that row (its analysis, its search vectors) and refill its search indexes' pending lists.
 * A trigger on saved_ideas keeps it exact (drizzle/0020), whoever writes a save or removes one,
 * including a deleted member's saves going with their account. An idea nobody saved has no row.
 */
export const ideaSaveCounts = pgTable("idea_save_counts", {
  ideaId: uuid("idea_id")
    .primaryKey()
    .references(() => ideas.id, { onDelete: "cascade" }),
  saves: integer("saves").notNull().default(0),
});
