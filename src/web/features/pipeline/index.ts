/** What other features use from the pipeline (issue 26 items 4-7): the dashboard's board and the idea page's panel. */
export { PipelineBoard } from "./components/pipeline-board";
export { IdeaPipelinePanel } from "./components/idea-pipeline-panel";
