import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "@web/lib/router";
import type { z } from "zod";
import { lazyResolver } from "@web/lib/lazy-resolver";
import type { emailForm } from "./form-rules";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/form-field";
import { Input } from "@web/components/ui/input";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { refreshMe, useMe } from "@web/lib/me";
import { notifySuccess } from "@web/lib/notify";
import { authApi } from "./api/auth-api";
import { AuthShell, inlineLinkClass } from "./components/auth-shell";
import { VERIFICATION_SENT_MESSAGE } from "./components/resend-verification-button";

export const INVALID_VERIFICATION_LINK_MESSAGE = "This verification link is invalid or has expired.";

type ResendInput = z.input<typeof emailForm>;
type ResendValues = z.output<typeof emailForm>;
const resolver = lazyResolver(async () => (await import("./form-rules")).resolvers.email);

function ResendForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResendInput, unknown, ResendValues>({ resolver, defaultValues: { email: "" } });

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
    <form noValidate onSubmit={handleSubmit(onSubmit)} onFocus={resolver.preload} className="space-y-5">
      {formError || errors.root?.message ? <Alert>{formError ?? errors.root?.message}</Alert> : null}
      <FormField id="verify-email" label="Email" error={errors.email?.message}>
        {(control) => <Input {...control} type="email" autoComplete="email" required disabled={isSubmitting} {...register("email")} />}
      </FormField>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Spinner /> : null}
        Resend verification email
      </Button>
    </form>
  );
}

/**
 * The link in the verification e-mail goes through the server, which verifies the address, signs
 * the user in and lands here (with ?error=... when the token was bad). "Email verified" is said only
 * when the signed-in account really is verified; anyone else (this page opened by hand, or a session
 * that has since ended) is offered a new link instead.
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

  if (!failed && isLoading) {
    return (
      <AuthShell title="Verify your email">
        <div role="status" className="flex justify-center py-4">
          <Spinner />
          <span className="sr-only">Checking your account…</span>
        </div>
      </AuthShell>
    );
  }

  const verified = !failed && me?.profile.emailVerified === true;
  if (!verified) {
    return (
      <AuthShell
        title="Verify your email"
        footer={
          <Link to="/login" className={inlineLinkClass}>
            Back to sign in
          </Link>
        }
      >
        {failed ? <Alert>{INVALID_VERIFICATION_LINK_MESSAGE}</Alert> : null}
        <p className="text-sm text-slate-600">
          {failed
            ? "Enter your e-mail address and we'll send you a new link."
            : "Open the link in the e-mail we sent you to verify your address. No e-mail? Enter your address and we'll send a new link."}
        </p>
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
      <Button className="w-full" size="lg" disabled={continuing} onClick={() => void goToDashboard()}>
        {continuing ? <Spinner /> : null}
        Go to Dashboard
      </Button>
    </AuthShell>
  );
}
