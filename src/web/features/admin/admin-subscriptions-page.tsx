import { PageHeader } from "@web/components/page";

/** Owned by another issue; until it lands the route shows only its heading. */
export function AdminSubscriptionsPage() {
  return <PageHeader title="Subscription Management" />;
}
