import type { ReactNode } from "react";
import { Link } from "@web/lib/router";
import { inlineLinkClass } from "@web/components/support-email";

/** A link to another page of the app, styled for running text. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={inlineLinkClass}>
      {children}
    </Link>
  );
}
