/**
 * The public pages other than idea pages: what the server renders (pages/page-render.ts), lists in
 * the sitemap (seo.routes.ts) and titles (page-meta.ts). One list, so a new page gets all three.
 * The rest of the SPA (signed-in areas) is client-rendered and not meant for search results.
 */
export const SITE_DESCRIPTION =
  "Researched startup ideas for solo founders: real problems, named competitors, market sizes with their reasoning, and a weekend MVP you can build for under $500.";

export const PUBLIC_PAGES: Record<string, { title: string; description: string }> = {
  "/": { title: "Ideadeck: researched startup ideas you can build in a weekend", description: SITE_DESCRIPTION },
  "/browse": { title: "Browse startup ideas | Ideadeck", description: "Browse researched bootstrap startup ideas by category, score and trend. " + SITE_DESCRIPTION },
  "/trending": { title: "Trending startup ideas | Ideadeck", description: "The startup ideas founders are reading most this week, with their search trends." },
  "/retired": { title: "Retired startup ideas | Ideadeck", description: "Ideas we took out of the catalogue, with the date and the reason: a competitor that already does the job, or a rule that changed." },
  "/pricing": { title: "Pricing | Ideadeck", description: "Plans for solo founders: the full idea database, Pro Picks, AI builder prompts, AI chat and validation." },
  "/faq": { title: "Frequently asked questions | Ideadeck", description: "How Ideadeck researches ideas, what each plan includes, billing, exports and the AI tools." },
  "/how-we-score": {
    title: "How we score ideas | Ideadeck",
    description: "The rubric behind every idea's four scores (opportunity, problem, feasibility, why now), each from 0 to 10 with the evidence it rests on.",
  },
  "/terms": { title: "Terms of Service | Ideadeck", description: "The terms for using Ideadeck." },
  "/privacy": { title: "Privacy Policy | Ideadeck", description: "What Ideadeck collects, why, and your choices." },
};

/** The path without a trailing slash ("/" stays "/"). */
export function pagePath(path: string): string {
  return path.replace(/\/$/, "") || "/";
}

export function isPublicPage(path: string): boolean {
  return pagePath(path) in PUBLIC_PAGES || /^\/ideas\/[^/]+\/?$/.test(path);
}
