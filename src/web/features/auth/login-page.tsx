import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "@web/lib/router";
import type { z } from "zod";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { FormField } from "@web/components/form-field";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage, isApiError } from "@web/lib/api-client";
import { applyFieldIssues } from "@web/lib/form-issues";
import { refreshMe } from "@web/lib/me";
import { notifySuccess } from "@web/lib/notify";
import { lazyResolver } from "@web/lib/lazy-resolver";
import { safeReturnPath } from "@web/lib/redirect";
import { authApi } from "./api/auth-api";
import { AuthShell, inlineLinkClass } from "./components/auth-shell";
import { PasswordInput } from "./components/password-input";
import { ResendVerificationButton } from "./components/resend-verification-button";
import { SocialSignIn } from "./components/social-sign-in";

import type { loginForm } from "./form-rules";

type LoginInput = z.input<typeof loginForm>;
type LoginValues = z.output<typeof loginForm>;
const resolver = lazyResolver(async () => (await import("./form-rules")).resolvers.login);

interface FormError {
  message: string;
  /** Set when the account exists but its address is unverified: offer to resend the link. */
  unverifiedEmail?: string;
}

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get("redirect"));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A provider sign-in that failed comes back here with ?error=...
  const [formError, setFormError] = useState<FormError | null>(() =>
    searchParams.get("error") ? { message: "Failed to sign in" } : null,
  );
  const [providerPending, setProviderPending] = useState(false);

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput, unknown, LoginValues>({
    resolver,
    defaultValues: { email: "", password: "", rememberMe: false },
  });

  const onSubmit = async (values: LoginValues) => {
    setFormError(null);
    try {
      await authApi.signInEmail(values);
    } catch (error) {
      if (isApiError(error) && error.reason === "EMAIL_NOT_VERIFIED") {
        setFormError({ message: error.message, unverifiedEmail: values.email });
        return;
      }
      if (applyFieldIssues(error, setError, ["email", "password"])) return;
      setFormError({ message: errorMessage(error, "Failed to sign in", { unexpected: "An unexpected error occurred" }) });
      return;
    }
    notifySuccess("Welcome back!");
    await refreshMe(queryClient);
    navigate(returnTo, { replace: true });
  };

  const busy = isSubmitting || providerPending;
  const signupLink = returnTo === "/dashboard" ? "/signup" : `/signup?redirect=${encodeURIComponent(returnTo)}`;

  return (
    <AuthShell
      title="Sign in to your account"
      description={
        <>
          New to Ideadeck?{" "}
          <Link to={signupLink} className={inlineLinkClass}>
            Create an account
          </Link>
        </>
      }
    >
      <SocialSignIn
        returnTo={returnTo}
        disabled={isSubmitting}
        onError={(message) => setFormError({ message })}
        onPendingChange={setProviderPending}
      />

      <form noValidate onSubmit={handleSubmit(onSubmit)} onFocus={resolver.preload} className="space-y-5">
        {errors.root?.message && !formError ? <Alert>{errors.root.message}</Alert> : null}
        {formError ? (
          <Alert>
            <p>{formError.message}</p>
            {formError.unverifiedEmail ? (
              <ResendVerificationButton email={formError.unverifiedEmail} size="sm" className="bg-white" />
            ) : null}
          </Alert>
        ) : null}

        <FormField id="login-email" label="Email" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" required disabled={busy} {...register("email")} />}
        </FormField>

        <FormField
          id="login-password"
          label="Password"
          error={errors.password?.message}
          labelAside={
            <Link to="/forgot-password" className={`${inlineLinkClass} text-sm font-medium`}>
              Forgot your password?
            </Link>
          }
        >
          {(control) => <PasswordInput {...control} autoComplete="current-password" required disabled={busy} {...register("password")} />}
        </FormField>

        <div className="flex items-center gap-2">
          <Controller
            control={control}
            name="rememberMe"
            render={({ field }) => (
              <Checkbox
                id="login-remember"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                disabled={busy}
              />
            )}
          />
          <Label htmlFor="login-remember" className="font-normal text-slate-700">
            Remember me
          </Label>
        </div>

        <Button type="submit" className="w-full" size="lg" disabled={busy}>
          {isSubmitting ? <Spinner /> : null}
          Sign in
        </Button>
      </form>
    </AuthShell>
  );
}
