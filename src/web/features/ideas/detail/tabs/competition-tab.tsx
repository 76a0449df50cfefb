import { Crosshair, ShieldCheck, Swords, ThumbsDown, ThumbsUp, Trophy } from "lucide-react";
import type { IdeaFull } from "@shared/schemas/idea-api";
import { DetailCard, Paragraphs, SubHeading } from "../section";

export const NO_DOMINANT_PLAYER = "No dominant player yet";

/** Strengths and weaknesses arrive as a list, or (older records) as comma-separated text. */
export function asList(value: readonly string[] | string): string[] {
  if (typeof value !== "string") return [...value];
  return value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

export function CompetitionTab({ idea }: { idea: IdeaFull }) {
  const analysis = idea.analysis;
  const landscape = analysis.competitive_landscape;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-2">
        <DetailCard title="Main Competitor" icon={Trophy}>
          <p className="text-slate-800">{analysis.main_competitor.trim() || NO_DOMINANT_PLAYER}</p>
        </DetailCard>
        <DetailCard title="Market Gap" icon={Crosshair}>
          <Paragraphs text={analysis.market_gap} />
        </DetailCard>
      </div>
      <DetailCard title="Competitive Advantage" icon={ShieldCheck}>
        <Paragraphs text={landscape.competitive_advantage} />
      </DetailCard>
      <DetailCard title="Direct Competitors" icon={Swords}>
        <ul className="grid gap-3 md:grid-cols-2">
          {landscape.direct_competitors.map((competitor) => (
            <li key={competitor.name} className="rounded-xl border border-slate-200 p-4">
              <SubHeading className="text-base tracking-normal normal-case">{competitor.name}</SubHeading>
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                <div>
                  <p className="flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
                    <ThumbsUp aria-hidden="true" className="size-4" />
                    Strengths
                  </p>
                  <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
                    {asList(competitor.strengths).map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
                <div>
                  <p className="flex items-center gap-1.5 text-sm font-semibold text-red-700">
                    <ThumbsDown aria-hidden="true" className="size-4" />
                    Weaknesses
                  </p>
                  <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700">
                    {asList(competitor.weaknesses).map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </DetailCard>
    </div>
  );
}
