/** What other features use from the change history (issue 27 item 2): the idea page's "What changed". */
export { IdeaChanges } from "./idea-changes";
/** The server renderer asks for it with the idea, so an idea page renders once (issue 29). */
export { ideaChangesQuery } from "./history-api";
