import { describedBy, Field } from "@web/components/ui/field";
import { Alert } from "@web/components/ui/alert";
import { SettingInput, SettingsSection, SettingToggle, type SettingsTabProps } from "./setting-fields";

const WHITELIST_HINT = "One address (203.0.113.7) or range (203.0.113.0/24) a line.";

export function SecuritySettingsTab({ values, errors, set }: SettingsTabProps) {
  const s = values.securitySettings;
  const whitelistError = errors["securitySettings.whitelist"];
  return (
    <SettingsSection title="Security" description="Sign-in rules and who may reach the admin area.">
      <SettingToggle
        id="require-email-verification"
        label="Require e-mail verification"
        description="New accounts must confirm their e-mail address before they can sign in."
        checked={s.requireEmailVerification}
        onChange={(checked) => set("securitySettings", "requireEmailVerification", checked)}
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
          value={s.maxLoginAttempts}
          error={errors["securitySettings.maxLoginAttempts"]}
          onChange={(event) => set("securitySettings", "maxLoginAttempts", event.target.value)}
        />
        <SettingInput
          id="session-timeout"
          label="Session timeout (days)"
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          hint="How long a new sign-in lasts without use (1 to 365)."
          value={s.sessionTimeout}
          error={errors["securitySettings.sessionTimeout"]}
          onChange={(event) => set("securitySettings", "sessionTimeout", event.target.value)}
        />
      </div>
      <SettingToggle
        id="ip-whitelisting"
        label="IP allow-list for the admin area"
        description="Only the addresses below reach /admin and the admin API; everyone else gets 403."
        checked={s.ipWhitelisting}
        onChange={(checked) => set("securitySettings", "ipWhitelisting", checked)}
      />
      {s.ipWhitelisting ? (
        <Alert variant="info">Include the address you are using now, or saving is refused: a list without it would lock you out.</Alert>
      ) : null}
      <Field id="ip-whitelist" label="Allowed addresses" hint={WHITELIST_HINT} error={whitelistError}>
        <textarea
          id="ip-whitelist"
          rows={4}
          value={s.whitelist}
          aria-invalid={whitelistError ? true : undefined}
          aria-describedby={describedBy("ip-whitelist", { error: whitelistError, hint: WHITELIST_HINT })}
          onChange={(event) => set("securitySettings", "whitelist", event.target.value)}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm text-slate-900 shadow-sm focus-visible:border-indigo-600 focus-visible:ring-2 focus-visible:ring-indigo-600/30 focus-visible:outline-none aria-invalid:border-red-600"
        />
      </Field>
    </SettingsSection>
  );
}
