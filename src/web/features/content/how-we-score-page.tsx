import { PageContainer, PageHeader } from "@web/components/page";
import { Card } from "@web/components/ui/card";

/** The rubric behind every idea's four scores (docs/scoring.md), for readers of the score cards. */
const RUBRIC: Array<{ id: string; title: string; question: string; levels: [string, string, string]; evidence: string }> = [
  {
    id: "opportunity",
    title: "Opportunity",
    question: "Is there money a solo founder can take?",
    levels: [
      "The obtainable market is near our $50K-a-year floor, buyers already pay a strong incumbent that does the job, or the buyer has no budget for it.",
      "A real, countable set of buyers who pay for similar tools; $100K-$300K a year obtainable by bottom-up arithmetic; competitors leave a named segment under-served.",
      "Buyers already pay for a worse workaround (consultants, staff hours, penalties), the obtainable market clears $500K a year, and no competitor serves the segment we name.",
    ],
    evidence: "Counted buyers from a source, what buyers pay today for the workaround, a competitor found doing the same job (down), a competitor's public prices for the segment.",
  },
  {
    id: "problem",
    title: "Problem",
    question: "How much does it hurt, and how often?",
    levels: [
      "An annoyance; the buyer copes with a spreadsheet and rarely looks for a fix.",
      "A recurring cost in hours or money each month, discussed in the buyer's communities.",
      "A failure with a named consequence (a fine, a lost contract, a rejected claim, a legal deadline) that the buyer meets at least yearly and cannot avoid.",
    ],
    evidence: "A rule or contract that imposes the cost, threads asking for a fix, penalty amounts, how often the failure recurs.",
  },
  {
    id: "feasibility",
    title: "Feasibility",
    question: "Can one person ship a weekend MVP for under $500 and sell it?",
    levels: [
      "Needs a licence, a partnership, regulated data, hardware or a closed or expensive API, or the first sale needs a long enterprise cycle.",
      "Buildable with public APIs and common tools in 2-6 weeks of evenings, with one hard part (a parser, an integration, a data source) that is solvable but real.",
      "A web app plus one well-documented API; the data is the user's own; the buyer can pay by card the day they find it.",
    ],
    evidence: "API terms and prices, required certifications, data access limits, sales cycle length, and any paid review (legal, accounting, compliance) needed before the first sale: one over $500 caps feasibility at 4.5 unless the idea reaches its first paying customers without it. It is judged on its own, never as 10 minus difficulty.",
  },
  {
    id: "why-now",
    title: "Why Now",
    question: "What changed, and when?",
    levels: [
      "Nothing has changed in years; the idea could have been built in 2015 as well.",
      "A trend with evidence (adoption figures, a new platform feature) but no fixed date.",
      "A dated trigger within two years (a rule's effective date, a platform shutdown, a price change) that forces buyers to act, cited with its date.",
    ],
    evidence: "The trigger's date passing (down once the rush is over), a rule delayed or repealed (down), a new dated rule (up).",
  },
];

export function HowWeScorePage() {
  return (
    <PageContainer className="max-w-3xl space-y-6">
      <PageHeader
        title="How we score ideas"
        description="Every idea carries four scores from 0 to 10, each with a one-line reason. A score is a judgement from evidence, not a formula, and we use the whole range: a weaker idea is published with honest Fair scores rather than flattering ones."
      />
      <Card className="p-5 text-sm text-slate-700 sm:p-6">
        <h2 className="text-base font-semibold text-slate-900">Bands</h2>
        <p className="mt-1">8 and up: Excellent. 6 to 7.9: Good. 4 to 5.9: Fair. Below 4: Needs Work.</p>
      </Card>
      {RUBRIC.map((score) => (
        <Card key={score.id} className="space-y-3 p-5 sm:p-6">
          <h2 id={score.id} className="text-xl font-semibold text-slate-900">
            {score.title}: <span className="font-normal text-slate-700">{score.question}</span>
          </h2>
          <dl className="space-y-2 text-sm text-slate-700">
            {score.levels.map((text, index) => (
              <div key={text} className="grid gap-1 sm:grid-cols-[3rem_1fr]">
                <dt className="font-semibold text-slate-900">{[3, 6, 9][index]}</dt>
                <dd>{text}</dd>
              </div>
            ))}
          </dl>
          <p className="text-sm text-slate-700">
            <span className="font-semibold text-slate-900">What moves it: </span>
            {score.evidence}
          </p>
        </Card>
      ))}
      <Card className="space-y-2 p-5 text-sm text-slate-700 sm:p-6">
        <h2 className="text-base font-semibold text-slate-900">The other numbers</h2>
        <p>
          An idea we have verified lists the pages its claims rest on, with the date we opened each, shows the date its claims were last checked, and
          gives the reason for each score. Figures we estimate say so and show their arithmetic.
        </p>
        <p>
          Each verified idea shows how many sources it cites, how many distinct claims were checked against them and when; dated events it rests on
          are shown on a timeline, with what happened once their date has passed. Ideas not yet re-verified show no sources and no &quot;Last
          verified&quot; date.
        </p>
      </Card>
    </PageContainer>
  );
}
