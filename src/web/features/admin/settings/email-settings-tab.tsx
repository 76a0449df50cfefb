import { settingBindings, SettingInput, SettingsSection, SettingToggle, type SettingsTabProps } from "./setting-fields";

export function EmailSettingsTab(props: SettingsTabProps) {
  const bind = settingBindings(props);
  return (
    <SettingsSection title="Email Settings" description="The daily idea e-mail and the sender every mail from Ideadeck carries.">
      <SettingToggle
        id="daily-email-enabled"
        label="Daily idea e-mail"
        description="Send the daily idea to subscribers and to users who chose it, once a day at the time below."
        {...bind.toggle("emailSettings", "dailyEmailEnabled")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SettingInput
          id="daily-email-time"
          label="Send time (UTC)"
          type="time"
          hint="24-hour clock, UTC."
          {...bind.text("emailSettings", "dailyEmailTime")}
        />
        <SettingInput
          id="from-name"
          label="From name"
          hint="The sender name shown in the inbox."
          maxLength={100}
          {...bind.text("emailSettings", "fromName")}
        />
        <SettingInput
          id="from-email"
          label="From address"
          type="email"
          hint="Leave empty to use the server's MAIL_FROM address."
          {...bind.text("emailSettings", "fromEmail")}
        />
        <SettingInput
          id="reply-to-email"
          label="Reply-to address"
          type="email"
          hint="Where replies go; leave empty for the from address."
          {...bind.text("emailSettings", "replyToEmail")}
        />
      </div>
    </SettingsSection>
  );
}
