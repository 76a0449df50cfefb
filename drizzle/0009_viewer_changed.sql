-- Instances cache who a session cookie belongs to (viewer.ts); any change to a session, a user or a
-- profile tells every instance to forget that user's entries at once.
CREATE OR REPLACE FUNCTION viewer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('viewer_changed', COALESCE(OLD.user_id, NEW.user_id));
  ELSE
    PERFORM pg_notify('viewer_changed', COALESCE(OLD.id, NEW.id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sessions_viewer_changed AFTER UPDATE OR DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION viewer_changed();
--> statement-breakpoint
CREATE TRIGGER users_viewer_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION viewer_changed();
--> statement-breakpoint
CREATE TRIGGER profiles_viewer_changed AFTER UPDATE OR DELETE ON profiles FOR EACH ROW EXECUTE FUNCTION viewer_changed();
