import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useSearchParams } from "@web/lib/router";
import { refreshMe } from "@web/lib/me";
import { PASSWORD_MIN } from "@shared/password-limits";
import type { SignUpForm } from "@shared/schemas/auth";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { FormField } from "@web/components/form-field";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { applyFieldIssues } from "@web/lib/form-issues";
import { notifySuccess } from "@web/lib/notify";
import { usePublicConfig } from "@web/lib/public-config";
import { lazyResolver } from "@web/lib/lazy-resolver";
import { safeReturnPath } from "@web/lib/redirect";
import { authApi } from "./api/auth-api";
import { AuthShell, inlineLinkClass } from "./components/auth-shell";
import { PasswordInput } from "./components/password-input";
import { ResendVerificationButton, VERIFICATION_SENT_MESSAGE } from "./components/resend-verification-button";
import { SocialSignIn } from "./components/social-sign-in";

const resolver = lazyResolver(async () => (await import("./form-rules")).resolvers.signUp);

type FormErrors = { form?: { message?: string } };

const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters`;

export const ACCOUNT_READY_MESSAGE = "Welcome to Ideadeck! Your account is ready.";

export function SignupPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const returnTo = safeReturnPath(searchParams.get("redirect"));
  const { data: config } = usePublicConfig();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [providerPending, setProviderPending] = useState(false);

  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpForm>({
    resolver,
    // The spec's messages are about the whole form; re-check only when the user submits again.
    reValidateMode: "onSubmit",
    defaultValues: { name: "", email: "", password: "", confirmPassword: "", acceptTerms: false },
  });

  const loginLink = returnTo === "/dashboard" ? "/login" : `/login?redirect=${encodeURIComponent(returnTo)}`;

  if (sentTo) {
    return (
      <AuthShell
        title="Check your email!"
        description={
          <>
            We sent a verification link to <strong className="font-semibold text-slate-900">{sentTo}</strong>. Click
            the link in that e-mail to activate your account.
          </>
        }
        footer={
          <Link to={loginLink} className={inlineLinkClass}>
            Back to sign in
          </Link>
        }
      >
        <div className="flex flex-col items-center gap-3 text-center text-sm text-slate-600">
          <p>Didn&apos;t get it? Check your spam folder or send it again.</p>
          <ResendVerificationButton email={sentTo} />
        </div>
      </AuthShell>
    );
  }

  if (config && !config.signupsEnabled) {
    return (
      <AuthShell
        title="Sign-ups are closed"
        description="We're not accepting new accounts at the moment. Please check back soon."
        footer={
          <>
            Already have an account?{" "}
            <Link to={loginLink} className={inlineLinkClass}>
              Sign in
            </Link>
          </>
        }
      />
    );
  }

  const onSubmit = async (values: SignUpForm) => {
    setFormError(null);
    const email = values.email.trim();
    try {
      await authApi.signUpEmail({ name: values.name.trim(), email, password: values.password });
    } catch (error) {
      if (applyFieldIssues(error, setError, ["name", "email", "password"])) return;
      setFormError(errorMessage(error, "Failed to create account"));
      return;
    }
    // With e-mail verification off (admin setting) the account is ready: sign in with what was just
    // typed rather than telling the member to look for a mail they do not need.
    if (config && !config.emailVerificationRequired) {
      try {
        await authApi.signInEmail({ email, password: values.password, rememberMe: false });
        notifySuccess(ACCOUNT_READY_MESSAGE);
        await refreshMe(queryClient);
        navigate(returnTo, { replace: true });
        return;
      } catch {
        // The setting changed in between, or the sign-in failed: the verification mail went out anyway.
      }
    }
    notifySuccess(VERIFICATION_SENT_MESSAGE);
    setSentTo(email);
  };

  const busy = isSubmitting || providerPending;
  const wholeFormError = (errors as FormErrors).form?.message ?? formError ?? errors.root?.message;

  return (
    <AuthShell
      title="Create your account"
      description="Get researched startup ideas you can build in a weekend."
      footer={
        <>
          Already have an account?{" "}
          <Link to={loginLink} className={inlineLinkClass}>
            Sign in
          </Link>
        </>
      }
    >
      <SocialSignIn
        returnTo={returnTo}
        disabled={isSubmitting}
        onError={setFormError}
        onPendingChange={setProviderPending}
      />

      <form noValidate onSubmit={handleSubmit(onSubmit)} onFocus={resolver.preload} className="space-y-5">
        {wholeFormError ? <Alert>{wholeFormError}</Alert> : null}

        <FormField id="signup-name" label="Full name" error={errors.name?.message}>
          {(control) => <Input {...control} autoComplete="name" required disabled={busy} {...register("name")} />}
        </FormField>

        <FormField id="signup-email" label="Email" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" required disabled={busy} {...register("email")} />}
        </FormField>

        <FormField id="signup-password" label="Password" error={errors.password?.message} hint={PASSWORD_HINT}>
          {(control) => <PasswordInput {...control} autoComplete="new-password" required disabled={busy} {...register("password")} />}
        </FormField>

        <FormField id="signup-confirm-password" label="Confirm password" error={errors.confirmPassword?.message}>
          {(control) => <PasswordInput {...control} autoComplete="new-password" required disabled={busy} {...register("confirmPassword")} />}
        </FormField>

        <div className="space-y-1.5">
        <div className="flex items-start gap-2">
          <Controller
            control={control}
            name="acceptTerms"
            render={({ field }) => (
              <Checkbox
                id="signup-terms"
                className="mt-0.5"
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                disabled={busy}
                aria-invalid={errors.acceptTerms ? true : undefined}
                aria-describedby={errors.acceptTerms ? "signup-terms-error" : undefined}
              />
            )}
          />
          <Label htmlFor="signup-terms" className="leading-snug font-normal text-slate-700">
            I agree to the{" "}
            <Link to="/terms" className={inlineLinkClass}>
              Terms of Service
            </Link>{" "}
            and{" "}
            <Link to="/privacy" className={inlineLinkClass}>
              Privacy Policy
            </Link>
          </Label>
        </div>
        {errors.acceptTerms?.message ? (
          <p id="signup-terms-error" role="alert" className="text-sm font-medium text-red-700">
            {errors.acceptTerms.message}
          </p>
        ) : null}
        </div>

        <Button type="submit" className="w-full" size="lg" disabled={busy}>
          {isSubmitting ? <Spinner /> : null}
          Create account
        </Button>
      </form>
    </AuthShell>
  );
}
