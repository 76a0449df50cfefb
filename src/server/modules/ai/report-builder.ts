import type { FastifyBaseLogger } from "fastify";
import { founderAnswersSchema, type FounderAnswers, type ValidationReport } from "../../../shared/schemas/ai";
import { LAUNCH_CHECKLIST } from "../../../shared/builder-tools";
import type { IdeaFull } from "../../../shared/schemas/idea-api";
import { AppError } from "../../http/app-error";
import type { Viewer } from "../../http/viewer";
import type { IdeasService } from "../ideas/index";
import type { UsageService } from "../usage/index";
import { briefFromReport, type BuildBrief } from "./builder-brief";
import { builderFor, templateDocuments } from "./builder-documents";
import type { BuilderRepo } from "./builder.repo";
import type { AiEngine } from "./engine";

/**
 * The AI builder for the founder's own idea: from one of their validation reports, the same prompts,
 * stack, priced checklist, PRD and landing copy the catalogue builder gives (builder-documents.ts).
 * Pro only, and the report's owner only (the caller loads the report through AiService.report, which
 * answers 404 to anyone else). The built-in documents are computed on demand from the report; a
 * model's are stored on the report, so reopening it shows them.
 */
export const BUILDER_UPGRADE = "Pro feature - Upgrade to access AI builder";
const upgrade = () => new AppError("PERMISSION", { message: BUILDER_UPGRADE });

export function createReportBuilder(deps: {
  repo: BuilderRepo;
  engine: AiEngine;
  ideas: Pick<IdeasService, "publishedBySlug" | "fullById">;
  usage: UsageService;
  log: Pick<FastifyBaseLogger, "warn">;
  /** The error a failed model call answers with (ai.service.ts's, so every AI tool says it alike). */
  failed: (action: string, error: unknown) => AppError;
  /** Wraps a model call (the daily spending cap, token accounting); runs it as is when absent. */
  guard?: <T>(userId: string, run: () => Promise<T>) => Promise<T>;
}) {
  const { repo, engine, ideas } = deps;

  async function stateOf(viewer: Viewer, report: ValidationReport) {
    if (!viewer.entitlements.canUseBuilder) throw upgrade();
    const state = await repo.builderState(viewer.user.id, report.id);
    if (!state) throw new AppError("NOT_FOUND", { message: "Report not found" });
    return state;
  }

  /** The catalogue idea the report found the founder's idea to be, if it is still published. */
  async function twinOf(report: ValidationReport): Promise<IdeaFull | null> {
    if (!report.nearDuplicate) return null;
    const row = await ideas.publishedBySlug(report.nearDuplicate.slug);
    return row ? ((await ideas.fullById(row.id))?.idea ?? null) : null;
  }

  async function briefOf(report: ValidationReport, result: Record<string, unknown> | null): Promise<BuildBrief> {
    // Reports kept before the answers were stored have none: the brief then works from the words alone.
    const parsed = founderAnswersSchema.safeParse(result?.answers);
    const answers: FounderAnswers | null = parsed.success ? parsed.data : null;
    return briefFromReport(report, answers, await twinOf(report));
  }

  return {
    /** Refuses members whose plan has no builder, before anything about the report is looked up. */
    assertPlan(viewer: Viewer) {
      if (!viewer.entitlements.canUseBuilder) throw upgrade();
    },

    /** The build prompts, the one stack and the priced launch checklist with the owner's ticks. */
    async builder(viewer: Viewer, report: ValidationReport) {
      const state = await stateOf(viewer, report);
      const { tools, stack, checklistItems } = builderFor(await briefOf(report, state.result));
      const done = state.checklist?.length === LAUNCH_CHECKLIST.length ? state.checklist : LAUNCH_CHECKLIST.map(() => false);
      return { tools, stack, checklist: { items: checklistItems, done } };
    },

    async saveChecklist(viewer: Viewer, report: ValidationReport, done: boolean[]) {
      const state = await stateOf(viewer, report);
      await repo.saveBuilderChecklist(viewer.user.id, report.id, done);
      return { items: builderFor(await briefOf(report, state.result)).checklistItems, done };
    },

    /** The model's stored documents when it wrote some for this report, else the built-in ones. */
    async documents(viewer: Viewer, report: ValidationReport) {
      const state = await stateOf(viewer, report);
      if (state.documents) return { source: "model" as const, model: state.documents.model, documents: state.documents.documents };
      return { source: "template" as const, model: null, documents: templateDocuments(await briefOf(report, state.result)) };
    },

    /** Has the configured model write the documents, on one unit of the chat quota, and keeps them with the report. */
    async writeDocuments(viewer: Viewer, report: ValidationReport) {
      const state = await stateOf(viewer, report);
      const write = engine.documents;
      if (!write || !engine.model) throw new AppError("VALIDATION", { status: 409, message: "No AI model is configured: the documents shown are written from your report." });
      const brief = await briefOf(report, state.result);
      const model = engine.model;
      const run = () =>
        deps.usage.withQuota(viewer, "ai_chat", async () => {
          let documents;
          try {
            documents = await write({ brief, idea: null });
          } catch (error) {
            deps.log.warn({ err: error, engine: model }, "report builder documents failed");
            throw deps.failed("write the documents", error);
          }
          await repo.saveBuilderDocuments(viewer.user.id, report.id, { model, writtenAt: new Date().toISOString(), documents });
          return { source: "model" as const, model, documents };
        });
      return deps.guard ? deps.guard(viewer.user.id, run) : run();
    },
  };
}
export type ReportBuilder = ReturnType<typeof createReportBuilder>;
