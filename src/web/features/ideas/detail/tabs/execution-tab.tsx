import { ArrowRight, CheckCircle2, ListChecks, Lock, Map as MapIcon, Megaphone, Sparkles, Wand2 } from "lucide-react";
import { Link } from "@web/lib/router";
import { BUILDER_TOOLS } from "@shared/builder-tools";
import type { IdeaFull } from "@shared/schemas/idea-api";
import { Button } from "@web/components/ui/button";
import { BulletList, DetailCard, Paragraphs, SubHeading } from "../section";

export const BUILDER_LOCKED_TEXT = "Pro feature - Upgrade to access AI builder";
const FEATURED_BUILDERS = BUILDER_TOOLS.slice(0, 3).map((tool) => tool.name);

/** The 1-click builder box: three named platforms, the way in for Pro members, the upgrade note for others. */
function BuilderBox({ ideaId, canUseBuilder, onOpenBuilder }: { ideaId: string; canUseBuilder: boolean; onOpenBuilder: () => void }) {
  return (
    <section aria-labelledby="one-click-builder" className="rounded-2xl border border-indigo-200 bg-gradient-to-br from-indigo-50 to-white p-5 sm:p-6">
      <h2 id="one-click-builder" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Wand2 aria-hidden="true" className="size-5 text-indigo-700" />
        1-Click Builder
      </h2>
      <p className="mt-2 text-slate-700">
        Turn this plan into a working first version with {FEATURED_BUILDERS[0]}, {FEATURED_BUILDERS[1]} or {FEATURED_BUILDERS[2]}: we write a
        build prompt from this analysis for each tool, ready to paste.
      </p>
      {canUseBuilder ? (
        <div className="mt-4 flex flex-wrap gap-3">
          <Button onClick={onOpenBuilder}>
            <Sparkles aria-hidden="true" />
            Get build prompts
          </Button>
          <Button variant="outline" asChild>
            <Link to={`/idea-builder/${encodeURIComponent(ideaId)}`}>
              Open the AI builder
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      ) : (
        <p className="mt-4 flex flex-wrap items-center gap-2 text-sm font-medium text-slate-800">
          <Lock aria-hidden="true" className="size-4 text-slate-600" />
          {BUILDER_LOCKED_TEXT}
          <Link to="/pricing" className="rounded font-semibold text-indigo-700 underline-offset-4 hover:underline">
            See plans
          </Link>
        </p>
      )}
    </section>
  );
}

export function ExecutionTab({ idea, canUseBuilder, onOpenBuilder }: { idea: IdeaFull; canUseBuilder: boolean; onOpenBuilder: () => void }) {
  const { execution_plan: plan, mvp_features: features, go_to_market_strategy: gtm } = idea.analysis;
  return (
    <div className="space-y-4">
      <DetailCard title="Execution Plan" icon={MapIcon}>
        <Paragraphs text={plan} />
      </DetailCard>

      <DetailCard title="MVP Requirements" icon={ListChecks}>
        <div className="grid gap-5 md:grid-cols-2">
          <div className="space-y-2">
            <SubHeading>Core features</SubHeading>
            <ul className="space-y-2 text-slate-700">
              {features.core_features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
          <div className="space-y-2">
            <SubHeading>Nice to have</SubHeading>
            <BulletList items={features.nice_to_have} />
          </div>
        </div>
      </DetailCard>

      <BuilderBox ideaId={idea.id} canUseBuilder={canUseBuilder} onOpenBuilder={onOpenBuilder} />

      <DetailCard title="Go-to-Market" icon={Megaphone}>
        <div className="space-y-2">
          <SubHeading>Channels</SubHeading>
          <BulletList items={gtm.channels} />
        </div>
        <div className="space-y-2 pt-2">
          <SubHeading>Launch strategy</SubHeading>
          <Paragraphs text={gtm.launch_strategy} />
        </div>
      </DetailCard>
    </div>
  );
}
