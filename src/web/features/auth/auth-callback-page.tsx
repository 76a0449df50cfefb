import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "@web/lib/router";
import { PageSpinner } from "@web/components/ui/spinner";
import { DocumentTitle } from "@web/components/page";
import { refreshMe } from "@web/lib/me";
import { safeReturnPath } from "@web/lib/redirect";
import { AUTH_REDIRECT_STORAGE_KEY } from "./api/auth-api";

function readStoredTarget(): string | null {
  try {
    return localStorage.getItem(AUTH_REDIRECT_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Where a provider sign-in lands: load the new session, then go where the user was heading. */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read once: StrictMode runs effects twice, and the effect clears the key.
  const [target] = useState(() => safeReturnPath(readStoredTarget()));

  useEffect(() => {
    let cancelled = false;
    try {
      localStorage.removeItem(AUTH_REDIRECT_STORAGE_KEY);
    } catch {
      // Nothing stored, nothing to clear.
    }
    void refreshMe(queryClient).then((me) => {
      if (cancelled) return;
      navigate(me ? target : "/login?error=callback", { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate, queryClient, target]);

  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-2 px-4 text-center">
      <DocumentTitle title="Completing sign in..." />
      <PageSpinner className="min-h-0" />
      <h1 className="text-lg font-semibold text-slate-900">Completing sign in...</h1>
    </div>
  );
}
