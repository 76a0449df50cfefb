import { AppError } from "../../http/app-error";
import type { IdeasService } from "../ideas/index";
import type { FounderFitService } from "../founder-fit/index";
import { ideaDetailResponse, type IdeaDetailResponse } from "../../../shared/schemas/idea-api";
import type { CompareColumn } from "../../../shared/schemas/compare-api";
import type { Entitlements } from "../../../shared/entitlements";

/**
 * The compare page (issue 26 item 3). Each column is built from the idea page's own answer for this
 * viewer (IdeasService.detailJson), so compare can never show more than the idea page would: a locked
 * idea stays a teaser here too, whoever shared the link. A member's fit row comes from the founder-fit
 * service's idea-page answer the same way (from what they may read of the idea); visitors have none.
 */
export function createCompareService(deps: { ideas: Pick<IdeasService, "detailJson">; fit: Pick<FounderFitService, "ideaFit"> }) {
  async function detailFor(viewer: { entitlements: Entitlements; userId: string | null }, slug: string): Promise<IdeaDetailResponse | null> {
    try {
      return ideaDetailResponse.parse(JSON.parse(await deps.ideas.detailJson(viewer, slug)));
    } catch (error) {
      if (error instanceof AppError && error.code === "NOT_FOUND") return null;
      throw error;
    }
  }

  return {
    async columns(viewer: { entitlements: Entitlements; userId: string | null }, slugs: string[]): Promise<CompareColumn[]> {
      const details = await Promise.all(slugs.map((slug) => detailFor(viewer, slug)));
      const fits = await Promise.all(details.map((detail) => (detail && viewer.userId ? deps.fit.ideaFit(viewer, detail.idea.slug) : null)));
      return details.map((detail, index): CompareColumn => {
        if (!detail) return { found: false, slug: slugs[index]! };
        const { idea } = detail;
        const header = { found: true as const, slug: idea.slug, id: idea.id, title: idea.title, tagline: idea.tagline, category: idea.category, isProPick: idea.isProPick, scores: idea.scores, fit: fits[index] ?? null };
        if (detail.access !== "full") return { ...header, full: null };
        const full = detail.idea;
        return {
          ...header,
          full: {
            revenue: full.revenuePotential,
            executionDifficulty: full.executionDifficulty,
            timeToMvpWeeks: full.timeToMvpWeeks,
            competitors: full.analysis.competitive_landscape.direct_competitors.map((competitor) => competitor.name),
            triggers: (full.analysis.triggers ?? []).map((trigger) => ({ date: trigger.date, kind: trigger.kind, summary: trigger.summary })),
            sources: (full.analysis.sources ?? []).map((source) => ({ title: source.title, url: source.url })),
          },
        };
      });
    },
  };
}
export type CompareService = ReturnType<typeof createCompareService>;
