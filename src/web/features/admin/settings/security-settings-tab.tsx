import { Alert } from "@web/components/ui/alert";
import { settingBindings, SettingInput, SettingsSection, SettingTextarea, SettingToggle, type SettingsTabProps } from "./setting-fields";

export function SecuritySettingsTab(props: SettingsTabProps) {
  const bind = settingBindings(props);
  return (
    <SettingsSection title="Security" description="Sign-in rules and who may reach the admin area.">
      <SettingToggle
        id="require-email-verification"
        label="Require e-mail verification"
        description="New accounts must confirm their e-mail address before they can sign in."
        {...bind.toggle("securitySettings", "requireEmailVerification")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingInput
          id="max-login-attempts"
          label="Max login attempts"
          type="number"
          inputMode="numeric"
          min={1}
          max={100}
          hint="Wrong passwords allowed per account and address in 15 minutes (1 to 100)."
          {...bind.text("securitySettings", "maxLoginAttempts")}
        />
        <SettingInput
          id="session-timeout"
          label="Session timeout (days)"
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          hint="How long a new sign-in lasts without use (1 to 365)."
          {...bind.text("securitySettings", "sessionTimeout")}
        />
      </div>
      <SettingToggle
        id="ip-whitelisting"
        label="IP allow-list for the admin area"
        description="Only the addresses below reach /admin and the admin API; everyone else gets 403."
        {...bind.toggle("securitySettings", "ipWhitelisting")}
      />
      {props.values.securitySettings.ipWhitelisting ? (
        <Alert variant="info">Include the address you are using now, or saving is refused: a list without it would lock you out.</Alert>
      ) : null}
      <SettingTextarea
        id="ip-whitelist"
        label="Allowed addresses"
        hint="One address (203.0.113.7) or range (203.0.113.0/24) a line."
        rows={4}
        className="font-mono"
        {...bind.text("securitySettings", "whitelist")}
      />
    </SettingsSection>
  );
}
