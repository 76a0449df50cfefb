-- Instances keep each reader's saved ideas (ideas.service.ts, the idea page's "Saved" flag); a save or
-- a removal on any instance tells every instance to forget that reader's set.
CREATE OR REPLACE FUNCTION saved_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('saved_changed', COALESCE(NEW.user_id, OLD.user_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER saved_ideas_saved_changed AFTER INSERT OR UPDATE OR DELETE ON saved_ideas FOR EACH ROW EXECUTE FUNCTION saved_changed();
