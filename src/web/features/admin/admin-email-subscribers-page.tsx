import { PageHeader } from "@web/components/page";

/** Owned by another issue; until it lands the route shows only its heading. */
export function AdminEmailSubscribersPage() {
  return <PageHeader title="Email Subscribers" />;
}
