import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { hardNavigate } from "@web/lib/browser";
import { notifyError } from "@web/lib/notify";
import { checkSubscriptionsExport, subscriptionsExportUrl, type SubscriptionFilter } from "../api/admin-subscriptions-api";

export const EXPORT_FAILED = "Failed to export subscriptions";

/** Downloads the filtered table as subscriptions-YYYY-MM-DD.csv, streamed by the server straight to the download. */
export function ExportSubscriptionsButton({ filter }: { filter: SubscriptionFilter }) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      await checkSubscriptionsExport(filter);
      hardNavigate(subscriptionsExportUrl(filter));
    } catch (error) {
      notifyError(errorMessage(error, EXPORT_FAILED), "subscriptions-export");
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" onClick={() => void exportCsv()} disabled={busy}>
      {busy ? <Spinner /> : <Download aria-hidden="true" />}
      Export CSV
    </Button>
  );
}
