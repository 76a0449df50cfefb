import { BUILDER_TOOLS } from "@shared/builder-tools";
import { AI_QUOTAS, PLANS, TIERS } from "@shared/plans";
import type { LegalSection } from "./components/legal-document";
import { SupportEmailLink } from "@web/components/support-email";
import { TextLink } from "./components/text-link";
import { inWords, PAID_PLAN_NAMES, priceInWords, PRO_PLAN_NAMES } from "./content-format";
import { formatNumber } from "@web/lib/format";

/** The Terms of Service, section by section. Prices and limits come from @shared/plans. */

const { pro, lifetime } = PLANS;
const strong = "font-semibold text-slate-900";

export const TERMS_INTRO = (
  <p>
    These terms are the agreement between you and Ideadeck (&ldquo;we&rdquo;, &ldquo;us&rdquo;) for using the Ideadeck
    website, its e-mails and its AI tools. We have kept them in plain English. Where a sentence says you must or may not do
    something, it is a rule. How we handle personal data is in our <TextLink to="/privacy">Privacy Policy</TextLink>.
  </p>
);

export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: "acceptance",
    title: "Accepting these terms",
    body: (
      <>
        <p>
          By creating an account, buying a plan, subscribing to the daily idea e-mail or otherwise using Ideadeck, you agree
          to these terms. If you don&apos;t agree, please don&apos;t use Ideadeck.
        </p>
        <p>
          If you use Ideadeck for a company or other organisation, you confirm that you may accept these terms on its behalf,
          and &ldquo;you&rdquo; includes it.
        </p>
      </>
    ),
  },
  {
    id: "eligibility",
    title: "Who can use Ideadeck",
    body: (
      <ul>
        <li>You must be at least 13 years old to use Ideadeck or create an account.</li>
        <li>
          If you are under 18, or under the age of majority where you live, a parent or guardian must agree to these terms
          for any purchase and make or approve it. They are responsible for that purchase.
        </li>
        <li>You may not open a new account if we have closed one of yours for breaking these terms, unless we agree.</li>
      </ul>
    ),
  },
  {
    id: "accounts",
    title: "Your account and its security",
    body: (
      <>
        <p>
          You can sign up with an e-mail address and password, or with Google or GitHub where offered. Give us accurate
          details and keep your e-mail address current: we send verification links, password resets and notices about your plan
          there.
        </p>
        <ul>
          <li>An account is for one person. Don&apos;t share your sign-in details or let others use your account.</li>
          <li>Keep your password secret. You are responsible for what happens under your account.</li>
          <li>
            You can see your active sessions and sign them out in <TextLink to="/settings">Settings</TextLink>. If you think
            someone else has access to your account, change your password and tell us at <SupportEmailLink /> straight away.
          </li>
          <li>To protect accounts, we limit repeated failed sign-in attempts.</li>
        </ul>
      </>
    ),
  },
  {
    id: "billing",
    title: "Plans, billing, renewal and refunds",
    body: (
      <>
        <p>Our plans, in US dollars, are:</p>
        <ul>
          {TIERS.map((tier) => (
            <li key={tier}>
              <span className={strong}>{PLANS[tier].name}</span>: {priceInWords(PLANS[tier])}.
            </li>
          ))}
        </ul>
        <p>
          What each plan includes is listed on <TextLink to="/pricing">Pricing</TextLink>; the price and plan shown at checkout
          are the ones you buy.
        </p>
        <ul>
          <li>
            <span className={strong}>Payment.</span> Payments are handled by our payment provider. You enter your card on its
            page; we never see or store your full card number.
          </li>
          <li>
            <span className={strong}>Renewal.</span> Monthly and yearly plans renew automatically at the end of each billing
            period, and the payment method on file is charged, until you cancel. {lifetime.name} is a single payment that
            never renews; it gives you {lifetime.name} access for as long as we run Ideadeck.
          </li>
          <li>
            <span className={strong}>Upgrades</span> apply at once: you get the new plan straight away and pay a prorated
            charge for the rest of your current billing period.
          </li>
          <li>
            <span className={strong}>Downgrades and cancellations</span> take effect at the end of the billing period you have
            paid for. You keep your plan until then, and nothing renews afterwards. You can cancel at any time in{" "}
            <TextLink to="/settings/billing">Settings &rsaquo; Billing</TextLink>.
          </li>
          <li>
            <span className={strong}>Failed payments.</span> If a renewal can&apos;t be collected, our payment provider tries
            again and you keep your plan meanwhile. If it still can&apos;t be collected, your plan ends and your account returns
            to {PLANS.free.name}.
          </li>
          <li>
            <span className={strong}>Refunds.</span> Every purchase has a 7-day money-back guarantee: ask at{" "}
            <SupportEmailLink /> within 7 days of paying and we refund that payment in full through our payment provider.
            After 7 days payments are not refundable, including for part of a billing period, except where the law says
            otherwise.
          </li>
          <li>
            <span className={strong}>Price changes.</span> We tell members by e-mail at least 30 days before a new price
            applies to them. It applies from your first renewal after that notice, and you can cancel before then.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "using-ideas",
    title: "Using the ideas",
    body: (
      <>
        <p>
          While you have access to an idea, we give you a personal, non-exclusive, non-transferable licence to read it and to
          use it to plan, build and run your own business or project. A business you build on an idea is yours: you owe us no
          royalty and no credit.
        </p>
        <p>
          Ideas are not exclusive. Other members can read the same idea and build it too, and we don&apos;t sell exclusive
          rights to any idea.
        </p>
        <p>You may:</p>
        <ul>
          <li>save ideas, and export the ideas your plan allows (as JSON or PDF, on {PAID_PLAN_NAMES}) for your own use;</li>
          <li>share links to ideas, and quote short passages with a link back to Ideadeck.</li>
        </ul>
        <p>You may not:</p>
        <ul>
          <li>republish, sell, sublicense or give away our analyses or exports, in whole or in substantial part;</li>
          <li>copy the catalogue in bulk, including by scraping, crawling or other automated downloading;</li>
          <li>use our content to build a competing catalogue or to train AI models.</li>
        </ul>
      </>
    ),
  },
  {
    id: "ai-features",
    title: "AI features",
    body: (
      <>
        <p>
          {PRO_PLAN_NAMES} include AI builder prompts for {inWords(BUILDER_TOOLS.length)} AI app builders, the AI Strategist chat and
          AI idea validation.
        </p>
        <ul>
          <li>
            <span className={strong}>Monthly limits.</span> {pro.name} includes {formatNumber(AI_QUOTAS.pro.aiChat)} chat messages
            and {formatNumber(AI_QUOTAS.pro.aiResearch)} validations a month. {lifetime.name} has a fair-use cap of{" "}
            {formatNumber(AI_QUOTAS.lifetime.aiChat)} of each a month. Each message you send counts as one chat. Limits reset at 00:00
            UTC on the 1st of each month, and unused ones don&apos;t roll over.
          </li>
          <li>
            <span className={strong}>Fair use.</span> The AI features are for your own projects. Don&apos;t automate them, resell
            access to them or use them as a general-purpose AI service.
          </li>
          <li>
            <span className={strong}>Outputs can be wrong.</span> Answers are produced by an AI model and may be inaccurate,
            incomplete, out of date or similar to answers given to others. Check them before you rely on them; how you use them
            is your responsibility. You may use the outputs you receive for your own projects.
          </li>
          <li>
            <span className={strong}>What you type</span> is sent to our AI model provider to produce the answer (see the{" "}
            <TextLink to="/privacy">Privacy Policy</TextLink>). Don&apos;t enter other people&apos;s personal data or information
            you are not allowed to share.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    body: (
      <>
        <p>When you use Ideadeck, you must not:</p>
        <ul>
          <li>break the law or anyone else&apos;s rights;</li>
          <li>
            get around plan limits, AI quotas or locked content, for example by opening several accounts or reaching content
            by other means than the pages we provide;
          </li>
          <li>scrape or crawl the site, or send automated requests beyond normal personal use (we rate-limit requests);</li>
          <li>probe, attack, overload or disrupt our systems, or upload anything harmful;</li>
          <li>impersonate anyone, or use the AI features to produce spam, harassment or unlawful content;</li>
          <li>share, sell or rent access to your account.</li>
        </ul>
      </>
    ),
  },
  {
    id: "content-ip",
    title: "Our content and yours",
    body: (
      <>
        <p>
          Ideadeck&apos;s software, design and the written research in the catalogue (analyses, scores and the way they are put
          together) belong to us or our licensors and are protected by copyright and other laws. Apart from the licence in
          section 5, these terms give you no rights in them. A business idea in general terms is free for anyone to pursue;
          what we protect is our written work.
        </p>
        <p>
          What you add, such as your profile and what you type into the AI tools, stays yours. You let us store and process it
          to run Ideadeck for you, including sending AI prompts to our AI model provider.
        </p>
        <p>
          If you send us feedback or suggestions, we may use them without owing you anything. Links to other sites and tools,
          such as the AI app builders, lead to services we don&apos;t run; their own terms apply there.
        </p>
      </>
    ),
  },
  {
    id: "daily-email",
    title: "The daily idea e-mail",
    body: (
      <>
        <p>
          Anyone can subscribe to the daily idea e-mail, and signed-in members can switch it on or off in{" "}
          <TextLink to="/settings">Settings</TextLink>. It is sent at most once a day, at 09:00 UTC unless we change the send
          time.
        </p>
        <p>
          Every e-mail has a one-click unsubscribe link. Unsubscribing stops the daily e-mail straight away and doesn&apos;t
          affect your account. Messages about your account, such as e-mail verification, password resets, plan and billing
          notices and important changes to these terms, are part of the service and are sent regardless.
        </p>
      </>
    ),
  },
  {
    id: "disclaimers",
    title: "Research, estimates and advice",
    body: (
      <>
        <p>
          Our research is a starting point, not a guarantee. Revenue ranges, market sizes, search volumes, scores, build times
          and costs are estimates, labelled as such, and can be wrong or go out of date. &ldquo;Under $500&rdquo;, &ldquo;a
          weekend&rdquo; and &ldquo;$10K a month&rdquo; describe what an idea aims at, not what it will achieve.
        </p>
        <p>
          Nothing on Ideadeck is financial, investment, legal or tax advice. Check an idea with real customers before you
          spend money on it, and ask a qualified professional where it matters.
        </p>
        <p>
          We work to keep Ideadeck available and accurate, but we provide it &ldquo;as is&rdquo; and &ldquo;as
          available&rdquo;, and as far as the law allows we make no promise that it will be uninterrupted, error-free or fit
          for a particular purpose. We may change or remove features. Your statutory rights as a consumer are not affected.
        </p>
      </>
    ),
  },
  {
    id: "liability",
    title: "Limitation of liability",
    body: (
      <ul>
        <li>
          As far as the law allows, we are not liable for indirect or consequential losses, or for lost profits, revenue,
          business opportunities or data, including losses from building on an idea or acting on an AI answer.
        </li>
        <li>
          As far as the law allows, our total liability for all claims relating to Ideadeck is limited to the greater of the
          amount you paid us in the 12 months before the claim arose and US$100.
        </li>
        <li>
          Nothing in these terms limits liability that cannot be limited by law, such as for fraud, or for death or personal
          injury caused by negligence.
        </li>
      </ul>
    ),
  },
  {
    id: "termination",
    title: "Suspension and termination",
    body: (
      <>
        <p>
          You can stop using Ideadeck at any time. Cancel a paid plan in{" "}
          <TextLink to="/settings/billing">Settings &rsaquo; Billing</TextLink>, and ask at <SupportEmailLink /> to delete
          your account; the <TextLink to="/privacy">Privacy Policy</TextLink> explains what deletion removes.
        </p>
        <p>
          We may suspend or close an account that seriously or repeatedly breaks these terms, when the law requires it, or to
          protect other users or the service. Where we can, we tell you why first. If we close your account without you having
          broken these terms, we refund the unused part of any period you have paid for.
        </p>
        <p>
          Businesses you have already built on ideas stay yours. The sections on our content, disclaimers and liability
          continue to apply after an account ends.
        </p>
      </>
    ),
  },
  {
    id: "changes-contact",
    title: "Changes to these terms and contact",
    body: (
      <>
        <p>
          We update these terms when Ideadeck or the law changes. If a change matters for you, we e-mail you before it takes
          effect. If you keep using Ideadeck afterwards, the new terms apply; if you don&apos;t agree, you can cancel and stop
          using it.
        </p>
        <p>
          Questions about these terms? Write to us at <SupportEmailLink />.
        </p>
      </>
    ),
  },
];
