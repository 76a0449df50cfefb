import { BarChart3, DollarSign, Search, TrendingUp, Users } from "lucide-react";
import type { IdeaFull } from "@shared/schemas/idea-api";
import { formatNumber } from "@web/lib/format";
import { growthPercent, isKeywordMeasured, revenueShort } from "@web/lib/idea-format";
import { BulletList, DetailCard, Paragraphs } from "../section";

/** What each market figure means, shown next to it (works on touch screens, unlike hover tooltips). */
export const MARKET_HELP = {
  tam: "The revenue available if every possible customer bought this kind of product.",
  sam: "The part of that market this product can reach with its features, price and channels.",
  som: "The share a small team can realistically win in the first years.",
} as const;

function MarketFigure({ abbr, title, help, text }: { abbr: string; title: string; help: string; text: string }) {
  return (
    <li className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-[13rem_minmax(0,1fr)]">
      <div>
        <h3 className="text-slate-900">
          <abbr title={title} className="text-lg font-bold no-underline">
            {abbr}
          </abbr>
          <span className="block text-sm font-medium text-slate-700">{title}</span>
        </h3>
        <p className="mt-1 text-xs leading-relaxed text-slate-600">{help}</p>
      </div>
      <p className="text-sm leading-relaxed text-slate-800">{text}</p>
    </li>
  );
}

export function MarketTab({ idea }: { idea: IdeaFull }) {
  const market = idea.analysis.market_size_analysis;
  const revenue = idea.revenuePotential;
  const keyword = idea.primaryKeyword;
  return (
    <div className="space-y-4">
      <DetailCard title="Market Size" icon={BarChart3}>
        <ul className="space-y-3">
          <MarketFigure abbr="TAM" title="Total addressable market" help={MARKET_HELP.tam} text={market.total_addressable_market} />
          <MarketFigure abbr="SAM" title="Serviceable addressable market" help={MARKET_HELP.sam} text={market.serviceable_addressable_market} />
          <MarketFigure abbr="SOM" title="Serviceable obtainable market" help={MARKET_HELP.som} text={market.serviceable_obtainable_market} />
        </ul>
      </DetailCard>

      <div className="grid gap-4 md:grid-cols-2">
        <DetailCard title="Annual Growth Rate" icon={TrendingUp}>
          <p className="text-slate-800">{market.market_growth_rate}</p>
        </DetailCard>
        <DetailCard title="Revenue Potential" icon={DollarSign}>
          <p className="text-2xl font-bold text-slate-900">
            {revenueShort(revenue.min)} – {revenueShort(revenue.max)}
            <span className="text-base font-medium text-slate-600"> a year</span>
          </p>
          <p className="text-sm text-slate-600">Around ${formatNumber(revenue.monthlyEstimate)} a month once established (our estimate).</p>
        </DetailCard>
      </div>

      {keyword ? (
        <DetailCard title="Search Demand" icon={Search}>
          <dl className="grid gap-3 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-slate-600">Primary keyword</dt>
              <dd className="font-semibold text-slate-900">{keyword.term}</dd>
            </div>
            {/* Figures nobody measured are left out, not printed as "not measured" or 0 (issue 24). */}
            {keyword.monthlyVolume > 0 ? (
              <div>
                <dt className="text-sm text-slate-600">Monthly searches</dt>
                <dd className="font-semibold text-slate-900">{formatNumber(keyword.monthlyVolume)}</dd>
              </div>
            ) : null}
            {isKeywordMeasured(keyword) ? (
              <div>
                <dt className="text-sm text-slate-600">Growth</dt>
                <dd className="font-semibold text-slate-900">{growthPercent(keyword.growthRate)}</dd>
              </div>
            ) : null}
          </dl>
        </DetailCard>
      ) : null}

      <DetailCard title="Target Market" icon={Users}>
        <Paragraphs text={idea.analysis.target_market} />
      </DetailCard>

      <DetailCard title="Key Trends" icon={TrendingUp}>
        <BulletList items={idea.analysis.trends_analysis.key_trends} />
      </DetailCard>
    </div>
  );
}
