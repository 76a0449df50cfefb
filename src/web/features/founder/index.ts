/**
 * What other features may use from the founder feature (issue 26): the profile form for /settings,
 * the fit card for idea pages and its compact form for compare, and Browse's personal orders.
 */
import { createElement } from "react";
import { lazyPart } from "@web/components/lazy-part";
import { Skeleton } from "@web/components/ui/skeleton";

/**
 * The profile form loads with /settings only: it is most of this feature's code, and the fit card
 * and Browse's personal orders, which public pages load, do not need it (issue 30's first-visit
 * budget).
 */
export const FounderSettingsCard = lazyPart(
  "founder-settings-card",
  async () => (await import("./components/founder-settings-card")).FounderSettingsCard,
  createElement(Skeleton, { className: "h-64 w-full rounded-xl", label: "Loading your founder profile" }),
);
export { IdeaFitCard } from "./components/idea-fit-card";
export { FitSummary } from "./components/fit-summary";
export { PersonalOrderNotice } from "./components/personal-order-notice";
export { usePersonalIdeas } from "./api/founder-api";
