import { Bookmark, BrainCircuit, Compass, MessagesSquare, Sparkles } from "lucide-react";
import { Link } from "@web/lib/router";
import { PLANS } from "@shared/plans";
import { PageContainer, PageHeader } from "@web/components/page";
import { Badge } from "@web/components/ui/badge";
import { PlanActionButton } from "@web/components/plan-action-button";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatNumber } from "@web/lib/format";
import { displayName, useMe } from "@web/lib/me";
import { useSavedCount } from "./api/saved-count";
import { QuickActionCard } from "./components/quick-action-card";
import { PipelineBoard } from "@web/features/pipeline";
import { membershipLabel } from "./membership";
import { useAiWording } from "@web/lib/ai-wording";

function SavedCount() {
  const { data, isPending, isError } = useSavedCount();
  if (isPending) return <Skeleton className="h-9 w-12" />;
  if (isError) return <p className="text-sm text-slate-600">Couldn&apos;t load your saved ideas.</p>;
  return <p className="text-3xl font-bold text-slate-900">{formatNumber(data.count)}</p>;
}

export function DashboardPage() {
  // The route guard only renders this page for a signed-in user.
  const { me, entitlements } = useMe();
  const aiWords = useAiWording();
  if (!me) return null;
  const tier = entitlements.effectiveTier;

  return (
    <PageContainer className="space-y-8">
      <PageHeader
        title={`Welcome back, ${displayName(me)}`}
        description={
          <Badge variant={entitlements.isPaid ? "default" : "neutral"} className="mt-1 text-sm">
            {entitlements.isPaid ? <Sparkles aria-hidden="true" className="size-3.5" /> : null}
            {membershipLabel(tier)}
          </Badge>
        }
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <Card className="flex items-center justify-between gap-4 p-6">
          <div className="space-y-1">
            <h2 className="text-sm font-medium text-slate-600">Saved ideas</h2>
            <SavedCount />
          </div>
          <Button variant="outline" asChild>
            <Link to="/saved">View saved</Link>
          </Button>
        </Card>
        <Card className="flex items-center justify-between gap-4 p-6">
          <div className="space-y-1">
            <h2 className="text-sm font-medium text-slate-600">Your plan</h2>
            <p className="text-xl font-bold text-slate-900">{PLANS[tier].name}</p>
          </div>
          <PlanActionButton isPaid={entitlements.isPaid} />
        </Card>
      </div>

      <PipelineBoard />

      <section aria-labelledby="quick-actions" className="space-y-4">
        <h2 id="quick-actions" className="text-lg font-semibold text-slate-900">
          Quick actions
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <QuickActionCard title="Browse Ideas" description="Explore researched startup ideas." to="/browse" icon={Compass} />
          <QuickActionCard title="Saved Ideas" description="Revisit the ideas you've saved." to="/saved" icon={Bookmark} />
          <QuickActionCard
            title={aiWords.researchTitle}
            description={aiWords.researchBlurb}
            to="/validate"
            icon={BrainCircuit}
            locked={!entitlements.isPro}
          />
          <QuickActionCard
            title={aiWords.strategistTitle}
            description={aiWords.strategistBlurb}
            to="/ai-chat"
            icon={MessagesSquare}
            locked={!entitlements.isPro}
          />
        </div>
      </section>
    </PageContainer>
  );
}
