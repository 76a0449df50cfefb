import { AlertCircle, BarChart3, Megaphone, Rocket, Swords, Tag, type LucideIcon } from "lucide-react";
import { Link } from "@web/lib/router";
import { PLANS, TIERS, type Plan } from "@shared/plans";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { CheckListItem } from "@web/components/check-list-item";
import { planLine, useAiModelConfigured } from "@web/lib/ai-wording";

/** Only what is true of every idea in the catalogue (see src/shared/schemas/idea.ts). */
const IDEA_CONTENTS: { title: string; text: string; icon: LucideIcon }[] = [
  { title: "The problem", text: "Who has it, what it costs them today and where they talk about it.", icon: AlertCircle },
  { title: "Competitors", text: "The main players with their strengths and weaknesses, and the gap they leave.", icon: Swords },
  { title: "Market sizing", text: "TAM, SAM and SOM with the reasoning behind each figure, plus the growth rate.", icon: BarChart3 },
  { title: "Weekend MVP scope", text: "A 48-hour plan for a first version, with core features and what can wait.", icon: Rocket },
  { title: "Pricing", text: "Pricing tiers, revenue stages and a timeline from the first months to year two.", icon: Tag },
  { title: "Channels", text: "Where your buyers gather online and a launch strategy to reach them.", icon: Megaphone },
];

const DAILY_STEPS = [
  { title: "Subscribe", text: "Leave your e-mail address above. No account needed." },
  { title: "A new idea every day", text: "At 00:00 UTC a new idea is picked, and its full analysis is free for everyone for 24 hours." },
  { title: "In your inbox", text: "We send it to you once a day. Every e-mail has a one-click unsubscribe link." },
];

export function IdeaContentsSection() {
  return (
    <section aria-labelledby="idea-contents" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="max-w-2xl space-y-2">
        <h2 id="idea-contents" className="text-3xl font-bold tracking-tight text-slate-900">
          What every idea contains
        </h2>
        <p className="text-slate-600">Each idea is a researched analysis, not a one-line prompt. Every one of them covers:</p>
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {IDEA_CONTENTS.map(({ title, text, icon: Icon }) => (
          <li key={title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-indigo-50 text-indigo-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="font-semibold text-slate-900">{title}</h3>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function DailyEmailSection() {
  return (
    <section aria-labelledby="daily-email" className="border-y border-slate-200 bg-slate-50">
      <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="daily-email" className="text-3xl font-bold tracking-tight text-slate-900">
          How the daily idea works
        </h2>
        <ol className="mt-8 grid gap-4 md:grid-cols-3">
          {DAILY_STEPS.map((step, index) => (
            <li key={step.title} className="rounded-2xl border border-slate-200 bg-white p-5">
              <span className="flex size-8 items-center justify-center rounded-full bg-indigo-600 text-sm font-bold text-white">{index + 1}</span>
              <h3 className="mt-3 font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function PlanPrice({ plan }: { plan: Plan }) {
  if (plan.once) {
    return (
      <p>
        <span className="text-2xl font-bold text-slate-900">{plan.once.display}</span>
      </p>
    );
  }
  const main = plan.yearly ?? plan.monthly;
  if (main) {
    // "$24/mo, billed yearly": the amount large, the billing note small.
    const [amount, ...note] = main.display.split(", ");
    const notes = [note.join(", "), plan.yearly && plan.monthly ? `or ${plan.monthly.display}` : ""].filter(Boolean);
    return (
      <p className="space-y-0.5">
        <span className="block text-2xl font-bold text-slate-900">{amount}</span>
        {notes.length > 0 ? <span className="block text-sm text-slate-600">{notes.join(" · ")}</span> : null}
      </p>
    );
  }
  return <p className="text-2xl font-bold text-slate-900">$0</p>;
}

/** A summary of the plans config; the pricing page has the details and checkout. */
export function PlansSection() {
  const modelConfigured = useAiModelConfigured();
  return (
    <section aria-labelledby="plans" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-2">
          <h2 id="plans" className="text-3xl font-bold tracking-tight text-slate-900">
            Plans
          </h2>
          <p className="text-slate-600">Start free with the daily idea. Upgrade when you want the whole database.</p>
        </div>
        <Button variant="outline" asChild>
          <Link to="/pricing">Compare plans</Link>
        </Button>
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {TIERS.map((tier) => {
          const plan = PLANS[tier];
          const highlight = tier === "pro";
          return (
            <li
              key={tier}
              className={cn(
                "flex flex-col rounded-2xl border bg-white p-5 shadow-sm",
                highlight ? "border-indigo-600 ring-1 ring-indigo-600" : "border-slate-200",
              )}
            >
              <h3 className="font-semibold text-slate-900">{plan.name}</h3>
              <p className="mt-1 text-sm text-slate-600">{planLine(plan.tagline, modelConfigured)}</p>
              <div className="mt-4">
                <PlanPrice plan={plan} />
              </div>
              <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
                {plan.features.map((feature) => (
                  <CheckListItem key={feature}>{planLine(feature, modelConfigured)}</CheckListItem>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function ClosingSection() {
  return (
    <section aria-labelledby="closing" className="bg-indigo-700">
      <div className="mx-auto flex w-full max-w-6xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
        <div className="space-y-2">
          <h2 id="closing" className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
            Find your weekend project
          </h2>
          <p className="text-indigo-50">Browse the catalogue and pick the idea that fits your skills.</p>
        </div>
        <Button asChild size="lg" className="bg-white text-indigo-800 hover:bg-indigo-50">
          <Link to="/browse">Browse Ideas</Link>
        </Button>
      </div>
    </section>
  );
}
