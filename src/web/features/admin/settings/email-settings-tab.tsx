import { SettingInput, SettingsSection, SettingToggle, type SettingsTabProps } from "./setting-fields";

export function EmailSettingsTab({ values, errors, set }: SettingsTabProps) {
  const email = values.emailSettings;
  return (
    <SettingsSection title="Email Settings" description="The daily idea e-mail and the sender every mail from Ideadeck carries.">
      <SettingToggle
        id="daily-email-enabled"
        label="Daily idea e-mail"
        description="Send the daily idea to subscribers and to users who chose it, once a day at the time below."
        checked={email.dailyEmailEnabled}
        onChange={(checked) => set("emailSettings", "dailyEmailEnabled", checked)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingInput
          id="daily-email-time"
          label="Send time (UTC)"
          type="time"
          hint="24-hour clock, UTC."
          value={email.dailyEmailTime}
          error={errors["emailSettings.dailyEmailTime"]}
          onChange={(event) => set("emailSettings", "dailyEmailTime", event.target.value)}
        />
        <SettingInput
          id="from-name"
          label="From name"
          hint="The sender name shown in the inbox."
          value={email.fromName}
          maxLength={100}
          error={errors["emailSettings.fromName"]}
          onChange={(event) => set("emailSettings", "fromName", event.target.value)}
        />
        <SettingInput
          id="from-email"
          label="From address"
          type="email"
          hint="Leave empty to use the server's MAIL_FROM address."
          value={email.fromEmail}
          error={errors["emailSettings.fromEmail"]}
          onChange={(event) => set("emailSettings", "fromEmail", event.target.value)}
        />
        <SettingInput
          id="reply-to-email"
          label="Reply-to address"
          type="email"
          hint="Where replies go; leave empty for the from address."
          value={email.replyToEmail}
          error={errors["emailSettings.replyToEmail"]}
          onChange={(event) => set("emailSettings", "replyToEmail", event.target.value)}
        />
      </div>
    </SettingsSection>
  );
}
