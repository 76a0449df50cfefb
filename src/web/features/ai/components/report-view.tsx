import { Download, FlaskConical, Hammer, MessagesSquare } from "lucide-react";
import { apiPath } from "@web/lib/api-client";
import type { ReactNode } from "react";
import { Link } from "@web/lib/router";
import { difficultyBand, type FounderScores, type NearDuplicate, type ValidationReport, type Verdict } from "@shared/schemas/ai";
import { splitCitations, type ReportSource } from "@shared/schemas/report-sources";
import { categoryLabel } from "@shared/categories";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { formatDate, formatDateTime } from "@web/lib/format";
import { EngineNote } from "./engine-note";
import { WebResearchCard } from "./web-research-card";

const VERDICTS: Record<Verdict, { label: string; variant: "success" | "warning" | "danger"; note: string }> = {
  build: { label: "Build", variant: "success", note: "Worth building once the first test passes." },
  refine: { label: "Refine first", variant: "warning", note: "Not yet: sharpen it before you build." },
  avoid: { label: "Avoid", variant: "danger", note: "Not as a weekend product." },
};

const BANDS = {
  easy: { label: "Easy", className: "text-emerald-700" },
  moderate: { label: "Moderate", className: "text-amber-700" },
  challenging: { label: "Challenging", className: "text-red-700" },
} as const;

function Section({ title, estimate, children }: { title: string; estimate: boolean; children: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="text-base">{title}</CardTitle>
        {estimate ? <Badge variant="neutral">Model estimate</Badge> : null}
      </CardHeader>
      <CardContent className="text-sm text-slate-700">{children}</CardContent>
    </Card>
  );
}

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const AXES = [
  ["opportunity", "Opportunity"],
  ["problem", "Problem"],
  ["feasibility", "Feasibility"],
  ["whyNow", "Why now"],
] as const;

/** The catalogue idea the founder described in other words: our research on it, and what differs. */
function ResearchedTwin({ twin }: { twin: NearDuplicate }) {
  return (
    <Card className="border-emerald-200">
      <CardHeader>
        <CardTitle className="text-base">We have researched this idea</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm text-slate-700">
        <p>
          Your description matches{" "}
          <Link to={`/ideas/${twin.slug}`} className="font-medium text-indigo-700 hover:underline">
            {twin.title}
          </Link>
          . Its research is yours to use: the scores, competitors and sources below are ours for that idea.
        </p>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {AXES.map(([key, label]) => (
            <div key={key} className="rounded-md border border-slate-200 p-2">
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="text-lg font-semibold text-slate-900">{twin.scores[key]}/10</dd>
            </div>
          ))}
        </dl>
        {twin.competitors.length ? <p>Competitors our research named: {twin.competitors.join(", ")}</p> : null}
        {twin.founderOnly.length || twin.ideaOnly.length ? (
          <div>
            <p className="font-medium text-slate-900">What differs in your wording</p>
            <ul className="list-disc space-y-1 pl-5">
              {twin.founderOnly.length ? <li>You mention {twin.founderOnly.join(", ")}, which our research on it does not.</li> : null}
              {twin.ideaOnly.length ? <li>Our idea also speaks of {twin.ideaOnly.join(", ")}, which your description does not.</li> : null}
            </ul>
          </div>
        ) : null}
        {twin.sources.length ? (
          <div>
            <p className="font-medium text-slate-900">Sources</p>
            <ul className="list-disc space-y-1 pl-5">
              {twin.sources.map((source) => (
                <li key={source.url}>
                  <a href={source.url} target="_blank" rel="noreferrer" className="break-words text-indigo-700 hover:underline">
                    {source.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The founder's idea on our four axes from their answers, beside the closest researched ideas. */
function OwnScores({ scores }: { scores: FounderScores }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Your idea on our rubric</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm text-slate-700">
        <p className="text-xs text-slate-600">From your answers and the rules of our scoring rubric, not from research. An unknown stays unknown.</p>
        <ul className="space-y-3">
          {scores.axes.map((axis) => {
            const label = AXES.find(([key]) => key === axis.axis)![1];
            return (
              <li key={axis.axis}>
                <p className="font-medium text-slate-900">
                  {label}: {axis.score === null ? "unknown" : `${axis.score}/10`}
                </p>
                {axis.reasons.map((reason) => (
                  <p key={reason}>{reason}</p>
                ))}
                {axis.unknowns.map((unknown) => (
                  <p key={unknown} className="text-slate-600">
                    Unknown: {unknown}
                  </p>
                ))}
              </li>
            );
          })}
        </ul>
        {scores.comparedWith.length ? (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-xs">
              <caption className="pb-1 text-left text-slate-600">Beside the closest ideas we researched</caption>
              <thead>
                <tr>
                  <th scope="col" className="py-1 pr-2">Idea</th>
                  {AXES.map(([key, label]) => (
                    <th key={key} scope="col" className="px-2 py-1">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr className="border-t border-slate-200 font-medium">
                  <th scope="row" className="py-1 pr-2">Yours</th>
                  {scores.axes.map((axis) => (
                    <td key={axis.axis} className="px-2 py-1">
                      {axis.score ?? "?"}
                    </td>
                  ))}
                </tr>
                {scores.comparedWith.map((idea) => (
                  <tr key={idea.slug} className="border-t border-slate-200">
                    <th scope="row" className="py-1 pr-2 font-normal">
                      <Link to={`/ideas/${idea.slug}`} className="text-indigo-700 hover:underline">
                        {idea.title}
                      </Link>
                    </th>
                    {AXES.map(([key]) => (
                      <td key={key} className="px-2 py-1">
                        {idea.scores[key]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Facts with their "[n]" citations as links to the sources' pages. */
function CitedFacts({ facts, sources }: { facts: string[]; sources: ReportSource[] }) {
  const byNumber = new Map(sources.map((source) => [source.n, source]));
  return (
    <ul className="list-disc space-y-1.5 pl-5">
      {facts.map((fact) => {
        const { text, cites } = splitCitations(fact);
        return (
          <li key={fact}>
            {text}
            {cites.map((n) => {
              const source = byNumber.get(n);
              return source ? (
                <a
                  key={n}
                  href={source.url}
                  target="_blank"
                  rel="noreferrer"
                  title={source.title}
                  aria-label={`Source ${n}: ${source.title}`}
                  className="ml-1 align-super text-xs font-medium text-indigo-700 hover:underline"
                >
                  [{n}]
                </a>
              ) : null;
            })}
          </li>
        );
      })}
    </ul>
  );
}

/** The pages the facts cite, numbered as the facts cite them: where our research read each claim, and when. */
function SourceList({ sources }: { sources: ReportSource[] }) {
  return (
    <div>
      <p className="font-medium text-slate-900">Sources cited</p>
      <ol className="space-y-2">
        {sources.map((source) => (
          <li key={source.n} className="flex gap-2">
            <span className="shrink-0 text-slate-600">[{source.n}]</span>
            <span className="min-w-0">
              <a href={source.url} target="_blank" rel="noreferrer" className="font-medium break-words text-indigo-700 hover:underline">
                {source.title}
              </a>
              <span className="block text-xs text-slate-600">
                {source.supports} Opened {formatDate(source.accessed)} for{" "}
                <Link to={`/ideas/${source.idea.slug}`} className="text-indigo-700 underline">
                  {source.idea.title}
                </Link>
                .
              </span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** What the model said that the research it was given does not back: kept, and labelled as its own. */
function UnverifiedClaims({ claims }: { claims: string[] }) {
  return (
    <Card className="border-amber-200">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="text-base">Model knowledge, unverified</CardTitle>
        <Badge variant="warning">Unverified</Badge>
      </CardHeader>
      <CardContent className="space-y-2 text-sm text-slate-700">
        <p className="text-xs text-slate-600">
          The model stated these, but the research it was given does not back them. They may be true: check each one before you rely on it.
        </p>
        <Bullets items={claims} />
      </CardContent>
    </Card>
  );
}

/** One validation report, as shown after a run and at its own URL. */
export function ReportView({ report, actions }: { report: ValidationReport; actions?: ReactNode }) {
  const verdict = VERDICTS[report.verdict];
  const band = BANDS[difficultyBand(report.difficultyScore)];
  // A model's own judgements are estimates; the built-in analyst only repeats catalogue facts and rules.
  const estimate = report.engine === "model";
  return (
    <article className="space-y-4" aria-labelledby="report-title">
      <Card>
        <CardContent className="space-y-4 pt-6">
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div className="min-w-0 space-y-1">
              <h2 id="report-title" className="text-lg font-semibold text-slate-900">
                Validation report
              </h2>
              <p className="text-sm break-words text-slate-600">“{report.idea}”</p>
              <p className="text-xs text-slate-600">
                {formatDateTime(report.createdAt)}
                {report.category ? ` · ${categoryLabel(report.category)}` : ""}
              </p>
            </div>
            <div className="text-right">
              <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">Launch Difficulty Score</p>
              <p className="text-3xl font-bold text-slate-900">
                {report.difficultyScore}
                <span className="text-base font-medium text-slate-600">/10</span>
              </p>
              <p className={`text-sm font-semibold ${band.className}`}>{band.label}</p>
            </div>
          </div>
          <div className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
            <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
              Verdict: <Badge variant={verdict.variant}>{verdict.label}</Badge>
              <span className="font-normal text-slate-700">{verdict.note}</span>
            </p>
            <Bullets items={report.verdictReasons} />
          </div>
          <EngineNote engine={report.engine} model={report.model} />
        </CardContent>
      </Card>

      {report.founderScores ? <OwnScores scores={report.founderScores} /> : null}
      {report.nearDuplicate ? <ResearchedTwin twin={report.nearDuplicate} /> : null}

      <Section title="Viability Summary" estimate={estimate}>
        <p>{report.summary}</p>
      </Section>
      <div className="grid gap-4 md:grid-cols-2">
        <Section title="Top Risks" estimate={estimate}>
          <Bullets items={report.risks} />
        </Section>
        <Section title="Monetization Paths" estimate={estimate}>
          <Bullets items={report.monetizationPaths} />
        </Section>
        <Section title="Execution Tips" estimate={estimate}>
          <Bullets items={report.executionTips} />
        </Section>
        <Section title="Market & Competition" estimate={estimate}>
          <p>{report.marketNotes}</p>
        </Section>
      </div>

      <Card className="border-indigo-200">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-base">
            <FlaskConical aria-hidden="true" className="size-4 text-indigo-700" /> Test this first
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-1.5 text-sm text-slate-700">
          <p>
            <strong>What:</strong> {report.firstTest.what}
          </p>
          <p>
            <strong>How:</strong> {report.firstTest.how}
          </p>
          <p>
            <strong>Pass mark:</strong> {report.firstTest.passMark}
          </p>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">From our catalogue</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm text-slate-700">
          {report.closestIdeas.length ? (
            <ul className="space-y-2">
              {report.closestIdeas.map((idea) => (
                <li key={idea.slug}>
                  <Link to={`/ideas/${idea.slug}`} className="font-medium text-indigo-700 hover:underline">
                    {idea.title}
                  </Link>
                  <span className="text-slate-600"> · {categoryLabel(idea.category)}</span>
                  {idea.competitors.length ? <p className="text-xs text-slate-600">Competitors our research named: {idea.competitors.join(", ")}</p> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p>We have not researched anything like this idea, so no competitor or figure here comes from our research.</p>
          )}
          {report.catalogueFacts.length ? (
            <div>
              <p className="font-medium text-slate-900">Facts this report took from the catalogue</p>
              <CitedFacts facts={report.catalogueFacts} sources={report.sources} />
            </div>
          ) : null}
          {report.sources.length ? <SourceList sources={report.sources} /> : null}
        </CardContent>
      </Card>

      {report.unverifiedClaims.length ? <UnverifiedClaims claims={report.unverifiedClaims} /> : null}
      {report.webResearch ? <WebResearchCard research={report.webResearch} /> : null}

      <div className="flex flex-wrap gap-2">
        {actions}
        <Button asChild>
          <Link to={`/validate/${report.id}/builder`}>
            <Hammer aria-hidden="true" /> Open the AI builder
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={`/ai-chat?report=${report.id}`}>
            <MessagesSquare aria-hidden="true" /> Discuss with the AI Strategist
          </Link>
        </Button>
        <Button asChild variant="outline">
          <a href={apiPath("get", `/api/v1/validate/reports/${report.id}/export?format=md`)} download>
            <Download aria-hidden="true" /> Markdown
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={apiPath("get", `/api/v1/validate/reports/${report.id}/export?format=pdf`)} download>
            <Download aria-hidden="true" /> PDF
          </a>
        </Button>
      </div>
    </article>
  );
}
