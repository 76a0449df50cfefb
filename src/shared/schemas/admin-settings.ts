import { z } from "zod";

/** The admin settings object, stored as one row and enforced by the server. */
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use HH:MM (24-hour, UTC)");
const optionalEmail = z.union([z.literal(""), z.email("Enter a valid email address").max(254)], { error: "Enter a valid email address" });

/** A whole number within bounds, with a message that names the setting and its range. */
function wholeNumber(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min.toLocaleString("en-US")} to ${max.toLocaleString("en-US")}`;
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
}

/** Dollars with cents, within bounds, with a message that names the setting. */
function dollars(label: string, min: number, max: number) {
  const message = `${label} must be a dollar amount from ${min} to ${max.toLocaleString("en-US")}`;
  return z.number({ error: message }).min(min, { error: message }).max(max, { error: message });
}

/**
 * What the AI tools' model calls cost (issue 23, item 6): a price per million input and output tokens
 * for each model name, and a daily cap in dollars (null: none) that pauses model calls for the rest
 * of the UTC day once the day's estimated cost reaches it. A stored row from before these settings
 * existed reads as no prices and no cap.
 */
const aiSettingsSchema = z
  .object({
    prices: z
      .array(
        z.object({
          model: z.string().trim().min(1, "Name the model the price is for").max(120, "A model name is at most 120 characters"),
          inputPerMillion: dollars("The input price per million tokens", 0, 1000),
          outputPerMillion: dollars("The output price per million tokens", 0, 1000),
        }),
      )
      .max(50, "At most 50 model prices")
      .refine((prices) => new Set(prices.map((p) => p.model)).size === prices.length, "Each model has one price: remove the repeated model name"),
    dailySpendCap: dollars("The daily spending cap", 0.01, 1_000_000).nullable(),
  })
  .default({ prices: [], dailySpendCap: null });
export type AiSettings = z.infer<typeof aiSettingsSchema>;

export const adminSettingsSchema = z.object({
  emailSettings: z.object({
    dailyEmailEnabled: z.boolean(),
    dailyEmailTime: timeOfDay,
    fromEmail: optionalEmail,
    fromName: z.string().trim().max(100, "The from name is at most 100 characters"),
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
    maxLoginAttempts: wholeNumber("Max login attempts", 1, 100),
    sessionTimeout: wholeNumber("Session timeout", 1, 365),
    ipWhitelisting: z.boolean(),
    whitelist: z
      .array(z.string().trim().min(1, "Remove the empty entry").max(64, "An address is at most 64 characters"))
      .max(200, "The allow-list holds at most 200 entries"),
  }),
  systemSettings: z.object({
    maintenanceMode: z.boolean(),
    maintenanceMessage: z.string().trim().max(500, "The maintenance message is at most 500 characters"),
    apiRateLimit: wholeNumber("API rate limit", 1, 1_000_000),
    enableSignups: z.boolean(),
    enableGuestBrowsing: z.boolean(),
  }),
  aiSettings: aiSettingsSchema,
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
    apiRateLimit: 1000,
    enableSignups: true,
    enableGuestBrowsing: true,
  },
  aiSettings: { prices: [], dailySpendCap: null },
};

/** The text a visitor reads while maintenance mode is on and the admin left the message empty. */
export const DEFAULT_MAINTENANCE_MESSAGE = "Ideadeck is down for scheduled maintenance. Please check back soon.";
