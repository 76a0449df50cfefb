import type { BuilderToolId } from "../../../shared/builder-tools";

/**
 * One stack per idea, read from the idea's own words, that every build prompt repeats verbatim
 * (issue 22: 151 catalogue ideas named Next.js in their scope while three prompts asked for another
 * framework). Where a tool cannot build the whole stack, its prompt says which part it builds
 * instead of switching stacks.
 */
export type StackKind = "nextjs" | "vite" | "remix" | "sveltekit" | "expo" | "flutter" | "shopify-app" | "extension" | "python" | "rails" | "laravel";

export interface BuildStack {
  kind: StackKind;
  /** The framework line, e.g. "Next.js (App Router) with TypeScript". */
  framework: string;
  ui: string;
  data: string;
  payments: string;
  /** Services the idea names (mail, SMS, maps, APIs), in the order found. */
  services: string[];
  /** Why this stack: what in the idea chose it. */
  reason: string;
}

interface Framework {
  kind: StackKind;
  pattern: RegExp;
  framework: string;
  ui: string;
}

const FRAMEWORKS: Framework[] = [
  { kind: "shopify-app", pattern: /\bshopify (?:custom |remix )?app\b|\bshopify's remix\b|\bremix app template\b/, framework: "A Shopify app from Shopify's Remix app template, in TypeScript", ui: "Polaris components inside the Shopify admin" },
  { kind: "nextjs", pattern: /\bnext\.?js\b/, framework: "Next.js (App Router) with TypeScript", ui: "Tailwind CSS and shadcn/ui" },
  { kind: "expo", pattern: /\bexpo\b|\breact native\b|\b(?:mobile|ios|android|iphone|phone) app\b/, framework: "An Expo (React Native) app in TypeScript", ui: "React Native components with one shared theme" },
  { kind: "flutter", pattern: /\bflutter\b/, framework: "A Flutter app in Dart", ui: "Material 3 widgets with one shared theme" },
  { kind: "extension", pattern: /\b(?:browser|chrome) extension\b/, framework: "A Chrome extension (Manifest V3) in TypeScript", ui: "A small React popup with Tailwind CSS" },
  { kind: "remix", pattern: /\bremix\b/, framework: "Remix with TypeScript", ui: "Tailwind CSS" },
  { kind: "sveltekit", pattern: /\bsveltekit\b/, framework: "SvelteKit with TypeScript", ui: "Tailwind CSS" },
  { kind: "rails", pattern: /\brails\b/, framework: "Ruby on Rails", ui: "Server-rendered views with Tailwind CSS" },
  { kind: "laravel", pattern: /\blaravel\b/, framework: "Laravel (PHP)", ui: "Blade views with Tailwind CSS" },
  { kind: "python", pattern: /\b(?:python|django|fastapi|flask)\b/, framework: "Python with FastAPI", ui: "Server-rendered Jinja pages with Tailwind CSS" },
  { kind: "vite", pattern: /\bvite\b/, framework: "React with Vite and TypeScript", ui: "Tailwind CSS and shadcn/ui" },
];

/** Services worth naming in every prompt when the idea names them (the idea's words, not ours). */
const SERVICES: [RegExp, string][] = [
  [/\bresend\b/, "Resend for e-mail"],
  [/\bpostmark\b/, "Postmark for e-mail"],
  [/\btwilio\b/, "Twilio for SMS"],
  [/\bslack\b/, "the Slack API"],
  [/\bdiscord\b/, "Discord webhooks"],
  [/\bmapbox\b/, "Mapbox for maps"],
  [/\bopenai\b|\bmodel prompt\b|\bllm\b/, "an LLM API for the extraction step"],
  [/\bplaid\b/, "Plaid for bank data"],
  [/\bquickbooks\b/, "the QuickBooks API"],
  [/\bxero\b/, "the Xero API"],
  [/\betherscan\b/, "the Etherscan API"],
  [/\bshopify\b(?! (?:custom |remix )?app)/, "the Shopify Admin API"],
  [/\bgoogle calendar\b|\bics feed\b/, "calendar feeds (ICS)"],
];

/**
 * "A or B" in a scope is a choice the founder left open: take the alternative more of the six tools
 * build, so the choice is made once, here, and not differently by each prompt.
 */
function settleAlternatives(text: string): string {
  return text
    .replace(/\bflutter or (expo|react native)\b/g, "$1")
    .replace(/\b(expo|react native) or flutter\b/g, "$1")
    .replace(/\b(?:rails|remix|sveltekit) or next\.?js\b|\bnext\.?js or (?:rails|remix|sveltekit)\b/g, "next.js")
    .replace(/\b(?:typescript|node(?:\.js)?) or python\b|\bpython or (?:typescript|node(?:\.js)?)\b/g, "typescript")
    .replace(/\btypescript and python\b/g, "typescript");
}

/**
 * The framework `text` names earliest. Python named beside an app framework is that app's worker
 * ("a Python worker renders the pages", "a Python job downloads the files"), not the app.
 */
function chooseFramework(text: string): { framework: Framework; word: string; pythonWorker: boolean } | null {
  const found = FRAMEWORKS.flatMap((framework) => {
    const match = framework.pattern.exec(text);
    return match ? [{ framework, word: match[0], at: match.index }] : [];
  }).sort((a, b) => a.at - b.at);
  const app = found.find((f) => f.framework.kind !== "python");
  const python = found.some((f) => f.framework.kind === "python");
  if (app) return { framework: app.framework, word: app.word, pythonWorker: python };
  return found[0] ? { framework: found[0].framework, word: found[0].word, pythonWorker: false } : null;
}

const DEFAULT = FRAMEWORKS.find((f) => f.kind === "nextjs")!;
/** A skill names the stack only when it is short ("React Native", "Shopify app development"), not a topic that mentions one. */
const STACK_SKILL_WORDS = 5;

/**
 * Picks the stack from an idea's texts, most telling first (the weekend scope, then the required
 * skills, then the founder's own words): the framework the first text names; Next.js when none does.
 * A catalogue idea's other prose is not read: it describes the buyer's world ("reformer rails").
 */
export function pickStack(texts: { scope: string[]; skills?: string[]; rest?: string[] }): BuildStack {
  const skills = (texts.skills ?? []).filter((skill) => skill.split(/\s+/).length <= STACK_SKILL_WORDS);
  const sources = [texts.scope, skills, texts.rest ?? []].map((parts) => settleAlternatives(parts.join(" \n ").toLowerCase()));
  let chosen: ReturnType<typeof chooseFramework> = null;
  let where = "";
  for (const [index, text] of sources.entries()) {
    chosen = chooseFramework(text);
    if (chosen) {
      where = ["its weekend scope", "its required skills", "the description"][index]!;
      break;
    }
  }
  const all = sources.join(" \n ");
  const framework = chosen?.framework ?? DEFAULT;
  const kind = framework.kind;
  const reason = chosen
    ? `The idea names ${chosen.word === "next.js" || chosen.word === "nextjs" ? "Next.js" : `"${chosen.word}"`} in ${where}.`
    : "The idea names no framework; Next.js is the one that five of the six builders build end to end.";

  const supabase = /\bsupabase\b/.test(all);
  const sqlite = /\bsqlite\b|\blocal storage\b|\boffline\b/.test(all);
  let data: string;
  if (kind === "shopify-app") data = "PostgreSQL through Prisma (the template's session storage moved to PostgreSQL)";
  else if (kind === "rails" || kind === "laravel" || kind === "python") data = `PostgreSQL${supabase ? " on Supabase" : ""}, with the framework's own sign-in`;
  else if ((kind === "expo" || kind === "flutter") && sqlite) data = "SQLite on the device for offline use, synced to PostgreSQL on Supabase (database, sign-in, file storage)";
  else data = "PostgreSQL on Supabase (database, sign-in, file storage)";

  const payments =
    kind === "shopify-app"
      ? "Shopify's Billing API (apps in the Shopify App Store must charge through Shopify)"
      : /\bshopify store\b/.test(all)
        ? "Shopify checkout for the store, Stripe Checkout for anything sold outside it"
        : kind === "expo" || kind === "flutter"
          ? "Stripe Checkout on the web sign-up page; the app signs in to the paid account"
          : "Stripe Checkout and a Stripe webhook that marks the account paid";

  // "Resend or Postmark": one service per job, the one the idea names first.
  const named = SERVICES.flatMap(([pattern, name]) => {
    const at = all.search(pattern);
    return at >= 0 ? [{ name, at }] : [];
  }).sort((a, b) => a.at - b.at);
  const services = named.filter((s, i) => !s.name.endsWith("for e-mail") || named.findIndex((t) => t.name.endsWith("for e-mail")) === i).map((s) => s.name);
  if (chosen?.pythonWorker) services.unshift("a Python worker for the processing steps the scope names, called by the app");
  return { kind, framework: framework.framework, ui: framework.ui, data, payments, services, reason };
}

const FRAMEWORK_WORD = String.raw`(?:rails|remix|sveltekit|flutter|expo|react native|typescript|python|node(?:\.js)?|next\.?js)`;
const ALTERNATIVE = new RegExp(String.raw`\b(${FRAMEWORK_WORD}) or (${FRAMEWORK_WORD})\b`, "gi");

/** A scope line with its "A or B" framework choice settled to the chosen stack's side, so it cannot contradict the stack. */
export function settleLine(line: string, stack: BuildStack): string {
  return line.replace(ALTERNATIVE, (whole, a: string, b: string) => {
    const inStack = (word: string) => stack.framework.toLowerCase().includes(word.toLowerCase().replace(/\.js$/, "")) || (word.toLowerCase() === "typescript" && /typescript/i.test(stack.framework));
    if (inStack(a)) return a;
    if (inStack(b)) return b;
    return whole;
  });
}

/** The stack as the identical block every prompt carries. */
export function stackBlock(stack: BuildStack): string {
  return [
    "Stack (the same in every prompt we write for this idea; do not swap any part):",
    `- App: ${stack.framework}`,
    `- Interface: ${stack.ui}`,
    `- Data and sign-in: ${stack.data}`,
    `- Payments: ${stack.payments}`,
    ...(stack.services.length ? [`- Services the idea names: ${stack.services.join(", ")}`] : []),
  ].join("\n");
}

/**
 * What a tool can build of a stack: all of it, or a named part (with the reason). From each tool's
 * documented limits: Lovable writes React + Vite on Supabase only; Bolt runs JavaScript only (no
 * Python, Ruby or PHP; Expo for mobile); v0 writes Next.js with shadcn/ui; Cursor, Windsurf and
 * Replit work in any language.
 */
export interface ToolFit {
  full: boolean;
  /** For a partial fit: which part to build in this tool, and why not the rest. */
  part?: string;
}

const SERVER_LANGUAGES: StackKind[] = ["python", "rails", "laravel"];

export function toolFit(tool: BuilderToolId, stack: BuildStack): ToolFit {
  const { kind } = stack;
  // "not An Expo app" reads wrong mid-sentence; names (Next.js, Ruby on Rails) keep their capitals.
  const framework = /^An? /.test(stack.framework) ? stack.framework.charAt(0).toLowerCase() + stack.framework.slice(1) : stack.framework;
  switch (tool) {
    case "cursor":
    case "windsurf":
      return { full: true };
    case "replit":
      return kind === "extension"
        ? { full: false, part: "Replit hosts the extension's backend (the API and database); build and load the extension itself locally, since Replit's preview cannot run it." }
        : { full: true };
    case "bolt":
      if (SERVER_LANGUAGES.includes(kind) || kind === "flutter")
        return { full: false, part: `Bolt runs JavaScript only, so it cannot run ${framework}. Use it for the landing page and a clickable prototype of the main screens against sample data, to show buyers before the real build.` };
      if (kind === "shopify-app") return { full: false, part: "Bolt cannot run the Shopify CLI or install into a store. Use it for a clickable prototype of the app's admin screens against sample data." };
      return { full: true };
    case "v0":
      if (kind === "nextjs") return { full: true };
      return { full: false, part: `v0 writes Next.js with shadcn/ui, not ${framework}. Use it to design the landing page and the main screens as components; port the markup into the app afterwards.` };
    case "lovable":
      if (kind === "vite") return { full: true };
      return {
        full: false,
        part: `Lovable builds React + Vite web apps on Supabase only, not ${framework}. Use it for ${kind === "nextjs" ? "the Supabase tables with row-level security, sign-in and the screens as React components; they carry over to the Next.js app unchanged apart from routing" : "the landing page, the Supabase tables with row-level security and a web version of the main screens to show buyers"}.`,
      };
  }
}
