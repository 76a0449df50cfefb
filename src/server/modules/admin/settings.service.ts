import type { Db } from "../../db/client";
import { AppError } from "../../http/app-error";
import type { AdminSettings } from "../../../shared/schemas/admin-settings";
import type { FieldIssue } from "../../../shared/errors";
import { recordAudit } from "../audit/index";
import { allowListEntryProblem, ipIsAllowed } from "./ip-allow-list";
import type { SettingsRepo } from "../settings/index";

export interface SettingsActor {
  id: string;
  email: string;
  ip: string;
}

/** Reading and changing the admin settings: the checks a save must pass, and its audit entry. */
export function createSettingsService(deps: { repo: Pick<SettingsRepo, "get" | "save">; db: Db }) {
  return {
    get: () => deps.repo.get(),

    async update(next: AdminSettings, actor: SettingsActor): Promise<AdminSettings> {
      const { securitySettings } = next;
      const issues: FieldIssue[] = [];
      securitySettings.whitelist.forEach((entry, index) => {
        const problem = allowListEntryProblem(entry);
        if (problem) issues.push({ path: `securitySettings.whitelist.${index}`, message: problem });
      });
      if (issues.length) throw new AppError("VALIDATION", { message: "Check the IP allow-list entries.", issues });
      // A list that leaves out the saving admin would lock them out of this page on the next request.
      if (securitySettings.ipWhitelisting && !ipIsAllowed(actor.ip, securitySettings.whitelist)) {
        const message = `The allow-list does not include your own address (${actor.ip}); saving it would lock you out of the admin area. Add ${actor.ip} or a range that contains it.`;
        throw new AppError("VALIDATION", { message, issues: [{ path: "securitySettings.whitelist", message }] });
      }
      const before = await deps.repo.get();
      await deps.repo.save(next, actor.id);
      await recordAudit(deps.db, {
        actorId: actor.id,
        actorEmail: actor.email,
        action: "settings.update",
        targetType: "admin_settings",
        targetId: "global",
        before,
        after: next,
        ip: actor.ip,
      });
      return next;
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
