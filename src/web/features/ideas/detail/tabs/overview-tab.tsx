import { AlertCircle, Clock, Lightbulb } from "lucide-react";
import type { IdeaFull } from "@shared/schemas/idea-api";
import { DetailCard, Paragraphs } from "../section";
import { SourcesCard } from "../sources-card";
import { TriggersTimeline } from "../triggers-timeline";
import { BuyerVoiceCard } from "../buyer-voice-card";

export function OverviewTab({ idea }: { idea: IdeaFull }) {
  return (
    <div className="space-y-4">
      <DetailCard title="The Problem" icon={AlertCircle}>
        <Paragraphs text={idea.problemNarrative} />
      </DetailCard>
      <DetailCard title="The Solution" icon={Lightbulb}>
        <Paragraphs text={idea.solutionOverview} />
      </DetailCard>
      <DetailCard title="Why Now" icon={Clock}>
        <Paragraphs text={idea.analysis.why_now} />
      </DetailCard>
      {idea.analysis.triggers?.length ? <TriggersTimeline triggers={idea.analysis.triggers} /> : null}
      {idea.analysis.buyer_voice?.length ? <BuyerVoiceCard voices={idea.analysis.buyer_voice} /> : null}
      {idea.analysis.sources?.length ? <SourcesCard sources={idea.analysis.sources} /> : null}
    </div>
  );
}
