import { CalendarRange, CircleDollarSign, Layers, Rocket } from "lucide-react";
import type { IdeaFull } from "@shared/schemas/idea-api";
import { DetailCard, Paragraphs } from "../section";
import { CheckListItem } from "@web/components/check-list-item";

export function BusinessModelTab({ idea }: { idea: IdeaFull }) {
  const { business_model: model, monetization_strategy: strategy, monetization_timeline: timeline } = idea.analysis;
  const stages = [
    { when: "Week 1", text: strategy.tier1 },
    { when: "Month 2", text: strategy.tier2 },
    { when: "Month 3+", text: strategy.tier3 },
  ];
  const milestones = [
    { when: "Month 1-3", text: timeline.month_1_3 },
    { when: "Month 4-6", text: timeline.month_4_6 },
    { when: "Month 7-12", text: timeline.month_7_12 },
    { when: "Year 2", text: timeline.year_2 },
  ];
  return (
    <div className="space-y-4">
      <DetailCard title="Revenue Model" icon={CircleDollarSign}>
        <Paragraphs text={model.pricing_model} />
      </DetailCard>

      <DetailCard title="Revenue Stages" icon={Rocket}>
        <ol className="grid gap-3 md:grid-cols-3">
          {stages.map((stage, index) => (
            <li key={stage.when} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
              <p className="flex items-center gap-2 text-sm font-semibold text-indigo-700">
                <span className="flex size-6 items-center justify-center rounded-full bg-indigo-600 text-xs text-white">{index + 1}</span>
                {stage.when}
              </p>
              <p className="mt-2 text-sm leading-relaxed text-slate-800">{stage.text}</p>
            </li>
          ))}
        </ol>
      </DetailCard>

      <DetailCard title="Pricing Tiers" icon={Layers}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {model.tiers.map((tier) => (
            <li key={tier.name} className="flex flex-col rounded-xl border border-slate-200 p-4">
              <h3 className="font-semibold text-slate-900">{tier.name}</h3>
              <p className="mt-1 text-xl font-bold text-slate-900">{tier.price}</p>
              <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
                {tier.features.map((feature) => (
                  <CheckListItem key={feature}>{feature}</CheckListItem>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </DetailCard>

      <DetailCard title="Revenue Timeline" icon={CalendarRange}>
        <ol className="relative space-y-4 border-l-2 border-indigo-100 pl-5">
          {milestones.map((milestone) => (
            <li key={milestone.when} className="relative">
              <span aria-hidden="true" className="absolute top-1.5 -left-[27px] size-3 rounded-full border-2 border-white bg-indigo-600" />
              <p className="text-sm font-semibold text-slate-900">{milestone.when}</p>
              <p className="text-sm leading-relaxed text-slate-700">{milestone.text}</p>
            </li>
          ))}
        </ol>
      </DetailCard>
    </div>
  );
}
