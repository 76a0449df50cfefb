// The settings module's public face: other modules import it through this file only.
export { createSettingsRepo, type SettingsRepo } from "./settings.repo";
export { createCachedSettings, type CachedSettings } from "./settings-cache";
export type { SettingsReader } from "./settings-reader";
