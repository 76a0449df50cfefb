// Change history of ideas, savers' change mail, re-verification (issue 27 items 2 and 4).
export { createHistoryRepo, insertIdeaChange, type HistoryRepo } from "./history.repo";
export { createHistoryService, type HistoryService, IDEA_CHANGED_KIND } from "./history.service";
export { recordIdeaChange } from "./record-change";
export { historyRoutes } from "./history.routes";
export type { IdeaSnapshotRow } from "./idea-diff";
