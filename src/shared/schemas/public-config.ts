import { z } from "zod";

/** GET /api/v1/public-config: what the sign-in screens may offer. */
export const OAUTH_PROVIDERS = ["google", "github"] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export const publicConfigResponse = z.object({
  oauthProviders: z.array(z.enum(OAUTH_PROVIDERS)),
  signupsEnabled: z.boolean(),
  supportEmail: z.string(),
  /** Set while maintenance mode is on: the message the app shows everyone but admins. */
  maintenance: z.object({ message: z.string() }).nullable().default(null),
  /** Off: visitors are sent to /login (admin setting "enable guest browsing"). */
  guestBrowsingEnabled: z.boolean().default(true),
  /** Off (admin setting): a new account signs in without confirming its address first. */
  emailVerificationRequired: z.boolean().default(true),
  /**
   * Whether an AI model answers (AI_BASE_URL and AI_MODEL set). Off, the AI tools run on the built-in
   * analyst and the pages that sell them say so instead of "AI" (issue 22, item 6).
   */
  aiModelConfigured: z.boolean().default(false),
});
export type PublicConfig = z.infer<typeof publicConfigResponse>;
