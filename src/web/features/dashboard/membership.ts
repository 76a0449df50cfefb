import { PLANS, type Tier } from "@shared/plans";

/** Spec: "Pro Member" or "Free Member"; the other tiers by their plan name, e.g. "Bootstrap Builder Member". */
export function membershipLabel(tier: Tier): string {
  if (tier === "pro") return "Pro Member";
  if (tier === "free") return "Free Member";
  return `${PLANS[tier].name} Member`;
}
