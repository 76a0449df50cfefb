import { Bookmark, BookmarkCheck, ChevronDown, Download, Hammer, MessagesSquare, Share2, Sparkles } from "lucide-react";
import { useState } from "react";
import { lazyPart } from "@web/components/lazy-part";
import { Link } from "@web/lib/router";
import type { IdeaDetailResponse } from "@shared/schemas/idea-api";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { useMe } from "@web/lib/me";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { LINK_COPIED, LINK_NOT_COPIED, ideaUrl, shareLink } from "./share";
import { useSaveIdea } from "./use-save-idea";
import { CompareToggle } from "@web/features/compare";

// Radix's menu code loads only for members who can export (issue 9's first-visit budget). Until it
// arrives the same button shows; a click on it opens the menu as soon as the menu is there.
const ExportMenu = lazyPart("export-menu", async () => (await import("./export-menu")).ExportMenu);

function LazyExportMenu({ slug }: { slug: string }) {
  const [openRequested, setOpenRequested] = useState(false);
  const loading = (
    <Button variant="outline" aria-haspopup="menu" aria-busy={openRequested || undefined} onClick={() => setOpenRequested(true)}>
      <Download aria-hidden="true" />
      Export
      <ChevronDown aria-hidden="true" />
    </Button>
  );
  return <ExportMenu slug={slug} defaultOpen={openRequested} fallback={loading} />;
}

function SaveButton({ idea }: { idea: { id: string; isSaved: boolean } }) {
  const { toggle, isPending, disabled } = useSaveIdea(idea);
  return (
    <Button
      variant={idea.isSaved ? "secondary" : "outline"}
      onClick={toggle}
      disabled={disabled}
      aria-busy={isPending || undefined}
    >
      {isPending ? <Spinner /> : idea.isSaved ? <BookmarkCheck aria-hidden="true" className="text-indigo-700" /> : <Bookmark aria-hidden="true" />}
      {idea.isSaved ? "Saved" : "Save Idea"}
    </Button>
  );
}

function ShareButton({ idea }: { idea: { slug: string; title: string; tagline: string } }) {
  const [busy, setBusy] = useState(false);
  const share = async () => {
    setBusy(true);
    const outcome = await shareLink({ title: idea.title, text: idea.tagline, url: ideaUrl(idea.slug) });
    setBusy(false);
    if (outcome === "copied") notifySuccess(LINK_COPIED);
    if (outcome === "failed") notifyError(LINK_NOT_COPIED);
  };
  return (
    <Button variant="outline" onClick={() => void share()} disabled={busy}>
      <Share2 aria-hidden="true" />
      Share
    </Button>
  );
}

/**
 * The header's buttons. What appears follows the viewer's entitlements from the server; the server
 * checks them again on every call.
 */
export function IdeaActions({ detail, onBuildNow }: { detail: IdeaDetailResponse; onBuildNow: () => void }) {
  const { entitlements, isLoading } = useMe();
  const { idea } = detail;
  // Until the session is known, show only what everyone gets, so plan-specific buttons never flicker.
  const known = !isLoading;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SaveButton idea={idea} />
      <ShareButton idea={idea} />
      <CompareToggle slug={idea.slug} title={idea.title} size="default" />
      <Button onClick={onBuildNow}>
        <Hammer aria-hidden="true" />
        Build Now
      </Button>
      {known && entitlements.canUseAiChat ? (
        <Button variant="outline" asChild>
          <Link to={`/ai-chat/${encodeURIComponent(idea.id)}`}>
            <MessagesSquare aria-hidden="true" />
            AI Chat
          </Link>
        </Button>
      ) : null}
      {known && entitlements.canExport && detail.access === "full" ? <LazyExportMenu slug={idea.slug} /> : null}
      {!known || entitlements.isPro ? null : (
        <Button variant="outline" asChild className="border-indigo-300 text-indigo-700 hover:bg-indigo-50">
          <Link to="/pricing">
            <Sparkles aria-hidden="true" />
            Upgrade to Pro
          </Link>
        </Button>
      )}
    </div>
  );
}
