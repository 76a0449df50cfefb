-- The typo-correction vocabulary keeps words with at least one letter. Numbers ("1099", "2026", an
-- idea's figures) need no spelling correction (full-text search still matches them exactly), and a
-- catalogue with many of them made the vocabulary large enough that the planner scanned all of it for
-- every corrected word (100,000 numbers in the bench catalogue: 160 ms a search instead of a few).
CREATE OR REPLACE FUNCTION ideas_collect_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (word)
  SELECT DISTINCT w FROM regexp_split_to_table(lower(NEW.title || ' ' || NEW.tagline || ' ' || NEW.problem_narrative || ' ' || NEW.solution_overview), '[^a-z0-9]+') AS w
  WHERE length(w) BETWEEN 3 AND 30 AND w ~ '[a-z]'
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DELETE FROM search_terms WHERE word !~ '[a-z]';
