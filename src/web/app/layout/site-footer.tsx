import { Link } from "@web/lib/router";
import { GitHubIcon, LinkedInIcon, XIcon } from "@web/components/brand-icons";
import { usePublicConfig } from "@web/lib/public-config";
import { Logo } from "./logo";

/** Our public profiles. Confirm the handles before launch; they are the only hard-coded URLs here. */
const SOCIAL_LINKS = [
  { label: "Ideadeck on X (Twitter)", href: "https://x.com/ideadeck", Icon: XIcon },
  { label: "Ideadeck on GitHub", href: "https://github.com/ideadeck", Icon: GitHubIcon },
  { label: "Ideadeck on LinkedIn", href: "https://www.linkedin.com/company/ideadeck", Icon: LinkedInIcon },
] as const;

const PRODUCT_LINKS = [
  { label: "Browse Ideas", to: "/browse" },
  { label: "Trending", to: "/trending" },
  { label: "Retired ideas", to: "/retired" },
  { label: "Pricing", to: "/pricing" },
  { label: "FAQ", to: "/faq" },
] as const;

const LEGAL_LINKS = [
  { label: "Terms", to: "/terms" },
  { label: "Privacy", to: "/privacy" },
] as const;

const linkClass =
  "rounded text-sm text-slate-700 hover:text-indigo-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600";

export function SiteFooter() {
  const { data: config } = usePublicConfig();
  const year = new Date().getFullYear();

  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid w-full max-w-6xl grid-cols-2 gap-10 px-4 py-12 sm:px-6 md:grid-cols-[2fr_1fr_1fr] lg:px-8">
        <div className="col-span-2 space-y-4 md:col-span-1">
          <Logo showBeta={false} />
          <p className="max-w-xs text-sm text-slate-600">Researched startup ideas you can build in a weekend.</p>
          <ul className="flex items-center gap-2" aria-label="Social links">
            {SOCIAL_LINKS.map(({ label, href, Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="flex size-9 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600"
                >
                  <Icon className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="footer-product">
          <h2 id="footer-product" className="text-sm font-semibold text-slate-900">
            Product
          </h2>
          <ul className="mt-3 space-y-2">
            {PRODUCT_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="text-sm font-semibold text-slate-900">
            Legal
          </h2>
          <ul className="mt-3 space-y-2">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            {config?.supportEmail ? (
              <li>
                <a href={`mailto:${config.supportEmail}`} className={linkClass}>
                  Contact
                </a>
              </li>
            ) : null}
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto w-full max-w-6xl px-4 py-6 text-sm text-slate-600 sm:px-6 lg:px-8">© {year} Ideadeck</p>
      </div>
    </footer>
  );
}
