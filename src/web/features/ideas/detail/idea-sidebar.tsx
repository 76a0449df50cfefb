import { BadgeCheck, Download, Hammer, Sparkles, Tag, Timer, Wrench, Zap } from "lucide-react";
import { Link } from "@web/lib/router";
import { PLANS } from "@shared/plans";
import type { IdeaDetailResponse } from "@shared/schemas/idea-api";
import { Button, buttonVariants } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { useMe } from "@web/lib/me";
import { exportUrl } from "@web/lib/catalogue-api";
import { BulletList, Chips, DetailCard, Paragraphs } from "./section";

function QuickActions({ detail, onOpenBuilder }: { detail: IdeaDetailResponse; onOpenBuilder: () => void }) {
  const { entitlements } = useMe();
  const canExport = entitlements.canExport && detail.access === "full";
  return (
    <DetailCard title="Quick Actions" icon={Zap}>
      <div className="flex flex-col gap-2">
        {entitlements.canUseBuilder ? (
          <Button onClick={onOpenBuilder} className="w-full justify-start">
            <Hammer aria-hidden="true" />
            AI Builder
          </Button>
        ) : null}
        {canExport ? (
          <a href={exportUrl(detail.idea.slug, "json")} download className={cn(buttonVariants({ variant: "outline" }), "w-full justify-start")}>
            <Download aria-hidden="true" />
            Export JSON
          </a>
        ) : null}
      </div>
      {entitlements.canUseBuilder ? null : (
        <div className="rounded-xl bg-indigo-50 p-4 text-sm text-indigo-950">
          <p className="font-semibold">Build it faster with {PLANS.pro.name}</p>
          <p className="mt-1 text-slate-700">
            {entitlements.canExport
              ? "Pro Picks, AI build prompts for six app builders, a launch checklist and AI chat come with Pro."
              : "Pro adds the full analysis of every idea, export, AI build prompts for six app builders and AI chat."}
          </p>
          <Button asChild size="sm" className="mt-3">
            <Link to="/pricing">
              <Sparkles aria-hidden="true" />
              Upgrade to Pro
            </Link>
          </Button>
        </div>
      )}
    </DetailCard>
  );
}

/**
 * The column beside the analysis: quick actions, the 48-hour plan, tags, skills and validation
 * signals. A teaser has no analysis, so it gets the actions and the tags only.
 */
export function IdeaSidebar({ detail, onOpenBuilder }: { detail: IdeaDetailResponse; onOpenBuilder: () => void }) {
  const analysis = detail.access === "full" ? detail.idea.analysis : null;
  return (
    <aside aria-label="Idea toolkit" className="space-y-4">
      <QuickActions detail={detail} onOpenBuilder={onOpenBuilder} />
      {analysis ? (
        <DetailCard title="Weekend MVP Scope" icon={Timer}>
          <p className="text-sm text-slate-600">A 48-hour plan to a first version.</p>
          <BulletList items={analysis.weekend_mvp_scope} ordered className="text-sm" />
        </DetailCard>
      ) : null}
      {detail.idea.tags.length > 0 ? (
        <DetailCard title="Tags" icon={Tag}>
          <Chips items={detail.idea.tags} label="Tags" />
        </DetailCard>
      ) : null}
      {analysis ? (
        <>
          <DetailCard title="Required Skills" icon={Wrench}>
            <Chips items={analysis.required_skills} label="Required skills" />
          </DetailCard>
          <DetailCard title="Validation Signals" icon={BadgeCheck}>
            <Paragraphs text={analysis.proof_signals} className="text-sm" />
          </DetailCard>
        </>
      ) : null}
    </aside>
  );
}
