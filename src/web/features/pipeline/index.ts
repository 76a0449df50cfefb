/** What other features use from the pipeline (issue 26 items 4-7): the dashboard's board and the idea page's panel. */
export { PipelineBoard } from "./components/pipeline-board";
export { IdeaPipelinePanel } from "./components/idea-pipeline-panel";
/** The server renderer asks for it with the idea, so an idea page renders once (issue 29). */
export { ideaPipelinePanelQuery } from "./pipeline-api";
