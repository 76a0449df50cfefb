import { useRef } from "react";
import type { IdeaFull } from "@shared/schemas/idea-api";
import { Skeleton } from "@web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { lazyPart } from "@web/components/lazy-part";
import { loadOnce } from "@web/lib/load-once";
import { OverviewTab } from "./tabs/overview-tab";

/** The five tabs after Overview are one download, started once (tried again after a failure). */
const analysisTabs = loadOnce(() => import("./tabs/analysis-tabs"));
const preloadAnalysisTabs = () => void analysisTabs().catch(() => undefined);

const loadingTab = (
  // A status, so the label is allowed on it (axe: aria-prohibited-attr on a plain div) and a
  // screen reader hears why the panel is empty for a moment.
  <div role="status" className="space-y-3" aria-busy="true" aria-label="Loading the analysis">
    <Skeleton className="h-6 w-1/3" />
    <Skeleton className="h-24 w-full" />
    <Skeleton className="h-24 w-full" />
  </div>
);
const MarketTab = lazyPart("market-tab", async () => (await analysisTabs()).MarketTab, loadingTab);
const CompetitionTab = lazyPart("competition-tab", async () => (await analysisTabs()).CompetitionTab, loadingTab);
const BusinessModelTab = lazyPart("business-model-tab", async () => (await analysisTabs()).BusinessModelTab, loadingTab);
const ExecutionTab = lazyPart("execution-tab", async () => (await analysisTabs()).ExecutionTab, loadingTab);
const MetricsTab = lazyPart("metrics-tab", async () => (await analysisTabs()).MetricsTab, loadingTab);

export const DETAIL_TABS = [
  { value: "overview", label: "Overview" },
  { value: "market", label: "Market Analysis" },
  { value: "competition", label: "Competition" },
  { value: "business", label: "Business Model" },
  { value: "execution", label: "Execution Plan" },
  { value: "metrics", label: "Key Metrics" },
] as const;

/**
 * The six analysis tabs (Overview first). The tab list sticks under the site header while the panel
 * scrolls; arrow keys move between tabs (components/ui/tabs.tsx). Overview comes with the page; the
 * others load when the reader points at, focuses or touches the tab list.
 */
export function IdeaTabs({ idea, canUseBuilder, onOpenBuilder }: { idea: IdeaFull; canUseBuilder: boolean; onOpenBuilder: () => void }) {
  const root = useRef<HTMLDivElement>(null);
  // Switching tabs far down a long panel would leave the reader mid-way into the next one.
  const showPanelStart = () => {
    const top = root.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) root.current?.scrollIntoView({ block: "start" });
  };
  return (
    <Tabs ref={root} defaultValue="overview" onValueChange={showPanelStart} className="scroll-mt-16">
      <div className="sticky top-16 z-30 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur supports-[backdrop-filter]:bg-white/85 sm:mx-0 sm:rounded-xl sm:border sm:px-2">
        <TabsList
          aria-label="Idea analysis"
          onPointerEnter={preloadAnalysisTabs}
          onFocus={preloadAnalysisTabs}
          onTouchStart={preloadAnalysisTabs}
          className="flex w-full gap-1 overflow-x-auto bg-transparent p-0 [scrollbar-width:none]">
          {DETAIL_TABS.map((tab) => (
            <TabsTrigger
              key={tab.value}
              value={tab.value}
              className="shrink-0 px-3 py-2 whitespace-nowrap hover:bg-slate-100 data-[state=active]:bg-indigo-600 data-[state=active]:text-white data-[state=active]:hover:bg-indigo-600"
            >
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      <TabsContent value="overview" className="mt-4">
        <OverviewTab idea={idea} />
      </TabsContent>
      <TabsContent value="market" className="mt-4">
        <MarketTab idea={idea} />
      </TabsContent>
      <TabsContent value="competition" className="mt-4">
        <CompetitionTab idea={idea} />
      </TabsContent>
      <TabsContent value="business" className="mt-4">
        <BusinessModelTab idea={idea} />
      </TabsContent>
      <TabsContent value="execution" className="mt-4">
        <ExecutionTab idea={idea} canUseBuilder={canUseBuilder} onOpenBuilder={onOpenBuilder} />
      </TabsContent>
      <TabsContent value="metrics" className="mt-4">
        <MetricsTab idea={idea} />
      </TabsContent>
    </Tabs>
  );
}
