import { Monitor } from "lucide-react";
import type { SessionInfo } from "@shared/schemas/profile";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { describeUserAgent, formatDateTime } from "@web/lib/format";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { useRevokeOtherSessions, useRevokeSession, useSessions } from "../api/account-api";

function SessionRow({ session }: { session: SessionInfo }) {
  const revoke = useRevokeSession();
  const device = describeUserAgent(session.userAgent);

  const signOutSession = () =>
    revoke.mutate(session.id, {
      onSuccess: () => notifySuccess("Session signed out"),
      onError: (error) => notifyError(errorMessage(error, "Failed to sign out the session")),
    });

  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700">
          <Monitor aria-hidden="true" className="size-4" />
        </span>
        <div className="min-w-0 space-y-0.5">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
            {device}
            {session.current ? <Badge variant="success">This device</Badge> : null}
          </p>
          <p className="text-xs text-slate-600">
            {session.ipAddress ? `${session.ipAddress} · ` : ""}Signed in {formatDateTime(session.createdAt)} · Expires{" "}
            {formatDateTime(session.expiresAt)}
          </p>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          disabled={revoke.isPending}
          onClick={signOutSession}
          aria-label={`Sign out ${device}, signed in ${formatDateTime(session.createdAt)}`}
        >
          {revoke.isPending ? <Spinner /> : null}
          Sign out
        </Button>
      )}
    </li>
  );
}

/** Every device signed in to this account, each one revocable except the one in use. */
export function SessionsCard() {
  const { data, isPending, isError, refetch } = useSessions();
  const revokeOthers = useRevokeOtherSessions();
  const hasOthers = data?.sessions.some((session) => !session.current) ?? false;

  const signOutOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: () => notifySuccess("Signed out of all other sessions"),
      onError: (error) => notifyError(errorMessage(error, "Failed to sign out other sessions")),
    });

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <CardTitle>Active sessions</CardTitle>
          <CardDescription>Devices where your account is signed in.</CardDescription>
        </div>
        {hasOthers ? (
          <Button variant="outline" size="sm" disabled={revokeOthers.isPending} onClick={signOutOthers} className="mt-3 sm:mt-0">
            {revokeOthers.isPending ? <Spinner /> : null}
            Sign out of all other sessions
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="pt-2">
        {isPending ? (
          <div className="space-y-3 py-4">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : isError ? (
          <div className="flex items-center justify-between gap-3 py-4 text-sm text-slate-700">
            <p>Couldn&apos;t load your sessions.</p>
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              Try Again
            </Button>
          </div>
        ) : (
          <ul aria-label="Active sessions" className="divide-y divide-slate-100">
            {data.sessions.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
