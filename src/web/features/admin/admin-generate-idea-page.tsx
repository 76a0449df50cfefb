import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate } from "@web/lib/router";
import { ArrowLeft, Sparkles } from "lucide-react";
import { CATEGORIES, CATEGORY_LABELS } from "@shared/categories";
import { BUILTIN_ENGINE_LABEL } from "@shared/schemas/ai";
import { GENERATE_BRIEF_MIN, type GenerateIdeaResult } from "@shared/schemas/idea-generator";
import { SelectField } from "@web/components/select-field";
import { PageHeader } from "@web/components/page";
import { Alert } from "@web/components/ui/alert";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { FormField } from "@web/components/form-field";
import { Textarea } from "@web/components/ui/textarea";
import { Spinner } from "@web/components/ui/spinner";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { errorMessage, isApiError } from "@web/lib/api-client";
import { useGenerateIdea } from "./api/idea-generator-api";
import { GeneratedIdeaEditor } from "./ideas/generated-idea-editor";

const PROMPT_MAX = 1000;
const CATEGORY_OPTIONS = [{ value: "", label: "Select a category" }, ...CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }))];

/** Seconds since generation started: a model can take a while, and the page must not look frozen. */
function useElapsed(running: boolean): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!running) return;
    setSeconds(0);
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return seconds;
}

function DraftNotes({ result }: { result: GenerateIdeaResult }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2">
          Draft from {result.engine === "model" ? `the model ${result.model}` : "the built-in analyst"}
          {result.engine === "builtin" ? <Badge variant="neutral">{BUILTIN_ENGINE_LABEL}</Badge> : null}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm text-slate-700">
        <Alert variant="info">
          <p className="font-medium text-slate-900">Before you publish</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {result.needsResearch.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Alert>
        {result.basedOn.length > 0 ? (
          <div>
            <p className="font-medium text-slate-900">Drawn from these catalogue ideas</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {result.basedOn.map((idea) => (
                <li key={idea.slug}>
                  <Link to={`/ideas/${idea.slug}`} className="text-indigo-700 underline underline-offset-2 hover:text-indigo-900" target="_blank" rel="noreferrer">
                    {idea.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/**
 * The AI Idea Generator (spec: /admin/ideas/generate): a category and an optional brief, Generate,
 * then the draft in the one idea form, editable, and Save to Database (published; Pro Pick when the
 * opportunity score is 9 or more), which returns to /admin/ideas.
 */
export function AdminGenerateIdeaPage() {
  const navigate = useNavigate();
  const generate = useGenerateIdea();
  const [category, setCategory] = useState("");
  const [prompt, setPrompt] = useState("");
  const [categoryError, setCategoryError] = useState<string | undefined>();
  const [promptError, setPromptError] = useState<string | undefined>();
  const [result, setResult] = useState<GenerateIdeaResult | null>(null);
  const elapsed = useElapsed(generate.isPending);
  const promptHint = `What the idea should be about, for whom, or what to avoid. ${prompt.length}/${PROMPT_MAX}`;

  function onGenerate(event: FormEvent) {
    event.preventDefault();
    if (!category) {
      setCategoryError("Please select a category");
      notifyError("Please select a category");
      return;
    }
    setCategoryError(undefined);
    const brief = prompt.trim();
    if (brief !== "" && brief.length < GENERATE_BRIEF_MIN) {
      const message = `Write a brief of at least ${GENERATE_BRIEF_MIN} characters, or leave it empty to draft from the category's best ideas`;
      setPromptError(message);
      notifyError(message);
      return;
    }
    setPromptError(undefined);
    generate.mutate(
      { category: category as (typeof CATEGORIES)[number], prompt: brief },
      {
        onSuccess: ({ data }) => {
          setResult(data);
          notifySuccess("Idea generated successfully!");
        },
        onError: (error) => {
          // A refused brief is the admin's to fix, so its reason goes next to the field, not "try again".
          const briefIssue = isApiError(error) ? error.issues.find((issue) => issue.path === "prompt") : undefined;
          setPromptError(briefIssue?.message);
          notifyError(briefIssue?.message ?? errorMessage(error, "Failed to generate idea. Please try again."));
        },
      },
    );
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="AI Idea Generator"
        description="Draft a new idea for the catalogue, edit every field, then save it."
        actions={
          <Button asChild variant="outline">
            <Link to="/admin">
              <ArrowLeft aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
        }
      />
      <form onSubmit={onGenerate} noValidate className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="grid gap-4 sm:grid-cols-[16rem_1fr]">
          <SelectField id="generate-category" label="Category" value={category} options={CATEGORY_OPTIONS} onChange={setCategory} error={categoryError} />
          <FormField id="generate-prompt" label="Custom prompt (optional)" hint={promptHint} error={promptError}>
            {(control) => (
              <Textarea
                {...control}
                value={prompt}
                maxLength={PROMPT_MAX}
                rows={3}
                onChange={(event) => setPrompt(event.target.value)}
                placeholder="e.g. a tool for freelance designers who chase late invoices"
              />
            )}
          </FormField>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={generate.isPending}>
            {generate.isPending ? <Spinner /> : <Sparkles aria-hidden="true" />}
            {generate.isPending ? "Generating..." : "Generate"}
          </Button>
          {generate.isPending ? (
            <p className="text-sm text-slate-600" aria-live="polite">
              Drafting from the catalogue{elapsed > 0 ? ` · ${elapsed} s` : ""}. A model can take up to a minute.
            </p>
          ) : null}
        </div>
      </form>

      {result ? (
        <div className="space-y-6">
          <DraftNotes result={result} />
          <GeneratedIdeaEditor
            // A new draft starts a new form.
            key={`${result.draft.title}-${result.draftedBy}-${result.basedOn.map((i) => i.slug).join(",")}`}
            result={result}
            onSaved={() => {
              notifySuccess("Idea saved to database!");
              void navigate("/admin/ideas");
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
