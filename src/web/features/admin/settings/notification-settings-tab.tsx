import { SettingInput, SettingsSection, SettingToggle, type SettingsTabProps } from "./setting-fields";

export function NotificationSettingsTab({ values, errors, set }: SettingsTabProps) {
  const n = values.notificationSettings;
  return (
    <SettingsSection title="Notifications" description="E-mails to the notification address when something happens that an admin should know.">
      <SettingInput
        id="notification-email"
        label="Notification address"
        type="email"
        hint="Notifications are sent only while an address is set."
        value={n.notificationEmail}
        error={errors["notificationSettings.notificationEmail"]}
        onChange={(event) => set("notificationSettings", "notificationEmail", event.target.value)}
      />
      <SettingToggle
        id="new-user-notifications"
        label="New users"
        description="One e-mail for each account created."
        checked={n.newUserNotifications}
        onChange={(checked) => set("notificationSettings", "newUserNotifications", checked)}
      />
      <SettingToggle
        id="new-subscription-notifications"
        label="New subscriptions"
        description="One e-mail for each new paid subscription or lifetime purchase."
        checked={n.newSubscriptionNotifications}
        onChange={(checked) => set("notificationSettings", "newSubscriptionNotifications", checked)}
      />
      <SettingToggle
        id="error-notifications"
        label="Server errors"
        description="An e-mail when a request fails with a server error; at most one every 15 minutes."
        checked={n.errorNotifications}
        onChange={(checked) => set("notificationSettings", "errorNotifications", checked)}
      />
    </SettingsSection>
  );
}
