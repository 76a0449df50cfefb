import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { hardNavigate } from "@web/lib/browser";
import { notifyError, notifySuccess } from "@web/lib/notify";

/**
 * The one "Export CSV" button. The file is streamed by the server straight to the browser's download
 * (Content-Disposition: attachment), so the page never holds it; `check` asks the server first (one
 * row of the same list), which turns a lapsed session or a server fault into a toast instead of a
 * download that fails silently.
 */
export function ExportCsvButton({
  check,
  url,
  failed,
  started,
  toastId,
}: {
  check: () => Promise<unknown>;
  url: string;
  /** The failure toast (the spec's text), used when the server gives no message of its own. */
  failed: string;
  /** The success toast, where the spec has one. */
  started?: string;
  toastId: string;
}) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      await check();
      hardNavigate(url);
      if (started) notifySuccess(started);
    } catch (error) {
      notifyError(errorMessage(error, failed), toastId);
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
