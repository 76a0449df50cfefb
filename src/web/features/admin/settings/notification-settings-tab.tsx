import { settingBindings, SettingInput, SettingsSection, SettingToggle, type SettingsTabProps } from "./setting-fields";

export function NotificationSettingsTab(props: SettingsTabProps) {
  const bind = settingBindings(props);
  return (
    <SettingsSection title="Notifications" description="E-mails to the notification address when something happens that an admin should know.">
      <SettingInput
        id="notification-email"
        label="Notification address"
        type="email"
        hint="Notifications are sent only while an address is set."
        {...bind.text("notificationSettings", "notificationEmail")}
      />
      <SettingToggle
        id="new-user-notifications"
        label="New users"
        description="One e-mail for each account created."
        {...bind.toggle("notificationSettings", "newUserNotifications")}
      />
      <SettingToggle
        id="new-subscription-notifications"
        label="New subscriptions"
        description="One e-mail for each new paid subscription or lifetime purchase."
        {...bind.toggle("notificationSettings", "newSubscriptionNotifications")}
      />
      <SettingToggle
        id="error-notifications"
        label="Server errors"
        description="An e-mail when a request fails with a server error; at most one every 15 minutes."
        {...bind.toggle("notificationSettings", "errorNotifications")}
      />
    </SettingsSection>
  );
}
