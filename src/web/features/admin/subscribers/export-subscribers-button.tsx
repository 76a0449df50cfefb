import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { hardNavigate } from "@web/lib/browser";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { checkSubscribersExport, subscribersExportUrl, type SubscriberFilter } from "../api/admin-mail-api";

export const EXPORT_FAILED = "Failed to export subscribers";
export const EXPORT_STARTED = "Exported subscriber list";

/**
 * Downloads the CSV of the list under the current filter. The file itself is streamed by the server
 * straight to the browser's download (Content-Disposition: attachment), so the page never holds it;
 * a quick check first turns a lapsed session or a server fault into a toast.
 */
export function ExportSubscribersButton({ filter }: { filter: SubscriberFilter }) {
  const [busy, setBusy] = useState(false);

  const exportCsv = async () => {
    setBusy(true);
    try {
      await checkSubscribersExport(filter);
      hardNavigate(subscribersExportUrl(filter));
      notifySuccess(EXPORT_STARTED);
    } catch (error) {
      notifyError(errorMessage(error, EXPORT_FAILED), "subscribers-export");
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
