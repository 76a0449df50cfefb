import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { emailSchema, signInBody, signUpForm } from "@shared/schemas/auth";
import { newPasswordForm } from "./components/password-rules";

/**
 * The sign-in, sign-up and password forms' rules, built from the schemas the server checks. The
 * pages load this module on a form's first focus or check (lib/lazy-resolver), so zod is not part
 * of a first visit to them.
 */
export const loginForm = signInBody.pick({ email: true, password: true }).extend({ rememberMe: z.boolean() });

/** The shared form rules, plus the address format the server would refuse anyway. */
export const signUpRules = signUpForm.superRefine((form, ctx) => {
  if (form.email.trim() && !emailSchema.safeParse(form.email).success) {
    ctx.addIssue({ code: "custom", message: "Enter a valid email address", path: ["email"] });
  }
});

/** One address: asking for a reset link or a new verification link. */
export const emailForm = z.object({ email: emailSchema });

export const resolvers = {
  login: zodResolver(loginForm),
  signUp: zodResolver(signUpRules),
  email: zodResolver(emailForm),
  newPassword: zodResolver(newPasswordForm),
};
