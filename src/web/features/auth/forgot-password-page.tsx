import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "@web/lib/router";
import type { z } from "zod";
import { lazyResolver } from "@web/lib/lazy-resolver";
import type { emailForm } from "./form-rules";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/form-field";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { isApiError } from "@web/lib/api-client";
import { authApi } from "./api/auth-api";
import { AuthShell, inlineLinkClass } from "./components/auth-shell";

type ForgotInput = z.input<typeof emailForm>;
type ForgotValues = z.output<typeof emailForm>;
const resolver = lazyResolver(async () => (await import("./form-rules")).resolvers.email);

/**
 * The answer never says whether an account exists. Only a request that was not processed at all
 * (no connection, rate limited) shows an error, because then no e-mail can be on its way.
 */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotInput, unknown, ForgotValues>({ resolver, defaultValues: { email: "" } });

  const onSubmit = async ({ email }: ForgotValues) => {
    setFormError(null);
    try {
      await authApi.requestPasswordReset(email);
    } catch (error) {
      if (isApiError(error) && (error.status === 0 || error.code === "RATE_LIMIT")) {
        setFormError(error.message);
        return;
      }
    }
    setSentTo(email);
  };

  const footer = (
    <Link to="/login" className={inlineLinkClass}>
      Back to sign in
    </Link>
  );

  if (sentTo) {
    return (
      <AuthShell title="Check your email" footer={footer}>
        <Alert variant="success">
          If an account exists for {sentTo}, we&apos;ve sent a link to reset your password. It expires in 1 hour.
        </Alert>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title="Forgot your password?"
      description="Enter the e-mail address of your account and we'll send you a link to reset your password."
      footer={footer}
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)} onFocus={resolver.preload} className="space-y-5">
        {formError || errors.root?.message ? <Alert>{formError ?? errors.root?.message}</Alert> : null}
        <FormField id="forgot-email" label="Email" error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="email" required disabled={isSubmitting} {...register("email")} />}
        </FormField>
        <Button type="submit" className="w-full" size="lg" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          Send reset link
        </Button>
      </form>
    </AuthShell>
  );
}
