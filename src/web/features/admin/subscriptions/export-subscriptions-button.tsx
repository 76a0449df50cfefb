import { ExportCsvButton } from "@web/components/export-csv-button";
import { checkSubscriptionsExport, subscriptionsExportUrl, type SubscriptionFilter } from "../api/admin-subscriptions-api";

export const EXPORT_FAILED = "Failed to export subscriptions";

/** Downloads the filtered table as subscriptions-YYYY-MM-DD.csv. */
export function ExportSubscriptionsButton({ filter }: { filter: SubscriptionFilter }) {
  return (
    <ExportCsvButton
      check={() => checkSubscriptionsExport(filter)}
      url={subscriptionsExportUrl(filter)}
      failed={EXPORT_FAILED}
      toastId="subscriptions-export"
    />
  );
}
