import type { ReactNode } from "react";
import { BUILDER_TOOLS } from "@shared/builder-tools";
import { FREE_PREVIEW_COUNT } from "@shared/entitlements";
import { AI_QUOTAS, PLANS, TIERS } from "@shared/plans";
import { SupportEmailLink } from "@web/components/support-email";
import { TextLink } from "./components/text-link";
import { inWords, joinNames, localTimeOfUtc, PAID_PLAN_NAMES, priceInWords, PRO_PLAN_NAMES } from "./content-format";
import { formatNumber } from "@web/lib/format";

/**
 * The FAQ. Every answer must be true of the product as DECISIONS.md and src/shared/plans.ts define
 * it; prices, limits and tool names are read from the shared config, never retyped here.
 */
export const FAQ_CATEGORIES = [
  { id: "general", label: "General" },
  { id: "pricing", label: "Pricing" },
  { id: "ideas", label: "Ideas" },
  { id: "ai", label: "AI Features" },
  { id: "technical", label: "Technical" },
] as const;

export type FaqCategory = (typeof FAQ_CATEGORIES)[number]["id"];

export interface FaqItem {
  /** Stable anchor: /faq#refunds opens that question. */
  id: string;
  category: FaqCategory;
  question: string;
  answer: ReactNode;
}

/** The default send time of the daily e-mail (admin settings, UTC). */
const DAILY_EMAIL_HOUR_UTC = 9;

const { starter, pro, lifetime } = PLANS;
const toolNames = joinNames(BUILDER_TOOLS.map((tool) => tool.name));

export const FAQ_ITEMS: FaqItem[] = [
  // General
  {
    id: "what-is-ideadeck",
    category: "general",
    question: "What is Ideadeck?",
    answer: (
      <>
        <p>
          Ideadeck is a catalogue of researched startup ideas for solo founders. Each idea is pitched as a weekend project you
          can build for under $500, with a path towards $10K a month in revenue. That figure is a goal to aim at, not a
          forecast.
        </p>
        <p>
          Anyone can browse the catalogue and get a free idea of the day by e-mail. Paying members read every analysis in
          full, export ideas and, on {PRO_PLAN_NAMES}, use our AI tools to validate and plan what they build.
        </p>
      </>
    ),
  },
  {
    id: "free-access",
    category: "general",
    question: "What can I see without paying?",
    answer: (
      <>
        <p>Without an account you can:</p>
        <ul>
          <li>
            read today&apos;s daily idea in full for the 24 hours it is the idea of the day (a new one starts at 00:00 UTC);
          </li>
          <li>
            preview the first {FREE_PREVIEW_COUNT} ideas on <TextLink to="/browse">Browse Ideas</TextLink> (title, tagline,
            category, revenue potential, difficulty, views and weeks to an MVP); the other cards stay locked;
          </li>
          <li>see the heading, scores and the opening of the problem on any other idea&apos;s page;</li>
          <li>
            see the top {FREE_PREVIEW_COUNT} ideas on <TextLink to="/trending">Trending</TextLink>.
          </li>
        </ul>
        <p>
          A free account adds saving ideas to your own list, a dashboard, and the daily e-mail switch in Settings. Saving
          needs you to be signed in.
        </p>
      </>
    ),
  },
  {
    id: "daily-email",
    category: "general",
    question: "When does the daily idea e-mail arrive, and how do I stop it?",
    answer: (
      <>
        <p>
          The daily idea goes out at {String(DAILY_EMAIL_HOUR_UTC).padStart(2, "0")}:00 UTC by default (
          {localTimeOfUtc(DAILY_EMAIL_HOUR_UTC)} your time today), and each address gets it at most once a day. Subscribe
          with your e-mail address on the <TextLink to="/">home page</TextLink>, or, when signed in, tick &ldquo;daily idea
          emails&rdquo; in <TextLink to="/settings">Settings</TextLink>.
        </p>
        <p>
          Every e-mail has a one-click unsubscribe link at the bottom. Use it, or untick the setting, and the daily e-mails
          stop; your account is not affected.
        </p>
      </>
    ),
  },
  {
    id: "minimum-age",
    category: "general",
    question: "How old do I need to be to use Ideadeck?",
    answer: (
      <p>
        You must be 13 or older to create an account. If you are under 18, a parent or guardian must agree to any purchase
        and make it for you.
      </p>
    ),
  },

  // Pricing
  {
    id: "plans-and-prices",
    category: "pricing",
    question: "What plans are there, and what do they cost?",
    answer: (
      <>
        <ul>
          {TIERS.map((tier) => (
            <li key={tier}>
              <strong className="font-semibold text-slate-900">{PLANS[tier].name}</strong>, {priceInWords(PLANS[tier])}:{" "}
              {PLANS[tier].features.join(", ")}.
            </li>
          ))}
        </ul>
        <p>
          Prices are in US dollars. Monthly and yearly plans renew automatically until you cancel; {lifetime.name} is paid
          once and never renews. If we change our prices, we tell members by e-mail at least 30 days before the new price
          applies to them. See <TextLink to="/pricing">Pricing</TextLink> for the full comparison.
        </p>
      </>
    ),
  },
  {
    id: "change-plan",
    category: "pricing",
    question: "What happens when I upgrade, downgrade or cancel?",
    answer: (
      <>
        <p>
          Upgrades apply at once: you get the new plan&apos;s features straight away and pay a prorated charge for the rest of
          your current billing period.
        </p>
        <p>
          Downgrades and cancellations take effect at the end of the billing period you have paid for. You keep your plan
          until then, and nothing renews afterwards. Change or cancel your plan in{" "}
          <TextLink to="/settings/billing">Settings &rsaquo; Billing</TextLink>.
        </p>
      </>
    ),
  },
  {
    id: "refunds",
    category: "pricing",
    question: "Can I get a refund?",
    answer: (
      <>
        <p>
          Yes, within 7 days: every purchase comes with a 7-day money-back guarantee. Write to <SupportEmailLink /> from the
          address on your account within 7 days of paying and we refund the payment in full to the way you paid,
          through our payment provider.
        </p>
        <p>
          After those 7 days we don&apos;t give refunds, including for part of a billing period. Cancelling stops the next
          renewal, and you keep your plan until the period ends.
        </p>
      </>
    ),
  },

  // Ideas
  {
    id: "research",
    category: "ideas",
    question: "How are the ideas researched?",
    answer: (
      <>
        <p>Our editors put each idea together, with AI tools helping with the legwork, and decide what is published. Every analysis:</p>
        <ul>
          <li>names real competitors where they exist, and says so when there is no dominant player yet;</li>
          <li>sizes the market and shows the reasoning behind the numbers;</li>
          <li>scopes a weekend MVP you can build for under $500: core features, tools and a launch plan.</li>
        </ul>
        <p>
          Revenue ranges, market sizes, search volumes and scores are estimates and are labelled as such. Treat them as a
          starting point for your own checks, not as a forecast.
        </p>
      </>
    ),
  },
  {
    id: "pro-picks",
    category: "ideas",
    question: "What are Pro Picks?",
    answer: (
      <>
        <p>
          Pro Picks are the ideas our editors rate highest, about 10% of the catalogue, marked with a Pro Pick badge.{" "}
          {PRO_PLAN_NAMES} members read them in full; {starter.name} includes the rest of the catalogue.
        </p>
        <p>
          The catalogue keeps growing as our editors publish new ideas. We don&apos;t promise a fixed number a week:{" "}
          <TextLink to="/browse">Browse Ideas</TextLink> always shows what is there today.
        </p>
      </>
    ),
  },
  {
    id: "build-on-ideas",
    category: "ideas",
    question: "Can I build a business on an idea I find here? Is it exclusive?",
    answer: (
      <>
        <p>
          Yes, that is what the ideas are for. You may build and run a business on any idea you read on Ideadeck, with no
          royalty and no credit to us required.
        </p>
        <p>
          Ideas are not exclusive: other members can read and build the same idea, and we don&apos;t sell exclusive rights.
          What you may not do is republish or resell our analyses, or copy the catalogue in bulk, scraping included. The{" "}
          <TextLink to="/terms">Terms of Service</TextLink> have the details.
        </p>
      </>
    ),
  },
  {
    id: "sharing",
    category: "ideas",
    question: "Can I share an idea with someone else?",
    answer: (
      <>
        <p>
          Yes, share its link: the Share button on an idea&apos;s page opens your device&apos;s share menu, or copies the link.
          Whoever opens it sees what their own plan allows. Today&apos;s daily idea is open to everyone until the day ends at
          00:00 UTC; for other ideas, people without a paid plan see a preview.
        </p>
        <p>Please don&apos;t share your account or paste whole analyses into public posts. An account is for one person.</p>
      </>
    ),
  },

  // AI features
  {
    id: "ai-features",
    category: "ai",
    question: "What AI features are included, and on which plans?",
    answer: (
      <>
        <p>AI features come with {PRO_PLAN_NAMES}:</p>
        <ul>
          <li>
            <strong className="font-semibold text-slate-900">AI builder prompts</strong>: ready-to-paste prompts that turn an
            idea into a first build in {inWords(BUILDER_TOOLS.length)} AI app builders: {toolNames}.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">AI Strategist chat</strong>: plan your build with an AI
            strategist, {formatNumber(AI_QUOTAS.pro.aiChat)} messages a month on {pro.name}.
          </li>
          <li>
            <strong className="font-semibold text-slate-900">AI idea validation</strong>: a difficulty score, risks, ways to
            make money, execution tips and market notes for an idea of your own, {formatNumber(AI_QUOTAS.pro.aiResearch)} a month on{" "}
            {pro.name}.
          </li>
        </ul>
        <p>
          {lifetime.name} has the same tools with a fair-use cap of {formatNumber(AI_QUOTAS.lifetime.aiChat)} chat messages and{" "}
          {formatNumber(AI_QUOTAS.lifetime.aiResearch)} validations a month. {PLANS.free.name} and {starter.name} don&apos;t include AI
          features.
        </p>
        <p>
          These tools run on an AI model when one is configured. Where none is, they run on our built-in analyst: our
          catalogue&apos;s research and written scoring rules, with no AI model behind them. Every report and chat says which
          of the two answered.
        </p>
      </>
    ),
  },
  {
    id: "ai-quotas",
    category: "ai",
    question: "How do the monthly AI limits work?",
    answer: (
      <>
        <p>
          Each message you send to the AI Strategist counts as one chat, and each idea you validate counts as one validation.
          Both reset at 00:00 UTC on the 1st of each month, and unused ones don&apos;t roll over.
        </p>
        <p>
          When you reach a limit, that tool pauses until the next reset while the others keep working. Builder prompts are
          not counted.
        </p>
      </>
    ),
  },
  {
    id: "ai-accuracy",
    category: "ai",
    question: "Can I rely on what the AI tells me, and what happens to what I type?",
    answer: (
      <>
        <p>
          AI answers can be wrong, out of date or incomplete. Check anything important, such as competitors, prices, legal or
          tax questions, before you act on it.
        </p>
        <p>
          When an AI model answers, what you type into the chat or the validator is sent to our AI model provider to
          produce the answer; the built-in analyst answers on our own servers. Either way it is kept in your account so you
          can come back to it. We don&apos;t sell it or use it for advertising. The{" "}
          <TextLink to="/privacy">Privacy Policy</TextLink> has the details.
        </p>
      </>
    ),
  },

  // Technical
  {
    id: "export-ideas",
    category: "technical",
    question: "Can I export ideas?",
    answer: (
      <p>
        Yes, on {PAID_PLAN_NAMES}. Use Export on an idea&apos;s page to download any idea you can read in full, either as JSON
        (structured data for your own tools, scripts or spreadsheets) or as a PDF report.
      </p>
    ),
  },
  {
    id: "your-data",
    category: "technical",
    question: "How do I get a copy of my data or delete my account?",
    answer: (
      <>
        <p>
          You can change your name, username and e-mail preferences in <TextLink to="/settings">Settings</TextLink> at any
          time. For a copy of your personal data, or to delete your account, write to <SupportEmailLink /> from the address on
          your account; we do it within 30 days.
        </p>
        <p>
          Deleting your account removes your personal data, saved ideas and AI history, and signs you out everywhere. It
          can&apos;t be undone. Cancel any paid plan first so it doesn&apos;t renew. We keep records of payments for
          accounting, detached from your account.
        </p>
      </>
    ),
  },
  {
    id: "browsers",
    category: "technical",
    question: "Which browsers are supported?",
    answer: (
      <p>
        Current versions of Chrome, Edge, Firefox and Safari on computers, phones and tablets: Chrome and Edge 111 or later,
        Firefox 128 or later, and Safari 16.4 or later (including iPhone and iPad). JavaScript must be on, and signing in
        needs cookies.
      </p>
    ),
  },
];
