import { useEffect } from "react";
import { Navigate, Outlet, useLocation } from "@web/lib/router";
import { ErrorPanel } from "@web/components/error-panel";
import { PageContainer } from "@web/components/page";
import { PageSpinner } from "@web/components/ui/spinner";
import { useMe } from "@web/lib/me";
import { notifyError } from "@web/lib/notify";
import { loginPath } from "@web/lib/redirect";

export type Access = "user" | "pro" | "admin";

export const ADMIN_REQUIRED_MESSAGE = "Admin access required";

function RedirectWithError({ to, message }: { to: string; message: string }) {
  useEffect(() => {
    // A fixed id: StrictMode's double effect and repeated visits show one toast, not several.
    notifyError(message, "route-guard-denied");
  }, [message]);
  return <Navigate to={to} replace />;
}

/**
 * The one guard for every protected route (spec order): spinner while the session loads, visitors to
 * /login remembering the page, non-Pro to /pricing, non-admins to / with a toast. The server enforces
 * the same rules on every call; this only keeps people off screens they cannot use.
 */
export function RouteGuard({ access }: { access: Access }) {
  const { me, entitlements, isLoading, error, refetch } = useMe();
  const location = useLocation();

  if (isLoading) return <PageSpinner className="min-h-[60vh]" />;

  if (!me) {
    // The session check itself failed (timeout, network, 5xx): we do not know who this is yet.
    if (error) {
      return (
        <PageContainer>
          <ErrorPanel headingLevel={1} message={error.message} onRetry={refetch} />
        </PageContainer>
      );
    }
    return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  }

  if (access === "pro" && !entitlements.isPro) return <Navigate to="/pricing" replace />;
  if (access === "admin" && !entitlements.isAdmin) return <RedirectWithError to="/" message={ADMIN_REQUIRED_MESSAGE} />;

  return <Outlet />;
}
