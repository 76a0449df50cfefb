ALTER TABLE "ideas" ADD COLUMN "fit_inputs" jsonb;--> statement-breakpoint
-- What the founder fit reads of an idea (modules/ideas/fit-inputs.repo.ts): four analysis fields, and
-- the one list of regulated-data terms it looks for (modules/founder-fit/idea-features.ts names their
-- kinds): the distinct matches in the analysis and the solution, space-separated.
CREATE OR REPLACE FUNCTION fit_inputs_of(analysis jsonb, solution text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object(
    'required_skills', analysis->'required_skills',
    'capital_required', analysis->>'capital_required',
    'initial_costs', analysis->'resource_requirements'->>'initial_costs',
    'target_market', analysis->>'target_market',
    'regulated_terms', (
      SELECT string_agg(DISTINCT m[1], ' ')
      FROM regexp_matches(coalesce(analysis::text, '') || ' ' || coalesce(solution, ''),
        '(HIPAA|protected health information|PHI|FERPA|COPPA|PCI[- ]DSS|PCI compliance)', 'g') AS m
    )
  )
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ideas_fit_inputs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.fit_inputs := fit_inputs_of(NEW.analysis, NEW.solution_overview);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ideas_fit_inputs
BEFORE INSERT OR UPDATE OF analysis, solution_overview ON ideas
FOR EACH ROW EXECUTE FUNCTION ideas_fit_inputs();
--> statement-breakpoint
UPDATE ideas SET fit_inputs = fit_inputs_of(analysis, solution_overview);
