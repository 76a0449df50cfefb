import { createElement } from "react";
import { lazyPart } from "@web/components/lazy-part";
import { Skeleton } from "@web/components/ui/skeleton";

/** What other features use from the pipeline (issue 26 items 4-7): the dashboard's board and the idea page's panel. */

/**
 * The dashboard's board loads with the dashboard only: idea pages, which visitors open first, need
 * the panel, not the board and its cards (issue 30's first-visit budget).
 */
export const PipelineBoard = lazyPart(
  "pipeline-board",
  async () => (await import("./components/pipeline-board")).PipelineBoard,
  createElement(Skeleton, { className: "h-48 w-full rounded-xl", label: "Loading your pipeline" }),
);
export { IdeaPipelinePanel } from "./components/idea-pipeline-panel";
/** The server renderer asks for it with the idea, so an idea page renders once (issue 29). */
export { ideaPipelinePanelQuery } from "./pipeline-api";
