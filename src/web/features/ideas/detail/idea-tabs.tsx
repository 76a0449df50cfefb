import { useRef } from "react";
import type { IdeaFull } from "@shared/schemas/idea-api";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { BusinessModelTab } from "./tabs/business-model-tab";
import { CompetitionTab } from "./tabs/competition-tab";
import { ExecutionTab } from "./tabs/execution-tab";
import { MarketTab } from "./tabs/market-tab";
import { MetricsTab } from "./tabs/metrics-tab";
import { OverviewTab } from "./tabs/overview-tab";

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
 * scrolls; arrow keys move between tabs (components/ui/tabs.tsx).
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
        <TabsList aria-label="Idea analysis" className="flex w-full gap-1 overflow-x-auto bg-transparent p-0 [scrollbar-width:none]">
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
