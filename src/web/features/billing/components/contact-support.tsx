import { Link } from "@web/lib/router";
import { SupportEmailLink, inlineLinkClass } from "@web/components/support-email";

/** The pricing page's contact support line. */
export function ContactSupport() {
  return (
    <p className="text-center text-sm text-slate-600">
      Questions about plans, invoices or refunds? Write to <SupportEmailLink /> or read the{" "}
      <Link to="/faq?category=pricing" className={inlineLinkClass}>
        pricing FAQ
      </Link>
      .
    </p>
  );
}
