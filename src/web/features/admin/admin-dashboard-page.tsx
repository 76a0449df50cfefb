import { PageHeader } from "@web/components/page";

/** Owned by another issue; until it lands the route shows only its heading. */
export function AdminDashboardPage() {
  return <PageHeader title="Admin Dashboard" />;
}
