import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "@shared/password-limits";

/** A new password and its confirmation, with the sign-up form's messages (spec section 5). */
export const newPasswordForm = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine((form, ctx) => {
    if (!form.password || !form.confirmPassword) {
      ctx.addIssue({ code: "custom", message: "Please fill in all fields", path: ["password"] });
      return;
    }
    if (form.password !== form.confirmPassword) {
      ctx.addIssue({ code: "custom", message: "Passwords do not match", path: ["confirmPassword"] });
      return;
    }
    if (form.password.length < PASSWORD_MIN) {
      ctx.addIssue({ code: "custom", message: `Password must be at least ${PASSWORD_MIN} characters long`, path: ["password"] });
    } else if (form.password.length > PASSWORD_MAX) {
      ctx.addIssue({ code: "custom", message: `Password must be at most ${PASSWORD_MAX} characters long`, path: ["password"] });
    }
  });
export type NewPasswordForm = z.infer<typeof newPasswordForm>;
