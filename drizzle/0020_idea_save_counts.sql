-- Save counts leave the ideas row (issue 30): a save rewrote the wide row and refilled its search
-- indexes' pending lists. idea_save_counts holds one narrow row per saved idea, kept exact by a
-- trigger on saved_ideas whoever writes it (the save route, another instance, an account deletion's
-- cascade).
CREATE TABLE "idea_save_counts" (
	"idea_id" uuid PRIMARY KEY NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idea_save_counts" ADD CONSTRAINT "idea_save_counts_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Counted afresh from the saves themselves (the old column missed saves removed with their account).
INSERT INTO "idea_save_counts" ("idea_id", "saves") SELECT "idea_id", count(*)::int FROM "saved_ideas" GROUP BY "idea_id";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION idea_save_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE idea_save_counts SET saves = saves - 1 WHERE idea_id = OLD.idea_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO idea_save_counts (idea_id, saves) VALUES (NEW.idea_id, 1)
      ON CONFLICT (idea_id) DO UPDATE SET saves = idea_save_counts.saves + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER saved_ideas_save_counts AFTER INSERT OR DELETE OR UPDATE OF idea_id ON saved_ideas FOR EACH ROW EXECUTE FUNCTION idea_save_counts_follow();
--> statement-breakpoint
ALTER TABLE "ideas" DROP COLUMN "save_count";
