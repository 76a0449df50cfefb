export const CATEGORIES = [
  "saas",
  "marketplace",
  "mobile",
  "ai_ml",
  "ecommerce",
  "creator_economy",
  "fintech",
  "healthtech",
  "edtech",
  "web3",
  "productivity",
  "other",
] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  saas: "SaaS",
  marketplace: "Marketplace",
  mobile: "Mobile App",
  ai_ml: "AI/ML",
  ecommerce: "E-commerce",
  creator_economy: "Creator Economy",
  fintech: "FinTech",
  healthtech: "HealthTech",
  edtech: "EdTech",
  web3: "Web3",
  productivity: "Productivity",
  other: "Other",
};

const LEGACY_CATEGORIES: Record<string, Category> = {
  creator: "creator_economy",
  health_wellness: "healthtech",
};

export function normalizeCategory(value: string): string {
  return LEGACY_CATEGORIES[value] ?? value;
}

/** Known categories by their label; unknown ones with underscores as spaces, title-cased. */
export function categoryLabel(value: string): string {
  const normalized = normalizeCategory(value);
  if (normalized in CATEGORY_LABELS) return CATEGORY_LABELS[normalized as Category];
  return normalized
    .split("_")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");
}
