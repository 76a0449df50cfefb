import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate } from "@web/lib/router";
import { CATEGORIES, CATEGORY_LABELS } from "@shared/categories";
import { IDEA_TEXT_MAX, type ValidationReport } from "@shared/schemas/ai";
import { SelectField } from "@web/components/select-field";
import { PageContainer, PageHeader } from "@web/components/page";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { FormField } from "@web/components/form-field";
import { Textarea } from "@web/components/ui/textarea";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { formatDate, formatDateTime } from "@web/lib/format";
import { useAiEngine, useAiUsage, useReports, useValidateIdea } from "./api/ai-api";
import { Lock } from "lucide-react";
import { useMe } from "@web/lib/me";
import { useAiWording } from "@web/lib/ai-wording";
import { EngineNote } from "./components/engine-note";
import { ReportView } from "./components/report-view";
import { EMPTY_QUESTIONS, FounderQuestions, toFounderAnswers, type QuestionState } from "./components/founder-questions";

/** The spec's category list for the form, in its order, with "Any category" first. */
const CATEGORY_OPTIONS = [{ value: "", label: "Any category" }, ...CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }))];

/** What the server does while the button waits: shown with the elapsed time so nothing looks frozen. */
const STAGES = ["Finding the closest ideas in our catalogue", "Weighing difficulty, risks and competitors", "Writing the report and the first test"];

function Progress() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Card aria-live="polite">
      <CardContent className="space-y-3 pt-6 text-sm text-slate-700">
        <p className="flex items-center gap-2 font-medium text-slate-900">
          <Spinner /> Validating your idea… {seconds > 0 ? `${seconds} s` : ""}
        </p>
        <ol className="list-decimal space-y-1 pl-5">
          {STAGES.map((stage) => (
            <li key={stage}>{stage}</li>
          ))}
        </ol>
        <p className="text-xs text-slate-600">With an AI model this can take up to a minute. If it fails, it does not count against your monthly limit.</p>
      </CardContent>
    </Card>
  );
}

function MyReports() {
  const reports = useReports();
  if (reports.isPending) return null;
  if (reports.isError) return <Alert>{errorMessage(reports.error, "Failed to load your reports")}</Alert>;
  if (reports.data.length === 0) return null;
  return (
    <section aria-labelledby="my-reports" className="space-y-3">
      <h2 id="my-reports" className="text-lg font-semibold text-slate-900">
        My reports
      </h2>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {reports.data.map((report) => (
          <li key={report.id}>
            <Link to={`/validate/${report.id}`} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 hover:bg-slate-50">
              <span className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">{report.idea}</span>
              <span className="text-xs text-slate-600">
                {report.verdict === "build" ? "Build" : report.verdict === "avoid" ? "Avoid" : "Refine first"} · difficulty {report.difficultyScore}/10 ·{" "}
                {formatDateTime(report.createdAt)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const VALIDATE_UPGRADE = "AI idea validation is part of Weekend Empire (Pro). Upgrade to validate new ideas; the reports you already have stay yours to read.";

/** /validate for a member not on Pro (a downgrade, a lapsed plan): their kept reports, and the upgrade. */
function ValidateLocked() {
  const wording = useAiWording();
  return (
    <PageContainer className="max-w-4xl space-y-6">
      <PageHeader title={wording.researchPage} description="Your validation reports, kept after your plan changed." />
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
          <Lock aria-hidden="true" className="size-8 text-indigo-600" />
          <p className="max-w-xl text-sm text-slate-700">{VALIDATE_UPGRADE}</p>
          <Button asChild>
            <Link to="/pricing">See plans</Link>
          </Button>
        </CardContent>
      </Card>
      <MyReports />
    </PageContainer>
  );
}

/** /validate: the form for Pro and Lifetime; everyone else reads the reports they made and sees the upgrade. */
export function ValidatePage() {
  const { entitlements } = useMe();
  return entitlements.canValidate ? <ValidateForm /> : <ValidateLocked />;
}

function ValidateForm() {
  const wording = useAiWording();
  const [idea, setIdea] = useState("");
  const [category, setCategory] = useState("");
  const [questions, setQuestions] = useState<QuestionState>(EMPTY_QUESTIONS);
  const [formError, setFormError] = useState<string | undefined>();
  const [report, setReport] = useState<ValidationReport | null>(null);
  const validate = useValidateIdea();
  const usage = useAiUsage("validate");
  const engine = useAiEngine();
  const navigate = useNavigate();

  const remaining = usage.data?.remaining;
  const usedUp = remaining === 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!idea.trim()) {
      setFormError("Please enter an idea to validate");
      return;
    }
    setFormError(undefined);
    validate.mutate(
      { idea: idea.trim(), category: category ? (category as (typeof CATEGORIES)[number]) : null, answers: toFounderAnswers(questions) },
      {
        onSuccess: ({ data }) => {
          setReport(data);
          window.scrollTo({ top: 0 });
        },
      },
    );
  }

  function reset() {
    setReport(null);
    setIdea("");
    setCategory("");
    setQuestions(EMPTY_QUESTIONS);
    validate.reset();
  }

  return (
    <PageContainer className="max-w-4xl space-y-6">
      <PageHeader
        title={wording.researchPage}
        description="Describe an idea and get an honest verdict: launch difficulty, risks, how it makes money, what to test first, and the closest ideas we have researched."
      />
      {report ? (
        <ReportView
          report={report}
          actions={
            <>
              <Button onClick={reset}>Validate Another Idea</Button>
              <Button variant="outline" onClick={() => navigate("/browse")}>
                Browse Validated Ideas
              </Button>
            </>
          }
        />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Your idea</CardTitle>
          </CardHeader>
          <CardContent>
            <form onSubmit={submit} className="space-y-4" noValidate>
              <FormField
                id="idea"
                label="Describe your idea"
                error={formError}
                hint="Say who pays, the problem, and what you would build."
                labelAside={
                  <span className="text-xs text-slate-600" aria-live="polite">
                    {idea.length}/{IDEA_TEXT_MAX}
                  </span>
                }
              >
                {(control) => (
                  <Textarea
                    {...control}
                    value={idea}
                    maxLength={IDEA_TEXT_MAX}
                    rows={5}
                    onChange={(event) => setIdea(event.target.value)}
                    placeholder="e.g. A renewal tracker for small web agencies that warns before a client's domain or SSL certificate expires"
                  />
                )}
              </FormField>
              <SelectField id="category" label="Category (optional)" value={category} options={CATEGORY_OPTIONS} onChange={setCategory} className="max-w-xs" />
              <FounderQuestions value={questions} onChange={setQuestions} />
              {validate.isError ? <Alert>{errorMessage(validate.error, "Failed to validate idea", { unexpected: "Failed to validate idea. Please try again." })}</Alert> : null}
              <div className="flex flex-wrap items-center gap-3">
                <Button type="submit" disabled={validate.isPending || !idea.trim() || usedUp}>
                  {validate.isPending ? <Spinner /> : null}
                  {validate.isPending ? "Validating…" : "Validate Idea"}
                </Button>
                {usage.data ? (
                  <p className="text-sm text-slate-600">
                    {usage.data.remaining} of {usage.data.limit} validations left this month
                    {usedUp ? `; they reset on ${formatDate(usage.data.resetsAt)}` : ""}.
                  </p>
                ) : null}
              </div>
              {engine.data ? <EngineNote engine={engine.data.engine} model={engine.data.model} /> : null}
            </form>
          </CardContent>
        </Card>
      )}
      {validate.isPending ? <Progress /> : null}
      <MyReports />
    </PageContainer>
  );
}
