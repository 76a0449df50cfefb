import { HeadingOnlyPage } from "@web/components/page";

/** Owned by another issue; until it lands the route shows only its heading. */
export function BrowsePage() {
  return <HeadingOnlyPage title="Browse Ideas" />;
}
