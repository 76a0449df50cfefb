/**
 * The idea page panel's controls for a signed-in member (moving the idea, logging a test result),
 * loaded only when a member has something to move or log: a visitor's idea page shows the builders
 * count and the one-week test, and does not download these (issue 30's first-visit budget).
 */
export { StageMover } from "./stage-mover";
export { TestResultForm } from "./test-result-form";
