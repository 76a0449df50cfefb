import { describedBy, Field } from "@web/components/ui/field";
import { SettingInput, SettingsSection, SettingToggle, type SettingsTabProps } from "./setting-fields";

const MESSAGE_HINT = "Shown to everyone but admins while maintenance mode is on.";

export function SystemSettingsTab({ values, errors, set }: SettingsTabProps) {
  const s = values.systemSettings;
  const messageError = errors["systemSettings.maintenanceMessage"];
  return (
    <SettingsSection title="System" description="Site-wide switches. Each takes effect with the next request, on every server.">
      <SettingToggle
        id="maintenance-mode"
        label="Maintenance mode"
        description="Everyone but admins sees the maintenance page and the API answers 503; signing in still works."
        checked={s.maintenanceMode}
        onChange={(checked) => set("systemSettings", "maintenanceMode", checked)}
      />
      {s.maintenanceMode ? (
        <Field id="maintenance-message" label="Maintenance message" hint={MESSAGE_HINT} error={messageError}>
          <textarea
            id="maintenance-message"
            rows={3}
            maxLength={500}
            value={s.maintenanceMessage}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={describedBy("maintenance-message", { error: messageError, hint: MESSAGE_HINT })}
            onChange={(event) => set("systemSettings", "maintenanceMessage", event.target.value)}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600/30 focus-visible:outline-none aria-invalid:border-red-600"
          />
        </Field>
      ) : null}
      <SettingInput
        id="api-rate-limit"
        label="API rate limit (requests per hour)"
        type="number"
        inputMode="numeric"
        min={1}
        hint="Per signed-in user, or per address for visitors. Admins are not limited."
        value={s.apiRateLimit}
        error={errors["systemSettings.apiRateLimit"]}
        onChange={(event) => set("systemSettings", "apiRateLimit", event.target.value)}
        className="sm:max-w-xs"
      />
      <SettingToggle
        id="enable-signups"
        label="Enable sign-ups"
        description="Off: new accounts cannot be created, by e-mail or with Google or GitHub."
        checked={s.enableSignups}
        onChange={(checked) => set("systemSettings", "enableSignups", checked)}
      />
      <SettingToggle
        id="enable-guest-browsing"
        label="Enable guest browsing"
        description="Off: visitors who are not signed in are sent to the sign-in page."
        checked={s.enableGuestBrowsing}
        onChange={(checked) => set("systemSettings", "enableGuestBrowsing", checked)}
      />
    </SettingsSection>
  );
}
