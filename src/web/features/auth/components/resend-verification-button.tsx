import { useState } from "react";
import { Button, type ButtonProps } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { authApi } from "../api/auth-api";

export const VERIFICATION_SENT_MESSAGE = "Verification email sent! Check your inbox.";

export function ResendVerificationButton({ email, ...props }: { email: string } & Omit<ButtonProps, "onClick">) {
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      await authApi.sendVerificationEmail(email);
      notifySuccess(VERIFICATION_SENT_MESSAGE);
    } catch (error) {
      notifyError(errorMessage(error, "Failed to send verification email"));
    } finally {
      setSending(false);
    }
  };

  return (
    <Button variant="outline" {...props} disabled={sending || props.disabled} onClick={() => void resend()}>
      {sending ? <Spinner /> : null}
      Resend verification email
    </Button>
  );
}
