import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { hardNavigate } from "@web/lib/browser";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { checkUsersExport, usersExportUrl, type AdminUserFilter } from "../api/admin-users-api";
import { USER_MESSAGES } from "./user-copy";

/** Downloads the 12-column CSV of the list under the current filter, streamed by the server to the browser. */
export function ExportUsersButton({ filter }: { filter: AdminUserFilter }) {
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      await checkUsersExport(filter);
      hardNavigate(usersExportUrl(filter));
      notifySuccess(USER_MESSAGES.exported);
    } catch {
      notifyError(USER_MESSAGES.exportFailed, "users-export");
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
