-- Instances keep each member's founder profile and weights (the For you and Your weights orders read
-- them on every page, issue 26); any change to them tells every instance to forget that member's copy.
CREATE OR REPLACE FUNCTION founder_settings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('founder_settings_changed', COALESCE(OLD.user_id, NEW.user_id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER founder_profiles_settings_changed AFTER INSERT OR UPDATE OR DELETE ON founder_profiles FOR EACH ROW EXECUTE FUNCTION founder_settings_changed();
