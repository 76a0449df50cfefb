import { AlertCircle, Lock } from "lucide-react";
import { Link, useLocation } from "@web/lib/router";
import { PLANS } from "@shared/plans";
import type { IdeaTeaser } from "@shared/schemas/idea-api";
import { Button } from "@web/components/ui/button";
import { useMe } from "@web/lib/me";
import { loginPath } from "@web/lib/redirect";
import { DetailCard, Paragraphs } from "./section";
import { CheckListItem } from "@web/components/check-list-item";

export const UPGRADE_PANEL_TITLE = "Unlock the full analysis";

/** What the paid analysis holds: the six tabs a member sees, in their order. */
export const FULL_ANALYSIS_CONTENTS = [
  "The full problem, the solution and why now is the moment",
  "Market sizing (TAM, SAM, SOM) with the reasoning, growth rate and key trends",
  "Competitors with their strengths and weaknesses, the market gap and your advantage",
  "Business model, pricing tiers and a revenue timeline to year 2",
  "Execution plan, MVP features, a 48-hour weekend scope and go-to-market channels",
  "Key metrics: difficulty, time to MVP, community validation and capital required",
] as const;

/**
 * What a viewer without access gets instead of the tabs: the first paragraph of the problem (all the
 * server sent) and a plain upgrade panel. No placeholder text pretends to be analysis.
 */
export function TeaserContent({ idea }: { idea: IdeaTeaser }) {
  const { entitlements } = useMe();
  const location = useLocation();
  const plan = idea.isProPick ? PLANS.pro : PLANS.starter;
  const planNote = idea.isProPick
    ? `This is a Pro Pick: its full analysis is part of ${PLANS.pro.name}.`
    : `The full analysis of every idea except Pro Picks comes with ${PLANS.starter.name}, and all of them with ${PLANS.pro.name}.`;
  return (
    <div className="space-y-4">
      <DetailCard title="The Problem" icon={AlertCircle}>
        <Paragraphs text={idea.problemTeaser} />
      </DetailCard>

      <section aria-labelledby="upgrade-panel" className="rounded-2xl border-2 border-indigo-200 bg-gradient-to-b from-indigo-50 to-white p-5 shadow-sm sm:p-8">
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-600 text-white">
            <Lock aria-hidden="true" className="size-5" />
          </span>
          <div className="space-y-1">
            <h2 id="upgrade-panel" className="text-xl font-bold text-slate-900">
              {UPGRADE_PANEL_TITLE}
            </h2>
            <p className="text-slate-700">{planNote}</p>
          </div>
        </div>
        <p className="mt-5 text-sm font-semibold text-slate-900">The full analysis contains:</p>
        <ul className="mt-2 grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
          {FULL_ANALYSIS_CONTENTS.map((item) => (
            <CheckListItem key={item}>{item}</CheckListItem>
          ))}
        </ul>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Button asChild size="lg">
            <Link to="/pricing">See plans and pricing</Link>
          </Button>
          {entitlements.signedIn ? null : (
            <Button asChild variant="outline" size="lg">
              <Link to={loginPath(location.pathname)}>Sign in</Link>
            </Button>
          )}
        </div>
        <p className="mt-3 text-sm text-slate-600">
          {plan.name}: {[plan.yearly?.display, plan.monthly?.display].filter(Boolean).join(" or ")}.
          {entitlements.signedIn ? null : " Already a member? Sign in to read it."}
        </p>
      </section>
    </div>
  );
}
