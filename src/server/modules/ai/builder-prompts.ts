import { BUILDER_TOOLS, type BuilderToolId } from "../../../shared/builder-tools";
import type { BuildBrief } from "./builder-brief";
import { stackBlock, toolFit, type BuildStack, type StackKind } from "./builder-stack";

/**
 * A build prompt per AI app builder, written for how each tool works (its documented workflow), not
 * one text with a line changed: Bolt builds in small steps with a live preview; v0 designs screens;
 * Lovable reads a project Knowledge file and builds feature by feature on Supabase; Cursor and
 * Windsurf work from a rules file in the repository and a plan; Replit's Agent takes a plain
 * description and deploys. Every prompt carries the same facts and the same stack block.
 */
const list = (items: string[]) => items.map((item) => `- ${item}`).join("\n");
const numbered = (items: string[], from = 1) => items.map((item, i) => `${i + from}. ${item}`).join("\n");
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** What version one does, as a list a tool can follow; the founder's own idea may not list features yet. */
function features(brief: BuildBrief): string[] {
  return brief.coreFeatures.length ? brief.coreFeatures : [`The one job in the description (${brief.pitch.replace(/[.!?]$/, "")}), and nothing else until ten buyers use it.`];
}

function priceLine(brief: BuildBrief): string {
  if (brief.firstPaid) return `${brief.firstPaid.name} at ${brief.firstPaid.price} (from ${brief.priceSource})`;
  return "the price your first buyers agree to in the validation test (no price is set yet)";
}

function pricing(brief: BuildBrief): string {
  if (brief.tiers.length) return list(brief.tiers.map((tier) => `${tier.name} (${tier.price}): ${tier.features.join(", ")}`));
  return `- ${priceLine(brief)}`;
}

function facts(brief: BuildBrief): string {
  return [
    `Product: ${brief.title}${brief.source === "report" ? " (working title)" : ""}. ${brief.pitch}`,
    `Who pays: ${brief.buyer ?? "not named yet; write the landing page for the buyer in the description"}`,
    "",
    "The problem:",
    brief.problem,
    ...(brief.solution ? ["", "The solution:", brief.solution] : []),
  ].join("\n");
}

function nonGoals(brief: BuildBrief): string {
  const later = brief.laterFeatures.length ? brief.laterFeatures : ["anything not in the feature list above"];
  return `Not in version one (do not build): ${later.map(lowerFirst).join("; ")}.`;
}

function constraints(brief: BuildBrief): string {
  return brief.constraints.length ? `\nConstraints:\n${list(brief.constraints)}` : "";
}

function fitNote(tool: BuilderToolId, stack: BuildStack): string {
  const fit = toolFit(tool, stack);
  return fit.full ? "" : `Your part in ${BUILDER_TOOLS.find((t) => t.id === tool)!.name}: ${fit.part}\n\n`;
}

const MOBILE: StackKind[] = ["expo", "flutter"];

const SCAFFOLD: Record<StackKind, string> = {
  nextjs: "npx create-next-app@latest --typescript --tailwind --app",
  vite: "npm create vite@latest -- --template react-ts",
  remix: "npx create-remix@latest",
  sveltekit: "npx sv create",
  expo: "npx create-expo-app@latest",
  flutter: "flutter create",
  "shopify-app": "shopify app init (choose the Remix template)",
  extension: "npm create vite@latest -- --template react-ts, then add a Manifest V3 manifest.json",
  python: "python -m venv .venv && pip install fastapi uvicorn jinja2 psycopg",
  rails: "rails new . --database=postgresql --css=tailwind",
  laravel: "composer create-project laravel/laravel .",
};

function boltPrompt(brief: BuildBrief): string {
  const mobile = MOBILE.includes(brief.stack.kind);
  const steps = [
    `The project skeleton on the stack below, the landing page (the promise in one sentence: "${brief.pitch}", and a sign-up button), and sample data so every screen shows something.`,
    "Connect Supabase with Bolt's Supabase integration; create the tables the features below need, with row-level security so each account sees only its own rows.",
    ...features(brief).map((feature) => `Feature: ${feature}`),
    `Payments: ${brief.stack.payments}, for ${priceLine(brief)}. Use Stripe test keys until a real buyer pays.`,
    "Publish from Bolt and send the link to one real buyer.",
  ];
  return [
    `Build ${mobile ? "a mobile app" : "a web app"} called "${brief.title}".`,
    "",
    facts(brief),
    "",
    stackBlock(brief.stack),
    constraints(brief),
    "",
    "Work in small steps: do step 1 now and stop. I will check the preview and send the next step as its own prompt.",
    numbered(steps),
    "",
    "Weekend scope (48 hours):",
    list(brief.weekendScope.length ? brief.weekendScope : ["Steps 1 to 3, then a paid pilot with the first buyer."]),
    "",
    "Pricing to implement:",
    pricing(brief),
    "",
    nonGoals(brief),
  ].join("\n");
}

function v0Prompt(brief: BuildBrief): string {
  const screens = [
    `Landing page: headline "${brief.pitch}"; a subheadline for ${brief.buyer ?? "the buyer"}; the problem in three short lines taken from the problem below; how it works in ${Math.min(5, features(brief).length)} steps; pricing cards; one call to action.`,
    "Sign-up and sign-in (email), with error messages next to the fields.",
    ...features(brief).map((feature) => `A screen for: ${feature}. Show its empty, loading and error states.`),
    "Account and billing: the current plan and an upgrade button.",
  ];
  return [
    `Design the screens of "${brief.title}", one screen per message, in this order.`,
    "",
    facts(brief),
    "",
    stackBlock(brief.stack),
    "",
    "Screens:",
    numbered(screens),
    "",
    "Data: describe each record as a TypeScript type and read it through small functions (getX, listX) that return typed mock data for now, so the real backend replaces them without touching the screens.",
    "Design: clean and calm; readable at 390 px wide and at 1280 px; every input labelled, colour contrast AA, everything usable by keyboard.",
    "",
    "Pricing cards:",
    pricing(brief),
    "",
    nonGoals(brief),
  ].join("\n");
}

function lovablePrompt(brief: BuildBrief): string {
  const knowledge = [
    `Product: ${brief.title}: ${brief.pitch}`,
    `Buyer: ${brief.buyer ?? "not named yet"}`,
    `Problem: ${brief.problem}`,
    `Features of version one:\n${list(features(brief))}`,
    nonGoals(brief),
    `Pricing:\n${pricing(brief)}`,
    ...brief.constraints.map((c) => `Constraint: ${c}`),
    "Roles: one role, the paying customer; every row belongs to one account.",
    stackBlock(brief.stack),
  ];
  return [
    `Build "${brief.title}" in Lovable.`,
    "",
    "Part 1. Paste this into the project's Knowledge (Lovable sends it with every prompt):",
    "",
    knowledge.join("\n\n"),
    "",
    "Part 2. First prompt:",
    `Build the landing page and sign-up for ${brief.title}. The headline is "${brief.pitch}". Connect Supabase for sign-in and the database, with row-level security on every table. Do not build any feature yet.`,
    "",
    "Part 3. Then one prompt per feature, in this order. Before each, ask in Chat mode for the plan and the tables it changes; build it only when the plan touches nothing else:",
    numbered([...features(brief), `Payments: ${brief.stack.payments}, for ${priceLine(brief)}.`]),
    "",
    "Guardrails: do not add features outside the list; do not change the sign-in flow once it works; keep secret keys in Supabase secrets, never in the code.",
  ].join("\n");
}

function cursorPrompt(brief: BuildBrief): string {
  const rule = [
    "---",
    `description: What ${brief.title} is, its stack and when a change is done`,
    "alwaysApply: true",
    "---",
    `# ${brief.title}`,
    brief.pitch,
    `Buyer: ${brief.buyer ?? "not named yet"}`,
    "",
    stackBlock(brief.stack),
    "",
    "## Version one",
    list(features(brief)),
    nonGoals(brief),
    ...(brief.constraints.length ? ["", "## Constraints", list(brief.constraints)] : []),
    "",
    "## Done means",
    "- The change works end to end in the running app and has a test for its rule.",
    "- Bad input gets a clear message and changes nothing.",
    "- Secrets come from .env, which is never committed.",
  ];
  return [
    `Build "${brief.title}" in Cursor, in your own repository.`,
    "",
    "1. Save this as .cursor/rules/project.mdc:",
    "",
    rule.join("\n"),
    "",
    "2. First Agent task (ask for the plan before any file is written):",
    `Scaffold the project on the stack in the project rule (${SCAFFOLD[brief.stack.kind]}), set up the database schema for the features listed there, and build the first one: ${features(brief)[0]}. Write a test for it. Commit when the test passes.`,
    "",
    "3. Then one task per message, each ending in a passing test and a commit:",
    numbered([...features(brief).slice(1), `Payments: ${brief.stack.payments}, for ${priceLine(brief)}; verify the webhook signature.`, "Deploy, and check sign-up and payment on the live URL."]),
    "",
    facts(brief),
  ].join("\n");
}

function windsurfPrompt(brief: BuildBrief): string {
  const rules = [
    `# ${brief.title}`,
    brief.pitch,
    "",
    stackBlock(brief.stack),
    "",
    "Version one only:",
    list(features(brief)),
    nonGoals(brief),
    "Run the app and the tests after every step; stop and report if either fails.",
  ];
  return [
    `Build "${brief.title}" with Windsurf's Cascade.`,
    "",
    "1. Save this as .windsurf/rules/project.md with activation Always On:",
    "",
    rules.join("\n"),
    "",
    "2. In Plan mode, ask Cascade:",
    `Plan the first version of ${brief.title} as numbered steps. Each step names the files it touches and the command that proves it works. Include: scaffolding (${SCAFFOLD[brief.stack.kind]}), the database schema, each feature in the rules file, payments (${brief.stack.payments}, for ${priceLine(brief)}) and deployment.`,
    "",
    "3. Read the plan, cut anything outside version one, then switch to Code mode and implement it one step at a time.",
    constraints(brief),
    "",
    facts(brief),
  ].join("\n");
}

function replitPrompt(brief: BuildBrief): string {
  const mobile = MOBILE.includes(brief.stack.kind);
  return [
    `Build ${mobile ? "a mobile app" : "a web app"} called "${brief.title}" for ${brief.buyer ?? "the buyer in the description"}.`,
    "",
    facts(brief),
    "",
    "What version one does:",
    list(features(brief)),
    nonGoals(brief),
    "",
    stackBlock(brief.stack),
    "Keep this stack even where Replit offers its own: put SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY and STRIPE_SECRET_KEY in Replit Secrets rather than using Replit's built-in database, so the code matches every other plan for this idea.",
    constraints(brief),
    "",
    `Charge ${priceLine(brief)}.`,
    "",
    "Ask me anything you need before you start. When sign-up, the first feature and payment work, deploy it so I have a public URL to send to the first ten buyers.",
  ].join("\n");
}

const WRITERS: Record<BuilderToolId, (brief: BuildBrief) => string> = {
  bolt: boltPrompt,
  v0: v0Prompt,
  lovable: lovablePrompt,
  cursor: cursorPrompt,
  windsurf: windsurfPrompt,
  replit: replitPrompt,
};

export function builderPrompt(tool: BuilderToolId, brief: BuildBrief): string {
  return `${fitNote(tool, brief.stack)}${WRITERS[tool](brief)}`.replace(/\n{3,}/g, "\n\n");
}
