/**
 * The analysis tabs after Overview, loaded as one chunk when a reader first reaches for one (the
 * tab list's hover, focus or touch) rather than with the page: a first visit reads the Overview,
 * and the five others are about a third of the idea page's own code (issue 30's first-visit budget).
 */
export { BusinessModelTab } from "./business-model-tab";
export { CompetitionTab } from "./competition-tab";
export { ExecutionTab } from "./execution-tab";
export { MarketTab } from "./market-tab";
export { MetricsTab } from "./metrics-tab";
