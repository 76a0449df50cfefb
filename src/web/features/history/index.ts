/** What other features use from the change history (issue 27 item 2): the idea page's "What changed". */
export { IdeaChanges } from "./idea-changes";
