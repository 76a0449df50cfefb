import { useEffect, useRef, useState } from "react";
import { useParams } from "@web/lib/router";
import type { IdeaDetailResponse } from "@shared/schemas/idea-api";
import { PageContainer } from "@web/components/page";
import { useMe } from "@web/lib/me";
import { recordView, useIdea } from "@web/lib/catalogue-api";
import { lazyDialog } from "@web/components/lazy-dialog";
import { lazyPart } from "@web/components/lazy-part";
import { IdeaLoadError, IdeaLoading } from "./detail/detail-states";
import { IdeaActions } from "./detail/idea-actions";
import { IdeaHeader } from "./detail/idea-header";
import { IdeaPipelinePanel } from "@web/features/pipeline";
import { IdeaChanges } from "@web/features/history";
import { IdeaSidebar } from "./detail/idea-sidebar";
import { ScoreHistory } from "./detail/score-history";
import { ScoreCards } from "./detail/score-cards";
import { TeaserContent } from "./detail/teaser-panel";
import { FitSignUpCard } from "./detail/fit-sign-up-card";
import { Skeleton } from "@web/components/ui/skeleton";

// A member's fit comes from the founder feature, loaded for signed-in members only: a visitor's idea
// page is the catalogue's first page for search traffic and stays within the first-visit budget.
const IdeaFitCard = lazyPart(
  "idea-fit-card",
  async () => (await import("@web/features/founder")).IdeaFitCard,
  <Skeleton className="h-32 w-full rounded-2xl" label="Loading your fit" />,
);

// The six tabs of the full analysis load only where the viewer may read it (members, and everyone on
// the idea of the day): a visitor's other idea pages, most of search traffic, show the teaser. Where
// the server renders them, the browser loads their code before hydrating (lazy-part.tsx).
const IdeaTabs = lazyPart(
  "idea-tabs",
  async () => (await import("./detail/idea-tabs")).IdeaTabs,
  <Skeleton className="h-96 w-full rounded-xl" label="Loading the analysis" />,
);

// Radix's dialog code and the builder load when Build Now is first used (issue 9's first-visit budget).
const BuilderModal = lazyDialog("builder-modal", async () => (await import("./builder/builder-modal")).BuilderModal);
const UpgradeDialog = lazyDialog("upgrade-dialog", async () => (await import("./detail/upgrade-dialog")).UpgradeDialog);

/** Counts one view per page visit (the server keeps it to one per viewer per day). */
function useRecordView(slug: string) {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!slug || recorded.current === slug) return;
    recorded.current = slug;
    recordView(slug);
  }, [slug]);
}

function IdeaDetail({ detail }: { detail: IdeaDetailResponse }) {
  const { entitlements } = useMe();
  const [builderOpen, setBuilderOpen] = useState(false);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const { idea } = detail;
  // Build Now: the builder for members who have it, the upgrade prompt for everyone else.
  const openBuilder = () => (entitlements.canUseBuilder ? setBuilderOpen(true) : setUpgradeOpen(true));

  return (
    <PageContainer className="space-y-8">
      <IdeaHeader detail={detail} actions={<IdeaActions detail={detail} onBuildNow={openBuilder} />} />
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <ScoreCards scores={idea.scores} rationale={detail.access === "full" ? detail.idea.analysis.score_rationale : undefined} />
          {entitlements.signedIn ? (
            <IdeaFitCard slug={idea.slug} />
          ) : (
            <FitSignUpCard />
          )}
          <ScoreHistory changes={idea.scoreHistory} />
          <IdeaChanges slug={idea.slug} />
          {detail.access === "full" ? (
            <IdeaTabs idea={detail.idea} canUseBuilder={entitlements.canUseBuilder} onOpenBuilder={openBuilder} />
          ) : (
            <TeaserContent idea={detail.idea} />
          )}
        </div>
        <div className="min-w-0 space-y-6">
          <IdeaPipelinePanel ideaId={idea.id} signedIn={entitlements.signedIn} />
          <IdeaSidebar detail={detail} onOpenBuilder={openBuilder} />
        </div>
      </div>
      {entitlements.canUseBuilder ? (
        <BuilderModal open={builderOpen} onOpenChange={setBuilderOpen} slug={idea.slug} title={idea.title} />
      ) : (
        <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} feature="Build Now" signedIn={entitlements.signedIn} />
      )}
    </PageContainer>
  );
}

/** /ideas/:slug: the full analysis, or a teaser with an upgrade panel, as the server decides. */
export function IdeaDetailPage() {
  const { slug = "" } = useParams();
  const query = useIdea(slug);
  useRecordView(slug);

  // A failed background refresh keeps showing the idea already on screen.
  if (query.data) return <IdeaDetail key={slug} detail={query.data} />;
  if (query.isError) return <IdeaLoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return <IdeaLoading />;
}
