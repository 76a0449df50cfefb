import { useState, type ComponentType } from "react";
import { GitHubIcon, GoogleIcon } from "@web/components/brand-icons";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { hardNavigate } from "@web/lib/browser";
import { usePublicConfig, type OAuthProvider } from "@web/lib/public-config";
import { DEFAULT_AFTER_SIGN_IN } from "@web/lib/redirect";
import { AUTH_REDIRECT_STORAGE_KEY, authApi } from "../api/auth-api";

const PROVIDERS: Record<OAuthProvider, { label: string; Icon: ComponentType<{ className?: string }> }> = {
  google: { label: "Google", Icon: GoogleIcon },
  github: { label: "GitHub", Icon: GitHubIcon },
};

function rememberReturnTarget(target: string) {
  try {
    if (target === DEFAULT_AFTER_SIGN_IN) localStorage.removeItem(AUTH_REDIRECT_STORAGE_KEY);
    else localStorage.setItem(AUTH_REDIRECT_STORAGE_KEY, target);
  } catch {
    // Storage can be disabled (private mode): the user then simply lands on the dashboard.
  }
}

/**
 * One button per provider the server has configured (GET /api/v1/public-config): no dead buttons.
 * Renders nothing when none is configured or the config is not known yet.
 */
export function SocialSignIn({
  returnTo,
  disabled,
  onError,
  onPendingChange,
}: {
  returnTo: string;
  disabled?: boolean;
  onError: (message: string) => void;
  onPendingChange?: (pending: boolean) => void;
}) {
  const { data: config } = usePublicConfig();
  const [pending, setPending] = useState<OAuthProvider | null>(null);
  const providers = config?.oauthProviders ?? [];
  if (providers.length === 0) return null;

  const start = async (provider: OAuthProvider) => {
    setPending(provider);
    onPendingChange?.(true);
    rememberReturnTarget(returnTo);
    try {
      const { url } = await authApi.signInSocial(provider);
      hardNavigate(url);
      // Stay "pending" while the browser leaves for the provider.
    } catch (error) {
      setPending(null);
      onPendingChange?.(false);
      onError(errorMessage(error, `Failed to sign in with ${PROVIDERS[provider].label}`));
    }
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-3">
        {providers.map((provider) => {
          const { label, Icon } = PROVIDERS[provider];
          return (
            <Button
              key={provider}
              variant="outline"
              disabled={disabled || pending !== null}
              onClick={() => void start(provider)}
            >
              {pending === provider ? <Spinner /> : <Icon className="size-4" />}
              Continue with {label}
            </Button>
          );
        })}
      </div>
      <div className="flex items-center gap-3 text-xs font-medium tracking-wide text-slate-600 uppercase">
        <span className="h-px flex-1 bg-slate-200" />
        or continue with email
        <span className="h-px flex-1 bg-slate-200" />
      </div>
    </div>
  );
}
