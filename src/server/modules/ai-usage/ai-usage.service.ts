import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../http/app-error";
import { nextUtcMidnight, utcDay, utcMidnightPlusDays } from "../../../shared/utc-dates";
import { AI_TOOLS, SPENDING_CAP_MESSAGE, type AiTool, type AiUsageReport, type AiUsageTotals } from "../../../shared/schemas/ai-usage";
import type { AiSettings } from "../../../shared/schemas/admin-settings";
import type { LlmUsage } from "../../integrations/llm";
import type { SettingsReader } from "../admin/index";
import type { AiUsageRepo, UsageGroup } from "./ai-usage.repo";

type Prices = AiSettings["prices"];

/** Dollars to the millionth: sums of per-token prices otherwise show float noise. */
const round = (dollars: number) => Math.round(dollars * 1e6) / 1e6;

/** A group's estimated cost at the admin's price for its model; null when that model has no price. */
function costOf(group: Pick<UsageGroup, "model" | "inputTokens" | "outputTokens">, prices: Prices): number | null {
  const price = prices.find((p) => p.model === group.model);
  if (!price) return null;
  return (group.inputTokens / 1e6) * price.inputPerMillion + (group.outputTokens / 1e6) * price.outputPerMillion;
}

/** The totals of some groups; the cost is unknown (null) if any of them is for a model without a price. */
function totalsOf(groups: UsageGroup[], prices: Prices): AiUsageTotals {
  let cost: number | null = 0;
  const totals = { calls: 0, unreported: 0, inputTokens: 0, outputTokens: 0 };
  for (const group of groups) {
    totals.calls += group.calls;
    totals.unreported += group.unreported;
    totals.inputTokens += group.inputTokens;
    totals.outputTokens += group.outputTokens;
    const groupCost = costOf(group, prices);
    cost = cost === null || groupCost === null ? null : cost + groupCost;
  }
  return { ...totals, cost: cost === null ? null : round(cost) };
}

/** Today's estimated spend: the calls of models with a price (a model without one cannot be counted). */
function spendOf(groups: UsageGroup[], prices: Prices): number {
  return round(groups.reduce((sum, group) => sum + (costOf(group, prices) ?? 0), 0));
}

function groupBy<K extends string>(groups: UsageGroup[], key: (group: UsageGroup) => K): Map<K, UsageGroup[]> {
  const map = new Map<K, UsageGroup[]>();
  for (const group of groups) map.set(key(group), [...(map.get(key(group)) ?? []), group]);
  return map;
}

/**
 * What the model calls cost (issue 23, item 6): every call's tokens recorded under its tool and
 * model, the admin's report in tokens and estimated dollars, and the daily spending cap that pauses
 * model calls until 00:00 UTC once today's estimated cost reaches it.
 */
export function createAiUsageService(deps: {
  repo: AiUsageRepo;
  settings: SettingsReader;
  /** The model the AI tools call now; null on the built-in analyst, which costs nothing. */
  model: string | null;
  log: Pick<FastifyBaseLogger, "warn">;
}) {
  const { repo } = deps;

  async function today(now: Date) {
    const [groups, settings] = await Promise.all([repo.groupsSince(utcMidnightPlusDays(now, 0)), deps.settings.get()]);
    const cost = spendOf(groups, settings.aiSettings.prices);
    const cap = settings.aiSettings.dailySpendCap;
    return { cost, cap, paused: cap !== null && cost >= cap, resumesAt: nextUtcMidnight(now).toISOString() };
  }

  return {
    /** Keeps one call's usage. A failed write is logged, never the member's problem: the answer was given. */
    async record(usage: LlmUsage): Promise<void> {
      await repo.insert(usage).catch((error: unknown) => deps.log.warn({ err: error, usage }, "AI call usage not recorded"));
    },

    /**
     * Throws 503 with the plain reason while today's cap holds. Called before any quota is taken,
     * so a paused answer costs the member nothing. The built-in analyst is never paused.
     */
    async assertOpen(now = new Date()): Promise<void> {
      if (deps.model === null) return;
      // No cap, nothing to count: the common case costs one cached settings read.
      if ((await deps.settings.get()).aiSettings.dailySpendCap === null) return;
      const state = await today(now);
      if (!state.paused) return;
      const retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(state.resumesAt) - now.getTime()) / 1000));
      throw new AppError("SERVER", { status: 503, message: SPENDING_CAP_MESSAGE, retryAfterSeconds });
    },

    /** The admin's view: the last `days` UTC days (today included) by day, tool and model. */
    async report(days: number, now = new Date()): Promise<AiUsageReport> {
      const since = utcMidnightPlusDays(now, -(days - 1));
      const [groups, settings, todayState] = await Promise.all([repo.groupsSince(since), deps.settings.get(), today(now)]);
      const { prices } = settings.aiSettings;
      const byDay = [...groupBy(groups, (g) => g.day)].map(([day, list]) => ({ day, ...totalsOf(list, prices) })).sort((a, b) => b.day.localeCompare(a.day));
      const toolGroups = groupBy(groups, (g) => g.tool as AiTool);
      const byTool = AI_TOOLS.filter((tool) => toolGroups.has(tool)).map((tool) => ({ tool, ...totalsOf(toolGroups.get(tool)!, prices) }));
      const byModel = [...groupBy(groups, (g) => g.model)]
        .map(([model, list]) => ({ model, priced: prices.some((p) => p.model === model), ...totalsOf(list, prices) }))
        .sort((a, b) => b.inputTokens + b.outputTokens - (a.inputTokens + a.outputTokens));
      return { since: utcDay(since), days, total: totalsOf(groups, prices), byDay, byTool, byModel, today: todayState, currentModel: deps.model, currentModelPriced: prices.some((p) => p.model === deps.model) };
    },
  };
}
export type AiUsageService = ReturnType<typeof createAiUsageService>;
