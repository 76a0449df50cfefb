import { ExportCsvButton } from "@web/components/export-csv-button";
import { checkSubscribersExport, subscribersExportUrl, type SubscriberFilter } from "../api/admin-mail-api";

export const EXPORT_FAILED = "Failed to export subscribers";
export const EXPORT_STARTED = "Exported subscriber list";

/** Downloads the CSV of the subscriber list under the current filter. */
export function ExportSubscribersButton({ filter }: { filter: SubscriberFilter }) {
  return (
    <ExportCsvButton
      check={() => checkSubscribersExport(filter)}
      url={subscribersExportUrl(filter)}
      failed={EXPORT_FAILED}
      started={EXPORT_STARTED}
      toastId="subscribers-export"
    />
  );
}
