import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import { z } from "zod";
import { emailSchema } from "@shared/schemas/auth";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Field, describedBy } from "@web/components/ui/field";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { refreshMe, useMe } from "@web/lib/me";
import { notifySuccess } from "@web/lib/notify";
import { authApi } from "./api/auth-api";
import { AuthShell, inlineLinkClass } from "./components/auth-shell";
import { VERIFICATION_SENT_MESSAGE } from "./components/resend-verification-button";

export const INVALID_VERIFICATION_LINK_MESSAGE = "This verification link is invalid or has expired.";

const resendSchema = z.object({ email: emailSchema });
type ResendInput = z.input<typeof resendSchema>;
type ResendValues = z.output<typeof resendSchema>;

function ResendForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResendInput, unknown, ResendValues>({ resolver: zodResolver(resendSchema), defaultValues: { email: "" } });

  const onSubmit = async ({ email }: ResendValues) => {
    setFormError(null);
    try {
      await authApi.sendVerificationEmail(email);
      notifySuccess(VERIFICATION_SENT_MESSAGE);
      setSentTo(email);
    } catch (error) {
      setFormError(errorMessage(error, "Failed to send verification email"));
    }
  };

  if (sentTo) return <Alert variant="success">{VERIFICATION_SENT_MESSAGE}</Alert>;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      {formError ? <Alert>{formError}</Alert> : null}
      <Field id="verify-email" label="Email" error={errors.email?.message}>
        <Input
          id="verify-email"
          type="email"
          autoComplete="email"
          required
          disabled={isSubmitting}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy("verify-email", { error: errors.email?.message })}
          {...register("email")}
        />
      </Field>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Spinner /> : null}
        Resend verification email
      </Button>
    </form>
  );
}

/**
 * The link in the verification e-mail goes through the server, which verifies the address, signs
 * the user in and lands here (with ?error=... when the token was bad).
 */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const failed = Boolean(searchParams.get("error"));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { me, isLoading } = useMe();
  const [continuing, setContinuing] = useState(false);

  useEffect(() => {
    // The server has just set the session cookie; a cached "signed out" answer is stale.
    if (!failed) void refreshMe(queryClient);
  }, [failed, queryClient]);

  if (failed) {
    return (
      <AuthShell
        title="Verify your email"
        footer={
          <Link to="/login" className={inlineLinkClass}>
            Back to sign in
          </Link>
        }
      >
        <Alert>{INVALID_VERIFICATION_LINK_MESSAGE}</Alert>
        <p className="text-sm text-slate-600">Enter your e-mail address and we&apos;ll send you a new link.</p>
        <ResendForm />
      </AuthShell>
    );
  }

  const goToDashboard = async () => {
    setContinuing(true);
    await refreshMe(queryClient);
    navigate("/dashboard");
  };

  return (
    <AuthShell title="Email verified" description="Your e-mail address is confirmed. Welcome to Ideadeck!">
      {isLoading ? null : me ? (
        <Button className="w-full" size="lg" disabled={continuing} onClick={() => void goToDashboard()}>
          {continuing ? <Spinner /> : null}
          Go to Dashboard
        </Button>
      ) : (
        <Button asChild className="w-full" size="lg">
          <Link to="/login">Sign in</Link>
        </Button>
      )}
    </AuthShell>
  );
}
