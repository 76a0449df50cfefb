-- Search reads its own narrow table (issue 29/30, docs/decisions/011-search.md): one row per published
-- idea with the filter columns and the title vector in the row, the two long vectors stored out of line
-- (toast_tuple_target 128; the title vector stays in the row, STORAGE MAIN, as ranking reads it).
-- The ideas row loses its generated vectors, which PostgreSQL recomputed and rewrote on every update
-- of the row, a view count's included.
CREATE TABLE "idea_search" (
	"idea_id" uuid PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"is_pro_pick" boolean NOT NULL,
	"score_overall" real NOT NULL,
	"title_vector" "tsvector" NOT NULL,
	"public_vector" "tsvector" NOT NULL,
	"full_vector" "tsvector" NOT NULL
) WITH (toast_tuple_target = 128);
--> statement-breakpoint
ALTER TABLE "idea_search" ALTER COLUMN "title_vector" SET STORAGE MAIN;
--> statement-breakpoint
INSERT INTO "idea_search" ("idea_id", "category", "is_pro_pick", "score_overall", "title_vector", "public_vector", "full_vector")
SELECT "id", "category", "is_pro_pick", "score_overall", "title_search_vector", "public_search_vector", "search_vector" FROM "ideas" WHERE "status" = 'published';
--> statement-breakpoint
ALTER TABLE "idea_search" ADD CONSTRAINT "idea_search_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idea_search_title_idx" ON "idea_search" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX "idea_search_public_idx" ON "idea_search" USING gin ("public_vector");--> statement-breakpoint
CREATE INDEX "idea_search_full_idx" ON "idea_search" USING gin ("full_vector");--> statement-breakpoint
-- An idea's three vectors, made as the generated columns made them: title (A) and tagline (B); then
-- the problem's first paragraph (C) for what anyone may read; the problem and solution (C) for all.
CREATE FUNCTION idea_search_vectors(title text, tagline text, problem text, solution text,
  OUT title_vector tsvector, OUT public_vector tsvector, OUT full_vector tsvector)
LANGUAGE sql IMMUTABLE AS $$
  SELECT v.t,
    v.t || setweight(to_tsvector('english', coalesce((regexp_split_to_array(problem, '\n\s*\n'))[1], '')), 'C'),
    v.t || setweight(to_tsvector('english', coalesce(problem, '')), 'C') || setweight(to_tsvector('english', coalesce(solution, '')), 'C')
  FROM (SELECT setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(tagline, '')), 'B')) AS v(t)
$$;
--> statement-breakpoint
-- Keeps idea_search: a published idea has its row, any other has none (a deleted idea's row goes by
-- the foreign key). A change to the score, category or flag alone leaves the vectors as they are.
CREATE FUNCTION idea_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status <> 'published' THEN
    DELETE FROM idea_search WHERE idea_id = NEW.id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status = 'published'
    AND (NEW.title, NEW.tagline, NEW.problem_narrative, NEW.solution_overview) IS NOT DISTINCT FROM (OLD.title, OLD.tagline, OLD.problem_narrative, OLD.solution_overview) THEN
    UPDATE idea_search SET category = NEW.category, is_pro_pick = NEW.is_pro_pick, score_overall = NEW.score_overall
    WHERE idea_id = NEW.id AND (category, is_pro_pick, score_overall) IS DISTINCT FROM (NEW.category, NEW.is_pro_pick, NEW.score_overall);
    RETURN NULL;
  END IF;
  INSERT INTO idea_search (idea_id, category, is_pro_pick, score_overall, title_vector, public_vector, full_vector)
  SELECT NEW.id, NEW.category, NEW.is_pro_pick, NEW.score_overall, v.title_vector, v.public_vector, v.full_vector
  FROM idea_search_vectors(NEW.title, NEW.tagline, NEW.problem_narrative, NEW.solution_overview) v
  ON CONFLICT (idea_id) DO UPDATE SET category = excluded.category, is_pro_pick = excluded.is_pro_pick, score_overall = excluded.score_overall,
    title_vector = excluded.title_vector, public_vector = excluded.public_vector, full_vector = excluded.full_vector;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER idea_search_sync
AFTER INSERT OR UPDATE OF status, title, tagline, problem_narrative, solution_overview, category, is_pro_pick, score_overall ON ideas
FOR EACH ROW EXECUTE FUNCTION idea_search_sync();
--> statement-breakpoint
-- A search's matches, at most max_hits, in one round trip (catalogue-lists.repo.ts orders them):
-- first the ideas whose title or tagline hold every word, with ts_rank on that small vector; then,
-- while there is room, the other matches of the text the viewer may search (scope: 'full', 'public',
-- or 'starter' = full text of ideas that are not Pro Picks, public text of those that are).
CREATE FUNCTION idea_search_hits(q tsquery, scope text, only_category text, pro_only boolean, max_hits integer)
RETURNS TABLE (idea_id uuid, in_title boolean, rank real, overall real)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  title_hits integer;
  seqscan text := current_setting('enable_seqscan');
BEGIN
  RETURN QUERY
    SELECT s.idea_id, true, ts_rank(s.title_vector, q), s.score_overall FROM idea_search s
    WHERE s.title_vector @@ q AND (only_category IS NULL OR s.category = only_category) AND (NOT pro_only OR s.is_pro_pick)
    LIMIT max_hits;
  GET DIAGNOSTICS title_hits = ROW_COUNT;
  IF title_hits >= max_hits THEN
    RETURN;
  END IF;
  -- The long vectors are out of line, so a sequential scan reads each row's 1-3 KB vector where the
  -- GIN index reads none. The planner does not count that and, under a LIMIT, picks the scan for a
  -- common word (40-180 ms against 4-20 ms at 60,000 ideas): ruled out for these queries only.
  PERFORM set_config('enable_seqscan', 'off', true);
  IF scope = 'full' THEN
    RETURN QUERY
      SELECT s.idea_id, false, 0::real, s.score_overall FROM idea_search s
      WHERE s.full_vector @@ q AND NOT (s.title_vector @@ q)
        AND (only_category IS NULL OR s.category = only_category) AND (NOT pro_only OR s.is_pro_pick)
      LIMIT max_hits - title_hits;
  ELSIF scope = 'public' THEN
    RETURN QUERY
      SELECT s.idea_id, false, 0::real, s.score_overall FROM idea_search s
      WHERE s.public_vector @@ q AND NOT (s.title_vector @@ q)
        AND (only_category IS NULL OR s.category = only_category) AND (NOT pro_only OR s.is_pro_pick)
      LIMIT max_hits - title_hits;
  ELSE
    RETURN QUERY
      SELECT s.idea_id, false, 0::real, s.score_overall FROM idea_search s
      WHERE ((NOT s.is_pro_pick AND s.full_vector @@ q) OR (s.is_pro_pick AND s.public_vector @@ q)) AND NOT (s.title_vector @@ q)
        AND (only_category IS NULL OR s.category = only_category) AND (NOT pro_only OR s.is_pro_pick)
      LIMIT max_hits - title_hits;
  END IF;
  PERFORM set_config('enable_seqscan', seqscan, true);
END
$$;
--> statement-breakpoint
DROP INDEX "ideas_search_idx";--> statement-breakpoint
DROP INDEX "ideas_public_search_idx";--> statement-breakpoint
DROP INDEX "ideas_title_search_idx";--> statement-breakpoint
ALTER TABLE "ideas" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "ideas" DROP COLUMN "public_search_vector";--> statement-breakpoint
ALTER TABLE "ideas" DROP COLUMN "title_search_vector";
