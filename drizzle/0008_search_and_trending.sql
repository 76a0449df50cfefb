CREATE TABLE "search_terms" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ideas" ADD COLUMN "public_search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(tagline, '')), 'B') || setweight(to_tsvector('english', coalesce((regexp_split_to_array(problem_narrative, '\n\s*\n'))[1], '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "search_terms_word_trgm_idx" ON "search_terms" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "idea_views_day_idea_idx" ON "idea_views" USING btree ("day","idea_id");--> statement-breakpoint
CREATE INDEX "ideas_public_search_idx" ON "ideas" USING gin ("public_search_vector");--> statement-breakpoint
-- The search vocabulary: every word of 3 to 30 letters or digits in an idea's title, tagline, problem
-- and solution. Words are only added (a stale word costs nothing: searching for it finds nothing).
CREATE OR REPLACE FUNCTION ideas_collect_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (word)
  SELECT DISTINCT w FROM regexp_split_to_table(lower(NEW.title || ' ' || NEW.tagline || ' ' || NEW.problem_narrative || ' ' || NEW.solution_overview), '[^a-z0-9]+') AS w
  WHERE length(w) BETWEEN 3 AND 30
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ideas_collect_search_terms
AFTER INSERT OR UPDATE OF title, tagline, problem_narrative, solution_overview ON ideas
FOR EACH ROW EXECUTE FUNCTION ideas_collect_search_terms();
--> statement-breakpoint
INSERT INTO search_terms (word)
SELECT DISTINCT w FROM ideas, regexp_split_to_table(lower(title || ' ' || tagline || ' ' || problem_narrative || ' ' || solution_overview), '[^a-z0-9]+') AS w
WHERE length(w) BETWEEN 3 AND 30
ON CONFLICT (word) DO NOTHING;
--> statement-breakpoint
-- Every instance keeps a short-lived cache of catalogue answers; any change to what those answers
-- show (not view or save counters) tells every instance to drop it, once per statement.
CREATE OR REPLACE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ideas_catalogue_changed
AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF slug, title, tagline, category, tags, status, is_pro_pick, is_featured, research_hours,
  score_opportunity, score_problem, score_feasibility, score_why_now, score_overall, revenue_min, revenue_max, revenue_monthly_estimate,
  time_to_mvp_weeks, execution_difficulty, go_to_market_score, keyword_term, keyword_monthly_volume, keyword_growth_rate,
  problem_narrative, solution_overview, analysis, published_at ON ideas
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER daily_ideas_catalogue_changed
AFTER INSERT OR DELETE OR UPDATE OF idea_id ON daily_ideas
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
