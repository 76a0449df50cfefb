import { AppError } from "../../http/app-error";
import type { IdeasService } from "../ideas/index";
import { canWorkOnIdea, hasFullAccess, type Entitlements } from "../../../shared/entitlements";
import { STAGE_LABELS, TEST_AGGREGATE_MIN_SHARED, WORK_STAGES, type PipelineStage } from "../../../shared/pipeline";
import type { IdeaPipelinePanel, PipelineItem } from "../../../shared/schemas/pipeline-api";
import { utcDay, utcMidnightPlusDays } from "../../../shared/utc-dates";
import type { PipelineRepo } from "./pipeline.repo";
import type { SavedRepo } from "./saved.repo";
import { oneWeekTestFor } from "./one-week-test";

export interface PipelineViewer {
  userId: string;
  entitlements: Entitlements;
}

/** A one-week test may be due from today up to this many days ahead. */
export const LONGEST_TEST_DAYS = 30;
const REASON_LIMIT = 500;

type Loaded = Awaited<ReturnType<PipelineRepo["list"]>>;

/**
 * The founder's pipeline (issue 26 items 4-7), built on the saved ideas: moving or noting an idea
 * saves it first, unsaving it removes its pipeline entry, tests and moves (cascade). The plan rule
 * (canWorkOnIdea, docs/DECISIONS.md) is enforced here: working stages and tests only on ideas the
 * member may read in full now.
 */
export function createPipelineService(deps: {
  repo: PipelineRepo;
  saved: Pick<SavedRepo, "save" | "isPublished">;
  ideas: Pick<IdeasService, "fullById" | "today">;
  onSavedChange: (userId: string) => void;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const dailyId = async () => (await deps.ideas.today())?.idea.id ?? null;

  function toItems(loaded: Loaded, viewer: PipelineViewer, daily: string | null): PipelineItem[] {
    return loaded.rows.map((row) => ({
      idea: {
        id: row.ideaId,
        slug: row.slug,
        title: row.title,
        tagline: row.tagline,
        category: row.category,
        isProPick: row.isProPick,
        workable: canWorkOnIdea(viewer.entitlements, row, row.ideaId === daily),
      },
      savedAt: row.savedAt.toISOString(),
      stage: row.stage ?? "saved",
      stageChangedAt: (row.stageChangedAt ?? row.savedAt).toISOString(),
      dropReason: row.dropReason,
      notes: row.notes ?? "",
      moves: loaded.moves
        .filter((move) => move.savedId === row.savedId)
        .map((move) => ({ from: move.fromStage, to: move.toStage, reason: move.reason, movedAt: move.movedAt.toISOString() })),
      tests: loaded.tests
        .filter((test) => test.savedId === row.savedId)
        .map((test) => ({
          id: test.id,
          action: test.action,
          stopRule: test.stopRule,
          dueOn: test.dueOn,
          committedAt: test.committedAt.toISOString(),
          passed: test.passed,
          resultNote: test.resultNote,
          loggedAt: test.loggedAt?.toISOString() ?? null,
          shareResult: test.shareResult,
        })),
    }));
  }

  async function entryOf(viewer: PipelineViewer, ideaId: string): Promise<PipelineItem | null> {
    const [loaded, daily] = await Promise.all([deps.repo.one(viewer.userId, ideaId), dailyId()]);
    return toItems(loaded, viewer, daily)[0] ?? null;
  }

  /** The member's saved row for the idea, saving the idea first when it is not saved yet. */
  async function ensureSaved(viewer: PipelineViewer, ideaId: string): Promise<string> {
    const existing = await deps.repo.savedId(viewer.userId, ideaId);
    if (existing) return existing;
    if (!(await deps.saved.isPublished(ideaId))) throw new AppError("NOT_FOUND", { message: "Idea not found" });
    await deps.saved.save(viewer.userId, ideaId);
    deps.onSavedChange(viewer.userId);
    const savedId = await deps.repo.savedId(viewer.userId, ideaId);
    if (!savedId) throw new AppError("SAVE_IDEA");
    return savedId;
  }

  /** The idea's full document when this member may work on it; otherwise a clear refusal. */
  async function requireWorkable(viewer: PipelineViewer, ideaId: string) {
    const found = await deps.ideas.fullById(ideaId);
    if (!found) throw new AppError("NOT_FOUND", { message: "Idea not found" });
    if (!canWorkOnIdea(viewer.entitlements, { isProPick: found.isProPick }, (await dailyId()) === ideaId)) {
      throw new AppError("PERMISSION", { message: "Your plan does not include this idea's full analysis, so it can only be saved or dropped. Upgrade to work on it." });
    }
    return found.idea;
  }

  async function move(viewer: PipelineViewer, ideaId: string, stage: PipelineStage, reason: string | null): Promise<PipelineItem> {
    if (WORK_STAGES.includes(stage)) await requireWorkable(viewer, ideaId);
    const savedId = await ensureSaved(viewer, ideaId);
    await deps.repo.move(savedId, { userId: viewer.userId, ideaId }, stage, stage === "dropped" ? reason : null, now());
    return (await entryOf(viewer, ideaId))!;
  }

  return {
    async list(viewer: PipelineViewer): Promise<PipelineItem[]> {
      const [loaded, daily] = await Promise.all([deps.repo.list(viewer.userId), dailyId()]);
      return toItems(loaded, viewer, daily);
    },

    move,

    async setNotes(viewer: PipelineViewer, ideaId: string, notes: string): Promise<PipelineItem> {
      const savedId = await ensureSaved(viewer, ideaId);
      await deps.repo.setNotes(savedId, { userId: viewer.userId, ideaId }, notes);
      return (await entryOf(viewer, ideaId))!;
    },

    /** Commits to the idea's one-week test (as offered today), due on a day the member picks; the idea moves to "testing". */
    async commitTest(viewer: PipelineViewer, ideaId: string, dueOn: string): Promise<PipelineItem> {
      const today = utcDay(now());
      const latest = utcDay(utcMidnightPlusDays(now(), LONGEST_TEST_DAYS));
      if (dueOn < today || dueOn > latest) {
        throw new AppError("VALIDATION", { issues: [{ path: "dueOn", message: `Pick a day from today to ${LONGEST_TEST_DAYS} days ahead` }] });
      }
      const idea = await requireWorkable(viewer, ideaId);
      const test = oneWeekTestFor(idea);
      if (!test.available) throw new AppError("VALIDATION", { message: test.reason });
      const savedId = await ensureSaved(viewer, ideaId);
      if (await deps.repo.openTest(savedId)) {
        throw new AppError("VALIDATION", { message: "Log the result of the test you committed to before starting another" });
      }
      // The entry must exist before its test (idea_tests references it): moving to "testing" makes it.
      await deps.repo.move(savedId, { userId: viewer.userId, ideaId }, "testing", null, now());
      await deps.repo.commitTest(savedId, { ideaId, action: test.action, stopRule: test.stopRule, dueOn });
      return (await entryOf(viewer, ideaId))!;
    },

    /**
     * Logs the open test's result. Passed: the idea moves on to "building" (when the member may still
     * work on it). Failed: it is dropped, the reason being the stop rule it hit and the member's note.
     */
    async logResult(viewer: PipelineViewer, ideaId: string, result: { passed: boolean; note?: string; share: boolean }): Promise<PipelineItem> {
      const savedId = await deps.repo.savedId(viewer.userId, ideaId);
      const open = savedId ? await deps.repo.openTest(savedId) : null;
      if (!savedId || !open) throw new AppError("NOT_FOUND", { message: "There is no test of this idea waiting for a result" });
      const note = result.note?.trim() || null;
      await deps.repo.logResult(open.id, { passed: result.passed, note, share: result.share }, now());
      const owner = { userId: viewer.userId, ideaId };
      if (!result.passed) {
        const reason = `One-week test failed. ${open.stopRule}${note ? ` Result: ${note}` : ""}`.slice(0, REASON_LIMIT);
        await deps.repo.move(savedId, owner, "dropped", reason, now());
      } else {
        const found = await deps.ideas.fullById(ideaId);
        if (found && canWorkOnIdea(viewer.entitlements, { isProPick: found.isProPick }, (await dailyId()) === ideaId)) {
          await deps.repo.move(savedId, owner, "building", null, now());
        }
      }
      return (await entryOf(viewer, ideaId))!;
    },

    /**
     * The idea page's panel, for anyone: how many members are building it (a count only), and for a
     * viewer who may read the idea in full its one-week test and the shared results once at least
     * TEST_AGGREGATE_MIN_SHARED members shared one.
     */
    async panel(viewer: PipelineViewer | null, entitlements: Entitlements, ideaId: string): Promise<IdeaPipelinePanel> {
      const found = await deps.ideas.fullById(ideaId);
      if (!found) throw new AppError("NOT_FOUND", { message: "Idea not found" });
      const [builders, daily, entry] = await Promise.all([deps.repo.builders(ideaId), dailyId(), viewer ? entryOf(viewer, ideaId) : null]);
      if (!hasFullAccess(entitlements, { isProPick: found.isProPick }, daily === ideaId)) {
        return { builders, test: null, aggregate: null, sharedSoFar: 0, entry };
      }
      const shared = await deps.repo.sharedResults(ideaId);
      const enough = shared.ran >= TEST_AGGREGATE_MIN_SHARED;
      return { builders, test: oneWeekTestFor(found.idea), aggregate: enough ? shared : null, sharedSoFar: shared.ran, entry };
    },

    /** Rows for the CSV export: one per idea and test (an idea without a test has one row). */
    exportRows(items: PipelineItem[]): unknown[][] {
      return items.flatMap((item) => {
        const base = [
          item.idea.title,
          item.idea.slug,
          STAGE_LABELS[item.stage],
          item.stageChangedAt,
          item.dropReason ?? "",
          item.savedAt,
          item.notes,
          item.moves.map((move) => `${move.movedAt.slice(0, 10)} ${STAGE_LABELS[move.from]} -> ${STAGE_LABELS[move.to]}${move.reason ? ` (${move.reason})` : ""}`).join("; "),
        ];
        if (!item.tests.length) return [[...base, "", "", "", "", "", ""]];
        return item.tests.map((test) => [
          ...base,
          test.action,
          test.stopRule,
          test.dueOn,
          test.passed === null ? "waiting" : test.passed ? "passed" : "failed",
          test.resultNote ?? "",
          test.loggedAt ?? "",
        ]);
      });
    },
  };
}
export type PipelineService = ReturnType<typeof createPipelineService>;

export const PIPELINE_CSV_HEADER = ["idea", "slug", "stage", "stage_since", "drop_reason", "saved_at", "notes", "moves", "test", "stop_rule", "test_due", "test_result", "test_note", "test_logged_at"];
