import { z } from "zod";
import { isSafeReturnPath, RETURN_PATH_MAX } from "../return-path";

import { PASSWORD_MAX, PASSWORD_MIN } from "../password-limits";

/** Bodies of the better-auth endpoints we expose, checked before better-auth sees them. */
export { PASSWORD_MAX, PASSWORD_MIN };

export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .max(254, "Email is too long")
  .pipe(z.email("Enter a valid email address"));

const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN} characters long`;
export const TERMS_REQUIRED = "Please accept the Terms of Service and Privacy Policy";

/** Spaces at the ends do not count towards the length, so eight spaces are not a password. */
export const passwordSchema = z
  .string({ error: "Password is required" })
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`)
  .refine((value) => value.trim().length >= PASSWORD_MIN, PASSWORD_TOO_SHORT);

/** Only same-site paths may be used as a return target. */
export const returnPathSchema = z.string().max(RETURN_PATH_MAX).refine(isSafeReturnPath, "Must be a path on this site");

const callbackUrlSchema = z.string().max(500).optional();

/** The account name, as sign-up and the profile write it. */
const nameSchema = z.string({ error: "Full name is required" }).trim().min(1, "Full name is required").max(100, "Full name is too long");

export const signUpBody = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  callbackURL: callbackUrlSchema,
});

export const signInBody = z.object({
  email: emailSchema,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(PASSWORD_MAX),
  rememberMe: z.boolean().optional(),
  callbackURL: callbackUrlSchema,
});

export const sendVerificationBody = z.object({ email: emailSchema, callbackURL: callbackUrlSchema });

export const requestPasswordResetBody = z.object({ email: emailSchema, redirectTo: callbackUrlSchema });

export const resetPasswordBody = z.object({
  newPassword: passwordSchema,
  token: z.string({ error: "The reset link is missing its token" }).min(1).max(500),
});

export const changePasswordBody = z.object({
  currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(PASSWORD_MAX),
  newPassword: passwordSchema,
  revokeOtherSessions: z.boolean().optional(),
});

/** What a member may change through better-auth's update-user: nothing but their name and picture. */
export const updateUserBody = z
  .object({
    name: nameSchema.optional(),
    image: z.string().trim().url("Enter a valid image address").max(500).nullable().optional(),
  })
  .strict();

export const socialSignInBody = z.object({
  provider: z.enum(["google", "github"]),
  callbackURL: callbackUrlSchema,
  errorCallbackURL: callbackUrlSchema,
});

/** The sign-up form adds what the server does not need: confirmation and the terms box. */
export const signUpForm = z
  .object({
    name: z.string(),
    email: z.string(),
    password: z.string(),
    confirmPassword: z.string(),
    acceptTerms: z.boolean(),
  })
  .superRefine((form, ctx) => {
    if (!form.name.trim() || !form.email.trim() || !form.password || !form.confirmPassword) {
      ctx.addIssue({ code: "custom", message: "Please fill in all fields", path: ["form"] });
      return;
    }
    if (!form.acceptTerms) {
      ctx.addIssue({ code: "custom", message: TERMS_REQUIRED, path: ["acceptTerms"] });
      return;
    }
    if (form.password !== form.confirmPassword) {
      ctx.addIssue({ code: "custom", message: "Passwords do not match", path: ["confirmPassword"] });
      return;
    }
    const password = passwordSchema.safeParse(form.password);
    if (!password.success) ctx.addIssue({ code: "custom", message: password.error.issues[0]!.message, path: ["password"] });
  });
export type SignUpForm = z.infer<typeof signUpForm>;

/**
 * better-auth's endpoints the web calls, with the bodies the server checks before better-auth sees
 * them (auth.routes.ts). They are outside the OpenAPI contract (better-auth answers them), so this
 * map is their contract: the web client's `api.auth` takes only these paths and bodies.
 */
export const AUTH_BODY_SCHEMAS = {
  "/api/auth/sign-up/email": signUpBody,
  "/api/auth/sign-in/email": signInBody,
  "/api/auth/send-verification-email": sendVerificationBody,
  "/api/auth/request-password-reset": requestPasswordResetBody,
  "/api/auth/reset-password": resetPasswordBody,
  "/api/auth/sign-in/social": socialSignInBody,
  "/api/auth/change-password": changePasswordBody,
  "/api/auth/update-user": updateUserBody,
};
/** Every better-auth path the web posts to; sign-out takes an empty body. */
export type AuthPath = keyof typeof AUTH_BODY_SCHEMAS | "/api/auth/sign-out";
export type AuthBody<P extends AuthPath> = P extends keyof typeof AUTH_BODY_SCHEMAS ? z.input<(typeof AUTH_BODY_SCHEMAS)[P]> : Record<string, never>;
