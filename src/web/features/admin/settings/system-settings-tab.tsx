import { settingBindings, SettingInput, SettingsSection, SettingTextarea, SettingToggle, type SettingsTabProps } from "./setting-fields";

export function SystemSettingsTab(props: SettingsTabProps) {
  const bind = settingBindings(props);
  return (
    <SettingsSection title="System" description="Site-wide switches. Each takes effect with the next request, on every server.">
      <SettingToggle
        id="maintenance-mode"
        label="Maintenance mode"
        description="Everyone but admins sees the maintenance page and the API answers 503; signing in still works."
        {...bind.toggle("systemSettings", "maintenanceMode")}
      />
      {props.values.systemSettings.maintenanceMode ? (
        <SettingTextarea
          id="maintenance-message"
          label="Maintenance message"
          hint="Shown to everyone but admins while maintenance mode is on."
          rows={3}
          maxLength={500}
          {...bind.text("systemSettings", "maintenanceMessage")}
        />
      ) : null}
      <SettingInput
        id="api-rate-limit"
        label="API rate limit (requests per hour)"
        type="number"
        inputMode="numeric"
        min={1}
        hint="Per signed-in user, or per address for visitors. Admins are not limited."
        {...bind.text("systemSettings", "apiRateLimit")}
        className="sm:max-w-xs"
      />
      <SettingToggle
        id="enable-signups"
        label="Enable sign-ups"
        description="Off: new accounts cannot be created, by e-mail or with Google or GitHub."
        {...bind.toggle("systemSettings", "enableSignups")}
      />
      <SettingToggle
        id="enable-guest-browsing"
        label="Enable guest browsing"
        description="Off: visitors who are not signed in are sent to the sign-in page."
        {...bind.toggle("systemSettings", "enableGuestBrowsing")}
      />
    </SettingsSection>
  );
}
