import type { FastifyBaseLogger } from "fastify";
import { AppError } from "../../http/app-error";
import { nextUtcMidnight, utcDay, utcMidnightPlusDays } from "../../../shared/utc-dates";
import { AI_TOOLS, SPENDING_CAP_MESSAGE, type AiTool, type AiUsageReport, type AiUsageTotals } from "../../../shared/schemas/ai-usage";
import type { AiSettings } from "../../../shared/schemas/admin-settings";
import type { LlmUsage } from "../../integrations/llm";
import type { SettingsReader } from "../settings/index";
import type { AiUsageRepo, UsageGroup } from "./ai-usage.repo";

type Prices = AiSettings["prices"];
type ModelTokens = Pick<UsageGroup, "model" | "inputTokens" | "outputTokens">;

/**
 * How long an instance trusts its copy of today's token sums before the cap check reads them again.
 * Its own calls are added as they are recorded; other instances' calls show within this time, so
 * the cap can be overshot by their last seconds of calls. Summing the day's calls before every
 * model call took 28 ms at 5,000 calls (PGlite) and grows with the day.
 */
export const TODAY_REFRESH_MS = 10_000;

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
function spendOf(groups: ModelTokens[], prices: Prices): number {
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
  /** Today's tokens per model for the cap check: read at `readAt`, plus this instance's calls since. */
  let snapshot: { day: string; readAt: number; byModel: Map<string, ModelTokens> } | null = null;

  async function todaysTokens(now: Date): Promise<ModelTokens[]> {
    const day = utcDay(now);
    if (!snapshot || snapshot.day !== day || Date.now() - snapshot.readAt > TODAY_REFRESH_MS) {
      const readAt = Date.now();
      const byModel = new Map<string, ModelTokens>();
      for (const group of await repo.groupsSince(utcMidnightPlusDays(now, 0))) {
        const sum = byModel.get(group.model) ?? { model: group.model, inputTokens: 0, outputTokens: 0 };
        byModel.set(group.model, { ...sum, inputTokens: sum.inputTokens + group.inputTokens, outputTokens: sum.outputTokens + group.outputTokens });
      }
      snapshot = { day, readAt, byModel };
    }
    return [...snapshot.byModel.values()];
  }

  async function today(now: Date) {
    const [groups, settings] = await Promise.all([repo.groupsSince(utcMidnightPlusDays(now, 0)), deps.settings.get()]);
    const cost = spendOf(groups, settings.aiSettings.prices);
    const cap = settings.aiSettings.dailySpendCap;
    return { cost, cap, paused: cap !== null && cost >= cap, resumesAt: nextUtcMidnight(now).toISOString() };
  }

  return {
    /** Keeps one call's usage. A failed write is logged, never the member's problem: the answer was given. */
    async record(usage: LlmUsage): Promise<void> {
      const started = Date.now();
      try {
        await repo.insert(usage);
      } catch (error) {
        deps.log.warn({ err: error, usage }, "AI call usage not recorded");
        return;
      }
      // A copy read before this insert began cannot hold it: add it. One read since may hold it: leave it.
      const held = snapshot;
      if (held && held.day === utcDay(new Date(started)) && held.readAt <= started) {
        const sum = held.byModel.get(usage.model) ?? { model: usage.model, inputTokens: 0, outputTokens: 0 };
        held.byModel.set(usage.model, { ...sum, inputTokens: sum.inputTokens + (usage.inputTokens ?? 0), outputTokens: sum.outputTokens + (usage.outputTokens ?? 0) });
      }
    },

    /**
     * Throws 503 with the plain reason while today's cap holds. Called before any quota is taken,
     * so a paused answer costs the member nothing. The built-in analyst is never paused.
     */
    async assertOpen(now = new Date()): Promise<void> {
      if (deps.model === null) return;
      const { prices, dailySpendCap } = (await deps.settings.get()).aiSettings;
      // No cap, nothing to count: the common case costs one cached settings read.
      if (dailySpendCap === null) return;
      if (spendOf(await todaysTokens(now), prices) < dailySpendCap) return;
      const retryAfterSeconds = Math.max(1, Math.ceil((nextUtcMidnight(now).getTime() - now.getTime()) / 1000));
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
