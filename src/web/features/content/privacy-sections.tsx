import type { LegalSection } from "./components/legal-document";
import { SupportEmailLink } from "@web/components/support-email";
import { TextLink } from "./components/text-link";

/** The Privacy Policy, section by section: what the product really stores and sends, nothing more. */

const strong = "font-semibold text-slate-900";

export const PRIVACY_INTRO = (
  <p>
    This policy explains what personal data Ideadeck (&ldquo;we&rdquo;, &ldquo;us&rdquo;) collects when you use our website,
    e-mails and AI tools, why we collect it, who we share it with and the choices you have. We are responsible for that
    data. We don&apos;t sell personal data, and we don&apos;t use advertising trackers.
  </p>
);

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: "what-we-collect",
    title: "What we collect",
    body: (
      <ul>
        <li>
          <span className={strong}>Account.</span> Your e-mail address, name and password (stored only as a one-way hash),
          and whether your address is verified. If you sign in with Google or GitHub, we receive your name, e-mail address,
          profile picture and the sign-in tokens that provider issues.
        </li>
        <li>
          <span className={strong}>Profile.</span> The username and location you choose to add, and your e-mail preferences.
        </li>
        <li>
          <span className={strong}>Saved ideas and progress.</span> The ideas you save and your launch checklist progress.
        </li>
        <li>
          <span className={strong}>Views.</span> Which ideas you open, counted once per idea per day. For a signed-in member
          the count is tied to the account; for a visitor, to a random ID in a cookie (see section 4).
        </li>
        <li>
          <span className={strong}>Daily e-mail subscription.</span> Your e-mail address, whether you are subscribed, when you
          unsubscribed, and where you signed up (the page, the referring site and your browser&apos;s user agent).
        </li>
        <li>
          <span className={strong}>Payments.</span> Your plan, billing interval, status and renewal dates, the amounts and
          invoices of your payments, and the customer and subscription IDs from our payment provider. You enter card details
          on the payment provider&apos;s page and the provider holds them; we never see or store your full card number.
        </li>
        <li>
          <span className={strong}>AI prompts.</span> What you type into the AI Strategist chat and the idea validator, the
          answers, and how many you have used this month.
        </li>
        <li>
          <span className={strong}>Security and technical data.</span> For each signed-in session, its IP address, browser
          user agent and times; sign-in attempts (e-mail address, IP address, success or failure); and request logs (IP
          address, time and page) that help us fix errors and stop abuse.
        </li>
        <li>
          <span className={strong}>Messages.</span> What you write to support, and copies of the e-mails we send you, kept so
          delivery can be retried and checked.
        </li>
      </ul>
    ),
  },
  {
    id: "why",
    title: "Why we use it",
    body: (
      <>
        <ul>
          <li>to create your account, sign you in and keep it secure;</li>
          <li>to give you what your plan includes, and count your monthly AI use;</li>
          <li>to take payments, manage subscriptions and keep accounting records;</li>
          <li>to send the daily idea e-mail you asked for, and messages about your account;</li>
          <li>to count idea views, which show on ideas and rank the Trending page;</li>
          <li>to produce answers from the AI features;</li>
          <li>to answer your questions and support requests;</li>
          <li>to prevent abuse: rate limits, limits on sign-in attempts and a log of admin actions;</li>
          <li>to improve Ideadeck using totals, such as which ideas are viewed most.</li>
        </ul>
        <p>We don&apos;t sell personal data, use it for advertising, or make automated decisions about you that have legal effects.</p>
      </>
    ),
  },
  {
    id: "legal-bases",
    title: "Legal bases",
    body: (
      <>
        <p>Where data-protection law such as the GDPR applies, we rely on:</p>
        <ul>
          <li>
            <span className={strong}>Contract</span>: running your account and plan, payments, the AI features and account
            e-mails;
          </li>
          <li>
            <span className={strong}>Consent</span>: the daily idea e-mail and other optional e-mails, and optional profile
            details. You can withdraw consent at any time, for example with the unsubscribe link;
          </li>
          <li>
            <span className={strong}>Legitimate interests</span>: security, preventing abuse, counting views, request logs and
            improving Ideadeck. We weigh these against your interests, and you can object;
          </li>
          <li>
            <span className={strong}>Legal obligation</span>: keeping payment and tax records, and answering lawful requests.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and local storage",
    body: (
      <>
        <ul>
          <li>
            <span className={strong}>Session cookie.</span> Set when you sign in, to keep you signed in (by default for up to
            30 days, or until you sign out). It is HttpOnly, so scripts on the page cannot read it.
          </li>
          <li>
            <span className={strong}>Visitor cookie.</span> When a signed-out visitor opens an idea, we set a cookie holding a
            random ID, used only to count one view per idea per day. It contains nothing about you and lasts a year.
          </li>
          <li>
            <span className={strong}>Local storage.</span> When you sign in with Google or GitHub, your browser briefly keeps
            the page to return to afterwards.
          </li>
        </ul>
        <p>
          There are no advertising or cross-site tracking cookies and no third-party analytics scripts. The cookies above are
          needed for features you use, so we don&apos;t ask for consent to them; you can block cookies in your browser, but
          signing in will not work. Our payment provider&apos;s checkout page sets its own cookies under its own policy.
        </p>
      </>
    ),
  },
  {
    id: "email",
    title: "E-mail",
    body: (
      <ul>
        <li>
          The daily idea e-mail goes only to addresses that subscribed and to members who have the daily idea preference on,
          at most once a day.
        </li>
        <li>
          Every e-mail carries a signed one-click unsubscribe link, and an unsubscribe header that lets your mail app offer an
          Unsubscribe button. The link is signed, so nobody can unsubscribe you with your address alone.
        </li>
        <li>
          After you unsubscribe we keep your address marked as unsubscribed, so we don&apos;t e-mail you again by mistake.
          Ask us if you want it removed entirely.
        </li>
        <li>
          Trending idea alerts and product news are sent only if you switch them on in{" "}
          <TextLink to="/settings">Settings</TextLink>; both are off by default. Messages about your account (verification,
          password resets, billing) are sent as part of the service.
        </li>
      </ul>
    ),
  },
  {
    id: "sharing",
    title: "Who we share it with",
    body: (
      <>
        <p>We share personal data only with the providers that help us run Ideadeck, and only what each of them needs:</p>
        <ul>
          <li>
            <span className={strong}>Our payment provider</span> takes payments and holds card details. It receives your
            e-mail address and the plan you buy.
          </li>
          <li>
            <span className={strong}>Our e-mail delivery provider</span> delivers our e-mails. It receives your address and the
            message.
          </li>
          <li>
            <span className={strong}>Our AI model provider</span> produces the AI answers. It receives what you type into the
            AI features, with the idea under discussion.
          </li>
          <li>
            <span className={strong}>Google or GitHub</span>, if you choose to sign in with them, learn that you signed in to
            Ideadeck.
          </li>
          <li>
            <span className={strong}>Our hosting provider</span> stores the data on our behalf.
          </li>
        </ul>
        <p>
          We may also disclose data when the law requires it, or to a buyer of Ideadeck who takes on this policy. Inside
          Ideadeck, administrators can see account details to run the service and help you, and every change they make is
          recorded in an audit log. We never sell data or share it with advertisers.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep it",
    body: (
      <ul>
        <li>We keep your account data for as long as you have an account.</li>
        <li>
          Deleting your account removes your personal data and signs out all your sessions: your profile, saved ideas, views
          linked to you, AI history and checklist progress.
        </li>
        <li>
          Payment records are kept for accounting and tax purposes as the law requires, detached from your deleted account.
        </li>
        <li>
          A daily e-mail address is kept while it is subscribed, and afterwards as unsubscribed (see section 5) until you ask
          us to remove it.
        </li>
        <li>
          Sessions end when you sign out or they expire. Sign-in attempts and request logs are kept only as long as we need
          them to protect accounts and fix problems.
        </li>
        <li>Deleted data can stay in our back-ups for a limited time until those are replaced.</li>
      </ul>
    ),
  },
  {
    id: "security",
    title: "Security",
    body: (
      <>
        <ul>
          <li>Passwords are stored only as salted one-way hashes.</li>
          <li>Session cookies are HttpOnly and SameSite, so page scripts cannot read them and other sites cannot use them behind your back.</li>
          <li>Repeated failed sign-in attempts are limited, and admin actions are logged.</li>
          <li>What your plan includes is checked on our servers, not only in your browser.</li>
          <li>Card details go to our payment provider and never touch our servers.</li>
        </ul>
        <p>
          No system is perfectly secure. If a breach affects your personal data, we will tell you and the authorities as the
          law requires.
        </p>
      </>
    ),
  },
  {
    id: "your-rights",
    title: "Your rights",
    body: (
      <>
        <p>Depending on where you live, you have the right to:</p>
        <ul>
          <li>
            <span className={strong}>access</span> the personal data we hold about you, and{" "}
            <span className={strong}>export</span> a copy in a machine-readable format;
          </li>
          <li>
            <span className={strong}>correct</span> it: change your name, username and e-mail preferences in{" "}
            <TextLink to="/settings">Settings</TextLink>, or ask us;
          </li>
          <li>
            <span className={strong}>delete</span> it, by deleting your account;
          </li>
          <li>object to or restrict processing based on legitimate interests, and withdraw consent at any time;</li>
          <li>complain to your local data-protection authority.</li>
        </ul>
        <p>
          To use these rights, write to <SupportEmailLink /> from the address on your account. We may need to confirm it is
          you. We answer within 30 days, free of charge.
        </p>
      </>
    ),
  },
  {
    id: "children",
    title: "Children",
    body: (
      <p>
        Ideadeck is for people aged 13 and over. We don&apos;t knowingly collect personal data from children under 13; if we
        learn that we have, we delete it. If you believe a child under 13 has given us personal data, please tell us. Members
        under 18 need a parent or guardian for any purchase.
      </p>
    ),
  },
  {
    id: "international-transfers",
    title: "International transfers",
    body: (
      <p>
        We and the providers listed in section 6 may process personal data in countries other than the one you live in,
        including the United States. When data from the UK, the EEA or Switzerland goes to a country without an adequacy
        decision, we rely on safeguards the law recognises, such as the Standard Contractual Clauses in our agreements with
        those providers.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    body: (
      <p>
        We update this policy when what we collect or how we use it changes. If a change is significant, we e-mail account
        holders before it takes effect.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact",
    body: (
      <p>
        Questions about this policy or your data? Write to us at <SupportEmailLink />. You can also read our{" "}
        <TextLink to="/terms">Terms of Service</TextLink> and <TextLink to="/faq">FAQ</TextLink>.
      </p>
    ),
  },
];
