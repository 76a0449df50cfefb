import type { AdminSettings } from "@shared/schemas/admin-settings";
import type { FieldIssue } from "@shared/errors";

/**
 * The form's copy of the settings: the allow-list is edited as text, one entry a line, and numbers
 * as typed (the server answers with the field's message when one is not a whole number in range).
 */
export type SettingsFormValues = Omit<AdminSettings, "securitySettings" | "systemSettings"> & {
  securitySettings: Omit<AdminSettings["securitySettings"], "maxLoginAttempts" | "sessionTimeout" | "whitelist"> & {
    maxLoginAttempts: string;
    sessionTimeout: string;
    whitelist: string;
  };
  systemSettings: Omit<AdminSettings["systemSettings"], "apiRateLimit"> & { apiRateLimit: string };
};

export function toFormValues(settings: AdminSettings): SettingsFormValues {
  return {
    ...settings,
    securitySettings: {
      ...settings.securitySettings,
      maxLoginAttempts: String(settings.securitySettings.maxLoginAttempts),
      sessionTimeout: String(settings.securitySettings.sessionTimeout),
      whitelist: settings.securitySettings.whitelist.join("\n"),
    },
    systemSettings: { ...settings.systemSettings, apiRateLimit: String(settings.systemSettings.apiRateLimit) },
  };
}

/** A typed number, or the text itself when it is not one, so the server names the problem. */
function numberOrText(value: string): number {
  const trimmed = value.trim();
  return (trimmed !== "" && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed) as number;
}

export function fromFormValues(values: SettingsFormValues): AdminSettings {
  return {
    ...values,
    securitySettings: {
      ...values.securitySettings,
      maxLoginAttempts: numberOrText(values.securitySettings.maxLoginAttempts),
      sessionTimeout: numberOrText(values.securitySettings.sessionTimeout),
      whitelist: values.securitySettings.whitelist
        .split(/[\n,]/)
        .map((entry) => entry.trim())
        .filter(Boolean),
    },
    systemSettings: { ...values.systemSettings, apiRateLimit: numberOrText(values.systemSettings.apiRateLimit) },
  };
}

export type SettingsTab = "email" | "notifications" | "security" | "system";

/** Which tab shows a server field path ("securitySettings.whitelist.2" is the allow-list box). */
export function tabOf(path: string): SettingsTab | null {
  if (path.startsWith("emailSettings.")) return "email";
  if (path.startsWith("notificationSettings.")) return "notifications";
  if (path.startsWith("securitySettings.")) return "security";
  if (path.startsWith("systemSettings.")) return "system";
  return null;
}

/** The server's issues keyed by form field; an allow-list entry's issue goes to the allow-list box. */
export function fieldErrors(issues: readonly FieldIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.replace(/^(securitySettings\.whitelist)\.\d+$/, "$1");
    errors[field] = errors[field] ? `${errors[field]} ${issue.message}` : issue.message;
  }
  return errors;
}
