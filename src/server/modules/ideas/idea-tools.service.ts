import type { z } from "zod";
import { LAUNCH_CHECKLIST } from "../../../shared/builder-tools";
import { hasFullAccess } from "../../../shared/entitlements";
import type { builderResponse, IdeaFull } from "../../../shared/schemas/idea-api";
import { AppError } from "../../http/app-error";
import type { Viewer } from "../../http/viewer";
import { ideaToFile, ideaToPdf } from "./idea-export";
import type { IdeasRepo } from "./ideas.repo";
import { toFull, type IdeasService } from "./ideas.service";

type BuilderAnswer = z.infer<typeof builderResponse>;
/**
 * The AI module's builder for a catalogue idea (ai/builder-catalogue.ts), passed in by app.ts: the
 * ideas module sits below ai (whose tools read the catalogue) and does not import it.
 */
export type CatalogueBuilder = (idea: IdeaFull) => Pick<BuilderAnswer, "tools" | "stack"> & { checklistItems: string[] };

const upgrade = (feature: string) => new AppError("PERMISSION", { message: `${feature} is part of a paid plan. Upgrade to access it.` });

/**
 * The paid tools around one catalogue idea and who may use them: builder prompts and the launch
 * checklist (plans with the builder), and the export (plans with exports, for ideas the plan reads in
 * full: a Pro Pick only on Pro, any plan's idea of the day).
 */
export function createIdeaToolsService(deps: { repo: IdeasRepo; ideas: IdeasService; catalogueBuilder: CatalogueBuilder }) {
  async function ideaFor(slug: string) {
    const row = await deps.repo.bySlug(slug);
    if (!row) throw new AppError("NOT_FOUND", { message: "Idea not found" });
    return row;
  }
  function requireBuilder(viewer: Viewer) {
    if (!viewer.entitlements.canUseBuilder) throw upgrade("The AI builder");
  }

  return {
    async builder(viewer: Viewer, slug: string) {
      requireBuilder(viewer);
      const row = await ideaFor(slug);
      const { tools, stack, checklistItems } = deps.catalogueBuilder(toFull(row, false, false));
      const done = (await deps.repo.checklist(viewer.user.id, row.id)) ?? LAUNCH_CHECKLIST.map(() => false);
      return { tools, stack, checklist: { items: checklistItems, done } };
    },

    async saveChecklist(viewer: Viewer, slug: string, done: boolean[]) {
      requireBuilder(viewer);
      const row = await ideaFor(slug);
      await deps.repo.saveChecklist(viewer.user.id, row.id, done);
      return { items: deps.catalogueBuilder(toFull(row, false, false)).checklistItems, done };
    },

    /** The idea as its seed file (JSON) or a PDF, for a viewer whose plan exports and reads it in full. */
    async exportFile(viewer: Viewer, slug: string, format: "json" | "pdf"): Promise<{ name: string; body: string | Buffer }> {
      if (!viewer.entitlements.canExport) throw upgrade("Export");
      const row = await ideaFor(slug);
      const daily = await deps.ideas.today();
      if (!hasFullAccess(viewer.entitlements, row, daily?.idea.id === row.id)) throw upgrade("This Pro Pick");
      const file = ideaToFile(row);
      return { name: `${row.slug}.${format}`, body: format === "json" ? JSON.stringify(file, null, 2) : await ideaToPdf(file, new Date()) };
    },
  };
}
export type IdeaToolsService = ReturnType<typeof createIdeaToolsService>;
