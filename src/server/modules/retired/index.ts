// Retired ideas in public (issue 27 item 3).
export { retiredRoutes } from "./retired.routes";
export { createRetiredRepo, type RetiredRepo } from "./retired.repo";
export { IDEA_RETIRED_KIND } from "./retired-notice";
