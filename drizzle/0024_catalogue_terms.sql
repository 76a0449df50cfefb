CREATE TABLE "catalogue_terms" (
	"lexeme" text PRIMARY KEY NOT NULL,
	"ndoc" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_terms_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT 1 NOT NULL,
	"built_generation" bigint DEFAULT 0 NOT NULL,
	"built_at" timestamp with time zone
);
--> statement-breakpoint
INSERT INTO "catalogue_terms_state" ("id") VALUES (1);
--> statement-breakpoint
-- Any statement that can change which published ideas hold which words (search_vector is generated
-- from these columns) makes the counts stale: the analyst counts live until they are rebuilt.
CREATE OR REPLACE FUNCTION catalogue_terms_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_terms_state SET generation = generation + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ideas_catalogue_terms_stale
AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF status, title, tagline, problem_narrative, solution_overview ON ideas
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_terms_stale();
