-- An admin's "verified, nothing changed" moves the idea page's "last verified" date (issue 27), so it
-- is a catalogue change like an edit: every instance drops its cached catalogue answers.
CREATE TRIGGER idea_verifications_catalogue_changed
AFTER INSERT OR DELETE OR UPDATE ON idea_verifications
FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
