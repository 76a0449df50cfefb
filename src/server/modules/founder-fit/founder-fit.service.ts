import type { z } from "zod";
import { fitAccess, rankAllForPersonalOrders, type Entitlements } from "../../../shared/entitlements";
import { normalizeCategory } from "../../../shared/categories";
import { IDEAS_PAGE_SIZE } from "../../../shared/catalogue-options";
import { DEFAULT_WEIGHTS, type FounderSettings, type IdeaFitResponse, type personalListQuery } from "../../../shared/founder-fit";
import type { IdeasListResponse, ListCard } from "../../../shared/schemas/idea-api";
import { AppError } from "../../http/app-error";
import { toCard, type CardRow, type FitInputsRepo, type IdeasService } from "../ideas/index";
import { featuresOfRow, type CatalogueSnapshot, type Snapshot } from "./catalogue-snapshot";
import { fitOf, prepareProfile } from "./fit";
import type { FounderProfileRepo } from "./founder-profile.repo";
import { rankByFit, rankByWeights, weightedValue } from "./ranking";

export interface FitViewer {
  entitlements: Entitlements;
  userId: string | null;
}

export type PersonalList = IdeasListResponse & { order: z.output<typeof personalListQuery>["order"]; profileSet: boolean; fitScores: Record<string, number> };

/** Whole-catalogue orders kept per profile or weights and snapshot (a member pages through one order). */
const MAX_ORDERS = 64;

/**
 * A kept whole-catalogue order, and its filtered views (a category, Pro Picks only) built on the first
 * page asked of each: later pages and totals are a slice and a length, not a pass over the catalogue
 * (at 100,000 ideas the pass cost 5 ms, and 20-38 ms with a category filter).
 */
interface KeptOrder {
  order: Int32Array;
  scores: Uint8Array | null;
  views: Map<string, Int32Array>;
}

/** The order's ideas in a category and/or Pro Picks only, kept with the order. */
function filteredView(entry: KeptOrder, snapshot: Snapshot, category: string | undefined, proOnly: boolean): Int32Array {
  if (!category && !proOnly) return entry.order;
  const key = `${category ?? ""}|${proOnly}`;
  const kept = entry.views.get(key);
  if (kept) return kept;
  const view: number[] = [];
  for (const i of entry.order) {
    const idea = snapshot.ideas[i]!;
    if ((category && idea.category !== category) || (proOnly && !idea.isProPick)) continue;
    view.push(i);
  }
  const built = Int32Array.from(view);
  entry.views.set(key, built);
  return built;
}

/** Cards kept for ranked pages, at most. */
const MAX_CARDS = 20_000;
/** Members' settings kept, at most, and for how long without a change notice. */
const MAX_SETTINGS = 20_000;
// As the viewer cache: a read that began before a change and ended after its notice is wrong for a minute at most.
const SETTINGS_TTL_MS = 60_000;

/**
 * The cards of ranked pages, kept as long as the catalogue cache keeps a listing (`ttlMs`) and never
 * past a catalogue change (a new snapshot version starts over): paging through a kept order then
 * asks the database nothing (issue 26: p99 <= 15 ms at 100,000 ideas). `ttlMs` 0 keeps nothing.
 */
export function createCardCache(load: (ids: string[]) => Promise<CardRow[]>, ttlMs: number) {
  const kept = new Map<string, { row: CardRow; until: number }>();
  let version = -1;
  return async (ids: string[], snapshotVersion: number): Promise<Map<string, CardRow>> => {
    if (snapshotVersion !== version) {
      kept.clear();
      version = snapshotVersion;
    }
    const now = Date.now();
    const missing = ids.filter((id) => {
      const entry = kept.get(id);
      if (entry && entry.until > now) return false;
      kept.delete(id);
      return true;
    });
    const loaded = missing.length ? await load(missing) : [];
    const found = new Map(loaded.map((row) => [row.id, row]));
    if (ttlMs > 0) {
      for (const row of loaded) {
        if (kept.size >= MAX_CARDS) kept.delete(kept.keys().next().value!);
        kept.set(row.id, { row, until: now + ttlMs });
      }
    }
    for (const id of ids) {
      const entry = kept.get(id);
      if (entry && !found.has(id)) found.set(id, entry.row);
    }
    return found;
  };
}

export function createFounderFitService(deps: {
  profiles: FounderProfileRepo;
  snapshot: CatalogueSnapshot;
  ideas: IdeasService;
  cards: Pick<FitInputsRepo, "cardsByIds" | "fitSourceBySlug">;
  /** How long a ranked page's cards are kept (the catalogue cache's time; 0 keeps none). */
  cardTtlMs?: number;
}) {
  const orders = new Map<string, KeptOrder>();
  const cardsOf = createCardCache((ids) => deps.cards.cardsByIds(ids), deps.cardTtlMs ?? 0);
  function cachedOrder(key: string, build: () => { order: Int32Array; scores: Uint8Array | null }): KeptOrder {
    let entry = orders.get(key);
    if (entry) {
      orders.delete(key);
      orders.set(key, entry);
      return entry;
    }
    entry = { ...build(), views: new Map() };
    if (orders.size >= MAX_ORDERS) orders.delete(orders.keys().next().value!);
    orders.set(key, entry);
    return entry;
  }

  // Each member's settings, read once and kept until they change: the database NOTIFYs every change
  // (drizzle/0028) and app.ts calls forgetSettings; the time only bounds what a missed notice costs.
  const settingsKept = new Map<string, { settings: FounderSettings; until: number }>();
  async function settingsOf(userId: string | null): Promise<FounderSettings> {
    if (!userId) return { profile: null, weights: null };
    const kept = settingsKept.get(userId);
    if (kept && kept.until > Date.now()) return kept.settings;
    const row = await deps.profiles.get(userId);
    const settings = { profile: row?.profile ?? null, weights: row?.weights ?? null };
    if (settingsKept.size >= MAX_SETTINGS) settingsKept.delete(settingsKept.keys().next().value!);
    settingsKept.set(userId, { settings, until: Date.now() + SETTINGS_TTL_MS });
    return settings;
  }
  function forgetSettings(userId?: string) {
    if (userId) settingsKept.delete(userId);
    else settingsKept.clear();
  }

  const dailyId = async () => (await deps.ideas.today())?.idea.id ?? null;

  /** The default listing's answer (newest first) as this viewer gets it: the base of every unpaid personal order. */
  async function defaultAnswer(viewer: FitViewer, query: { category?: string; pro?: "true" | "false"; page: number }): Promise<IdeasListResponse> {
    return JSON.parse(await deps.ideas.listJson(viewer, { sort: "newest", page: query.page, category: query.category, pro: query.pro })) as IdeasListResponse;
  }

  return {
    settings: (userId: string) => settingsOf(userId),

    async saveSettings(userId: string, settings: FounderSettings): Promise<FounderSettings> {
      await deps.profiles.save(userId, settings);
      // This instance at once; the others when the database's notice arrives.
      forgetSettings(userId);
      return settings;
    },

    /** A member's settings changed somewhere (NOTIFY founder_settings_changed), or notices may have been lost (no id). */
    forgetSettings,

    /**
     * An idea page's fit: from what this viewer may read of it, or none. One idea's row, never the
     * whole catalogue's snapshot: a visitor's idea page must not wait for 100,000 ideas' features.
     */
    async ideaFit(viewer: FitViewer, slug: string): Promise<IdeaFitResponse> {
      const row = await deps.cards.fitSourceBySlug(slug);
      if (!row) throw new AppError("NOT_FOUND", { message: "Idea not found" });
      const idea = featuresOfRow(row);
      const [daily, preview, { profile }] = await Promise.all([dailyId(), deps.ideas.previewIds(viewer.entitlements), settingsOf(viewer.userId)]);
      const access = fitAccess(viewer.entitlements, idea, { isDailyToday: idea.id === daily, isPreview: preview.has(idea.id) });
      if (!profile || access === "none") return { access, profileSet: profile !== null, fit: null };
      return { access, profileSet: true, fit: fitOf(prepareProfile(profile), idea, access) };
    },

    /**
     * A page of the catalogue in a personal order. Viewers who may see every card get the whole
     * catalogue ranked; everyone else gets the default listing's page with only its readable
     * (preview) cards re-ordered among themselves, so nothing about locked ideas depends on the
     * profile or weights (src/shared/entitlements.ts, rankAllForPersonalOrders).
     */
    async list(viewer: FitViewer, query: z.output<typeof personalListQuery>): Promise<PersonalList> {
      const category = query.category && query.category !== "all" ? normalizeCategory(query.category) : undefined;
      if (category && !/^[a-z0-9_]{1,40}$/.test(category)) {
        throw new AppError("VALIDATION", { issues: [{ path: "category", message: "Unknown category" }] });
      }
      const { profile, weights } = await settingsOf(viewer.userId);
      const profileSet = profile !== null;
      const usesDefault = query.order === "for-you" && !profileSet;
      const base = { order: query.order, profileSet, fitScores: {} as Record<string, number> };

      if (usesDefault || !rankAllForPersonalOrders(viewer.entitlements)) {
        const answer = await defaultAnswer(viewer, { category, pro: query.pro, page: query.page });
        if (usesDefault) return { ...answer, ...base };
        const snapshot = await deps.snapshot.get();
        const daily = await dailyId();
        const prepared = profile ? prepareProfile(profile) : null;
        const valueOf = (id: string): number => {
          const index = snapshot.byId.get(id);
          if (index === undefined) return -1;
          const idea = snapshot.ideas[index]!;
          if (query.order === "weights") return weightedValue(idea, weights ?? DEFAULT_WEIGHTS);
          const access = fitAccess(viewer.entitlements, idea, { isDailyToday: idea.id === daily, isPreview: true });
          const score = fitOf(prepared!, idea, access === "none" ? "card" : access, false).score;
          base.fitScores[id] = score;
          return score;
        };
        // The readable cards are the page's first places (they are the newest); only they move.
        const open = answer.ideas.filter((card): card is Extract<ListCard, { locked: false }> => !card.locked);
        const ranked = open.map((card, at) => ({ card, value: valueOf(card.id), at })).sort((a, b) => b.value - a.value || a.at - b.at);
        let next = 0;
        const ideas = answer.ideas.map((card) => (card.locked ? card : ranked[next++]!.card));
        return { ...answer, ideas, ...base };
      }

      const snapshot = await deps.snapshot.get();
      const ranked = await wholeOrder(viewer, snapshot, query.order, profile, weights);
      const view = filteredView(ranked, snapshot, category, query.pro === "true");
      const offset = (query.page - 1) * IDEAS_PAGE_SIZE;
      const pageIndexes = [...view.subarray(offset, offset + IDEAS_PAGE_SIZE)];
      const total = view.length;
      const byId = await cardsOf(pageIndexes.map((i) => snapshot.ideas[i]!.id), snapshot.version);
      const ideas: ListCard[] = [];
      for (const i of pageIndexes) {
        const row = byId.get(snapshot.ideas[i]!.id);
        if (!row) continue; // unpublished since the snapshot was taken
        ideas.push(toCard(row));
        if (ranked.scores) base.fitScores[row.id] = ranked.scores[i]!;
      }
      return { ideas, total, page: query.page, pageSize: IDEAS_PAGE_SIZE, ...base };
    },
  };

  async function wholeOrder(viewer: FitViewer, snapshot: Snapshot, order: "for-you" | "weights", profile: FounderSettings["profile"], weights: FounderSettings["weights"]) {
    if (order === "weights") {
      const w = weights ?? DEFAULT_WEIGHTS;
      return cachedOrder(`weights|${snapshot.version}|${JSON.stringify(w)}`, () => ({ order: rankByWeights(snapshot, w), scores: null }));
    }
    const daily = await dailyId();
    const audience = viewer.entitlements.canSeeProPicks ? "all" : "starter";
    return cachedOrder(`fit|${snapshot.version}|${audience}|${daily}|${JSON.stringify(profile)}`, () => rankByFit(snapshot, prepareProfile(profile!), viewer.entitlements, daily));
  }
}
export type FounderFitService = ReturnType<typeof createFounderFitService>;
