import type { ReactNode } from "react";
import { Link, Navigate, useLocation } from "@web/lib/router";
import { Wrench } from "lucide-react";
import { DocumentTitle } from "@web/components/page";
import { useMe } from "@web/lib/me";
import { usePublicConfig } from "@web/lib/public-config";
import { loginPath } from "@web/lib/redirect";

/** Pages that stay open in maintenance: signing in (admins need it) and finishing a sign-in. */
const OPEN_IN_MAINTENANCE = /^\/(login|auth\/.*|forgot-password|reset-password|verify-email)$/;
/** Pages a visitor keeps when guest browsing is off (the server's list: settings-enforcement.ts). */
const OPEN_TO_GUESTS = /^\/(login|signup|forgot-password|reset-password|verify-email|unsubscribe|terms|privacy|auth\/.*)$/;

export function MaintenancePage({ message }: { message: string }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <DocumentTitle title="Down for maintenance" />
      <span className="flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-700">
        <Wrench aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">We&rsquo;ll be right back</h1>
      <p className="text-base whitespace-pre-line text-slate-700">{message}</p>
      <p className="text-sm text-slate-600">
        Administrators can still{" "}
        <Link to="/login" className="font-medium text-indigo-700 underline underline-offset-2">
          sign in
        </Link>
        .
      </p>
    </div>
  );
}

/**
 * The admin settings that decide whether a page shows at all: maintenance mode (everyone but admins
 * sees the maintenance page) and guest browsing off (visitors go to /login). The server answers
 * the API the same way (503 / 401); this keeps people off screens that would only fail.
 */
export function SiteGate({ children }: { children: ReactNode }) {
  const { data: config } = usePublicConfig();
  const { me, entitlements, isLoading } = useMe();
  const { pathname, search } = useLocation();
  if (!config || isLoading) return children;
  if (config.maintenance && !entitlements.isAdmin && !OPEN_IN_MAINTENANCE.test(pathname)) return <MaintenancePage message={config.maintenance.message} />;
  if (!config.guestBrowsingEnabled && !me && !OPEN_TO_GUESTS.test(pathname)) return <Navigate to={loginPath(pathname + search)} replace />;
  return children;
}
