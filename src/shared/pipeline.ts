/**
 * The founder's pipeline (issue 26 item 4): the stages an idea moves through, in board order. The
 * database enum (src/server/db/schema/pipeline.ts) lists the same values.
 */
export const PIPELINE_STAGES = ["saved", "exploring", "testing", "building", "launched", "dropped"] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

export const STAGE_LABELS: Record<PipelineStage, string> = {
  saved: "Saved",
  exploring: "Exploring",
  testing: "Testing",
  building: "Building",
  launched: "Launched",
  dropped: "Dropped",
};

/**
 * Stages that are work on the idea itself: a member may move an idea into them only while they may
 * read it in full (canWorkOnIdea in entitlements.ts). "saved" and "dropped" are always open.
 */
export const WORK_STAGES: readonly PipelineStage[] = ["exploring", "testing", "building", "launched"];

/**
 * The opt-in aggregate of an idea's one-week test results appears once this many members have shared
 * a result (docs/DECISIONS.md, issue 26): fewer would let a member guess who ran it and how it went.
 */
export const TEST_AGGREGATE_MIN_SHARED = 5;

/** How many ideas the compare page takes side by side. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
