import { lazy } from "react";

/** What other features use from the pipeline (issue 26 items 4-7): the dashboard's board and the idea page's panel. */

/**
 * The dashboard's board loads with the dashboard only: idea pages, which visitors open first, need
 * the panel, not the board and its cards (issue 30's first-visit budget). Render it inside a
 * Suspense boundary.
 */
export const PipelineBoard = lazy(async () => ({ default: (await import("./components/pipeline-board")).PipelineBoard }));
export { IdeaPipelinePanel } from "./components/idea-pipeline-panel";
/** The server renderer asks for it with the idea, so an idea page renders once (issue 29). */
export { ideaPipelinePanelQuery } from "./pipeline-api";
