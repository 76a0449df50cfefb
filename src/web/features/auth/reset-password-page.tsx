import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useSearchParams } from "@web/lib/router";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/form-field";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage, isApiError } from "@web/lib/api-client";
import { applyFieldIssues } from "@web/lib/form-issues";
import { authApi } from "./api/auth-api";
import { AuthShell, inlineLinkClass } from "./components/auth-shell";
import { PasswordInput } from "./components/password-input";
import type { NewPasswordForm } from "./components/password-rules";
import { lazyResolver } from "@web/lib/lazy-resolver";

const resolver = lazyResolver(async () => (await import("./form-rules")).resolvers.newPassword);

export const INVALID_RESET_LINK_MESSAGE = "This reset link is invalid or has expired.";

type State = "form" | "invalid" | "done";

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token");
  // The server's reset link answers ?error=INVALID_TOKEN when the token is unknown or used.
  const [state, setState] = useState<State>(() => (searchParams.get("error") || !token ? "invalid" : "form"));
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordForm>({
    resolver,
    reValidateMode: "onSubmit",
    defaultValues: { password: "", confirmPassword: "" },
  });

  const onSubmit = async ({ password }: NewPasswordForm) => {
    setFormError(null);
    try {
      await authApi.resetPassword({ newPassword: password, token: token ?? "" });
      setState("done");
    } catch (error) {
      if (isApiError(error) && error.reason === "INVALID_TOKEN") {
        setState("invalid");
        return;
      }
      if (applyFieldIssues(error, setError, ["password"], { newPassword: "password" })) return;
      setFormError(errorMessage(error, "Failed to reset password"));
    }
  };

  if (state === "invalid") {
    return (
      <AuthShell
        title="Reset your password"
        footer={
          <Link to="/login" className={inlineLinkClass}>
            Back to sign in
          </Link>
        }
      >
        <Alert>{INVALID_RESET_LINK_MESSAGE}</Alert>
        <Button asChild className="w-full">
          <Link to="/forgot-password">Request a new link</Link>
        </Button>
      </AuthShell>
    );
  }

  if (state === "done") {
    return (
      <AuthShell title="Password updated">
        <Alert variant="success">Your password has been reset. You can now sign in with your new password.</Alert>
        <Button asChild className="w-full">
          <Link to="/login">Sign in</Link>
        </Button>
      </AuthShell>
    );
  }

  return (
    <AuthShell title="Reset your password" description="Choose a new password for your account.">
      <form noValidate onSubmit={handleSubmit(onSubmit)} onFocus={resolver.preload} className="space-y-5">
        {formError || errors.root?.message ? <Alert>{formError ?? errors.root?.message}</Alert> : null}
        <FormField id="reset-password" label="New password" error={errors.password?.message}>
          {(control) => <PasswordInput {...control} autoComplete="new-password" required disabled={isSubmitting} {...register("password")} />}
        </FormField>
        <FormField id="reset-confirm-password" label="Confirm new password" error={errors.confirmPassword?.message}>
          {(control) => <PasswordInput {...control} autoComplete="new-password" required disabled={isSubmitting} {...register("confirmPassword")} />}
        </FormField>
        <Button type="submit" className="w-full" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          Reset password
        </Button>
      </form>
    </AuthShell>
  );
}
