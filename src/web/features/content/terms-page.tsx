import { HeadingOnlyPage } from "@web/components/page";

/** Owned by another issue; until it lands the route shows only its heading. */
export function TermsPage() {
  return <HeadingOnlyPage title="Terms of Service" />;
}
