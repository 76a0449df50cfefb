import type { AdminSettings } from "../../../shared/schemas/admin-settings";

/**
 * What other modules read of the admin settings: the instance's cached copy (settings-cache.ts),
 * dropped on every change notice. Only the admin module changes them (admin/settings.service.ts).
 */
export interface SettingsReader {
  get(): Promise<AdminSettings>;
}
