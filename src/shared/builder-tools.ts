/** The six AI app builders the builder modal offers, with the spec's time estimates. */
export const BUILDER_TOOL_IDS = ["bolt", "v0", "lovable", "cursor", "windsurf", "replit"] as const;
export type BuilderToolId = (typeof BUILDER_TOOL_IDS)[number];

export interface BuilderTool {
  id: BuilderToolId;
  name: string;
  url: string;
  icon: string;
  tagline: string;
  strengths: string[];
  timeEstimate: string;
  bestFor: string;
}

export const BUILDER_TOOLS: BuilderTool[] = [
  {
    id: "bolt",
    name: "Bolt.new",
    url: "https://bolt.new",
    icon: "zap",
    tagline: "A full-stack app from one prompt, running in the browser",
    strengths: ["Runs and previews the app as it writes it", "Good at Vite and Next.js starters", "One-click deploy"],
    timeEstimate: "2-4 hours",
    bestFor: "A clickable MVP you can show to customers the same day",
  },
  {
    id: "v0",
    name: "v0",
    url: "https://v0.dev",
    icon: "layout",
    tagline: "Polished React screens with shadcn/ui and Tailwind",
    strengths: ["Best-looking UI out of the box", "Exports clean Next.js components", "Fast iteration on layouts"],
    timeEstimate: "1-2 hours",
    bestFor: "Landing page and the main screens before you wire a backend",
  },
  {
    id: "lovable",
    name: "Lovable",
    url: "https://lovable.dev",
    icon: "heart",
    tagline: "A complete app with Supabase auth and database",
    strengths: ["Auth, database and storage wired for you", "Non-developers can keep editing", "GitHub sync"],
    timeEstimate: "2-3 hours",
    bestFor: "Founders who want accounts and data working without writing backend code",
  },
  {
    id: "cursor",
    name: "Cursor",
    url: "https://cursor.com",
    icon: "mouse-pointer",
    tagline: "An AI code editor working in your own repository",
    strengths: ["Full control of the code", "Works with any stack", "Great for the fiddly parts: payments, webhooks"],
    timeEstimate: "3-6 hours",
    bestFor: "Developers who want code they own and can grow past the MVP",
  },
  {
    id: "windsurf",
    name: "Windsurf",
    url: "https://windsurf.com",
    icon: "wind",
    tagline: "An agentic editor that plans and carries out multi-step changes",
    strengths: ["Plans a build in steps and runs them", "Edits many files at once", "Runs commands and tests"],
    timeEstimate: "4-8 hours",
    bestFor: "A larger first version with several integrations",
  },
  {
    id: "replit",
    name: "Replit",
    url: "https://replit.com",
    icon: "terminal",
    tagline: "Build, host and share from one browser tab",
    strengths: ["Hosting and database included", "Agent builds from a description", "Share a live URL instantly"],
    timeEstimate: "2-4 hours",
    bestFor: "Getting a live URL in front of your first ten customers",
  },
];

/**
 * The launch checklist in the builder (7 items). The server prices the third item from the idea's
 * own pricing (builder-documents.ts); this wording stands when the idea names no price.
 */
export const LAUNCH_CHECKLIST = [
  "Write the one-sentence promise for your landing page",
  "Build the core workflow end to end with the prompt",
  "Add sign-up and checkout at the price your first buyers agreed to",
  "Deploy on a custom domain (budget under $500 in total)",
  "Post in two communities where your buyers already talk",
  "Get on a call with 5 potential customers within 72 hours",
  "Close your first paying customer, then aim for 10",
] as const;
