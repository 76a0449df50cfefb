-- Keeps idea_counts exact: every change to a published idea's status, category or Pro Pick flag
-- moves its count in the same transaction.
CREATE OR REPLACE FUNCTION ideas_count_published() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'published' THEN
    UPDATE idea_counts SET published = published - 1 WHERE category = OLD.category AND is_pro_pick = OLD.is_pro_pick;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'published' THEN
    INSERT INTO idea_counts (category, is_pro_pick, published) VALUES (NEW.category, NEW.is_pro_pick, 1)
    ON CONFLICT (category, is_pro_pick) DO UPDATE SET published = idea_counts.published + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ideas_count_published
AFTER INSERT OR DELETE OR UPDATE OF status, category, is_pro_pick ON ideas
FOR EACH ROW EXECUTE FUNCTION ideas_count_published();
--> statement-breakpoint
INSERT INTO idea_counts (category, is_pro_pick, published)
SELECT category, is_pro_pick, count(*)::int FROM ideas WHERE status = 'published' GROUP BY category, is_pro_pick
ON CONFLICT (category, is_pro_pick) DO UPDATE SET published = excluded.published;
