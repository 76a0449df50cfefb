import type { BuilderToolId } from "../../../shared/builder-tools";
import { categoryLabel } from "../../../shared/categories";
import type { IdeaFull } from "../../../shared/schemas/idea-api";

/**
 * Turns an idea's analysis into a build prompt for each tool. Every prompt carries the same facts
 * (problem, users, scope, pricing); the framing and stack follow what each tool is good at.
 */
const STACK: Record<BuilderToolId, string> = {
  bolt: "Use Vite + React + TypeScript with Tailwind CSS, Supabase for auth and data, and Stripe Checkout for payments. Keep it to one deployable app.",
  v0: "Use Next.js (App Router), TypeScript, Tailwind CSS and shadcn/ui components. Start with the landing page and the main app screens; stub data behind typed functions so a backend can be added later.",
  lovable: "Use Lovable's Supabase integration for email sign-up, the database tables and row-level security, and Stripe for the subscription.",
  cursor: "Scaffold a Next.js + TypeScript repository with Prisma on PostgreSQL, Auth.js for sign-in and Stripe Checkout plus a webhook. Work in small commits; write a test for the core workflow.",
  windsurf: "Plan the build as numbered steps before writing code: data model, auth, the core workflow, payments, deployment. Use Next.js, TypeScript, PostgreSQL and Stripe, and run the app after each step.",
  replit: "Build a Node.js + Express + React app using Replit's built-in PostgreSQL and auth, add Stripe Checkout, and deploy it on a replit.app URL.",
};

function list(items: string[]): string {
  return items.map((item) => `- ${item}`).join("\n");
}

export function builderPrompt(tool: BuilderToolId, idea: IdeaFull): string {
  const a = idea.analysis;
  const tiers = a.business_model.tiers.map((tier) => `${tier.name} (${tier.price}): ${tier.features.join(", ")}`);
  return [
    `Build the first version of "${idea.title}": ${idea.tagline}`,
    "",
    `Category: ${categoryLabel(idea.category)}. Target users: ${a.target_market}`,
    "",
    "The problem:",
    idea.problemNarrative.split(/\n\s*\n/)[0] ?? "",
    "",
    "The solution:",
    idea.solutionOverview,
    "",
    "Build these core features, and nothing else yet:",
    list(a.mvp_features.core_features),
    "",
    "Weekend scope (48 hours):",
    list(a.weekend_mvp_scope),
    "",
    "Pricing to implement:",
    list(tiers),
    "",
    `Stack: ${STACK[tool]}`,
    "",
    "Constraints: a solo founder, a budget under $500, live within 72 hours, aiming for the first 10 paying customers. Include a landing page that states the promise in one sentence and a sign-up call to action.",
  ].join("\n");
}
