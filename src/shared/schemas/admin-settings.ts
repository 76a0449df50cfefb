import { z } from "zod";

/** The admin settings object, stored as one row and enforced by the server. */
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use HH:MM (24-hour, UTC)");
const optionalEmail = z.union([z.literal(""), z.email("Enter a valid email address").max(254)]);

export const adminSettingsSchema = z.object({
  emailSettings: z.object({
    dailyEmailEnabled: z.boolean(),
    dailyEmailTime: timeOfDay,
    fromEmail: optionalEmail,
    fromName: z.string().trim().max(100),
    replyToEmail: optionalEmail,
  }),
  notificationSettings: z.object({
    newUserNotifications: z.boolean(),
    newSubscriptionNotifications: z.boolean(),
    errorNotifications: z.boolean(),
    notificationEmail: optionalEmail,
  }),
  securitySettings: z.object({
    requireEmailVerification: z.boolean(),
    maxLoginAttempts: z.number().int().min(1).max(100),
    sessionTimeout: z.number().int().min(1).max(365),
    ipWhitelisting: z.boolean(),
    whitelist: z.array(z.string().trim().min(1).max(64)).max(200),
  }),
  systemSettings: z.object({
    maintenanceMode: z.boolean(),
    maintenanceMessage: z.string().max(500),
    apiRateLimit: z.number().int().min(1).max(1_000_000),
    enableSignups: z.boolean(),
    enableGuestBrowsing: z.boolean(),
  }),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

export const DEFAULT_ADMIN_SETTINGS: AdminSettings = {
  emailSettings: { dailyEmailEnabled: true, dailyEmailTime: "09:00", fromEmail: "", fromName: "Ideadeck", replyToEmail: "" },
  notificationSettings: {
    newUserNotifications: false,
    newSubscriptionNotifications: false,
    errorNotifications: false,
    notificationEmail: "",
  },
  securitySettings: {
    requireEmailVerification: true,
    maxLoginAttempts: 5,
    sessionTimeout: 30,
    ipWhitelisting: false,
    whitelist: [],
  },
  systemSettings: {
    maintenanceMode: false,
    maintenanceMessage: "",
    apiRateLimit: 100,
    enableSignups: true,
    enableGuestBrowsing: true,
  },
};
