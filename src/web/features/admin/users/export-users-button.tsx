import { ExportCsvButton } from "@web/components/export-csv-button";
import { checkUsersExport, usersExportUrl, type AdminUserFilter } from "../api/admin-users-api";
import { USER_MESSAGES } from "./user-copy";

/** Downloads the 12-column CSV of the user list under the current filter. */
export function ExportUsersButton({ filter }: { filter: AdminUserFilter }) {
  return (
    <ExportCsvButton
      check={() => checkUsersExport(filter)}
      url={usersExportUrl(filter)}
      failed={USER_MESSAGES.exportFailed}
      started={USER_MESSAGES.exported}
      toastId="users-export"
    />
  );
}
