import { AppError } from "../../http/app-error";
import type { Viewer } from "../../http/viewer";
import { hasFullAccess } from "../../../shared/entitlements";
import type { SavedItem } from "../../../shared/schemas/saved-api";
import { firstParagraph } from "../ideas/index";
import type { SavedRepo } from "./saved.repo";

/**
 * A member's saved ideas: the list as their plan lets them read it (a locked idea keeps its card but
 * not its revenue or keyword), and saving or removing one, which drops their cached "saved" marks.
 */
export function createSavedService(deps: { repo: SavedRepo; dailyIdeaId: () => Promise<string | null>; onSavedChange: (userId: string) => void }) {
  return {
    count: (viewer: Viewer) => deps.repo.countForUser(viewer.user.id),

    async list(viewer: Viewer): Promise<SavedItem[]> {
      const [rows, dailyId] = await Promise.all([deps.repo.listForUser(viewer.user.id), deps.dailyIdeaId()]);
      return rows.map((row) => {
        const full = hasFullAccess(viewer.entitlements, row, row.id === dailyId);
        return {
          savedAt: row.savedAt.toISOString(),
          idea: {
            id: row.id,
            slug: row.slug,
            title: row.title,
            tagline: row.tagline,
            category: row.category,
            tags: row.tags,
            isProPick: row.isProPick,
            opportunityScore: row.opportunityScore,
            problemTeaser: firstParagraph(row.problemNarrative),
            fullAccess: full,
            revenuePotential: full ? { min: row.revenueMin, max: row.revenueMax } : null,
            primaryKeyword: full && row.keywordTerm ? { term: row.keywordTerm, monthlyVolume: row.keywordMonthlyVolume ?? 0, growthRate: row.keywordGrowthRate ?? 0 } : null,
          },
        };
      });
    },

    /** Saves a published idea; true when it was not saved before. */
    async save(viewer: Viewer, ideaId: string): Promise<boolean> {
      if (!(await deps.repo.isPublished(ideaId))) throw new AppError("NOT_FOUND", { message: "Idea not found" });
      const added = await deps.repo.save(viewer.user.id, ideaId);
      deps.onSavedChange(viewer.user.id);
      return added;
    },

    /** Removes a saved idea; true when it was saved. */
    async remove(viewer: Viewer, ideaId: string): Promise<boolean> {
      const removed = await deps.repo.remove(viewer.user.id, ideaId);
      deps.onSavedChange(viewer.user.id);
      return removed;
    },
  };
}
export type SavedService = ReturnType<typeof createSavedService>;
