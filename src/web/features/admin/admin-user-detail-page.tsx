import { ArrowLeft, Bookmark, Bot, Eye, FlaskConical } from "lucide-react";
import { useEffect } from "react";
import { Link, useParams } from "@web/lib/router";
import { ErrorPanel } from "@web/components/error-panel";
import { PageHeader } from "@web/components/page";
import { StatCard } from "@web/components/stat-card";
import { Badge } from "@web/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { isApiError, errorMessage } from "@web/lib/api-client";
import { formatNumber } from "@web/lib/format";
import { useMe } from "@web/lib/me";
import { notifyError } from "@web/lib/notify";
import { useAdminUser } from "./api/admin-users-api";
import { DeleteUserDialog } from "./users/delete-user-dialog";
import { PlanControls } from "./users/plan-controls";
import { StatusBadge, TierBadge } from "./users/user-badges";
import { EventsTable, PaymentsTable, SessionsPanel } from "./users/user-activity";
import { USER_MESSAGES } from "./users/user-copy";
import { When } from "@web/components/when";
import { AdminApiKeysPanel } from "@web/features/api-keys";

function BackLink() {
  return (
    <Link to="/admin/users" className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      All users
    </Link>
  );
}

/** One user: their figures, plan (tier and status), payments, subscription events and sessions. */
export function AdminUserDetailPage() {
  const { userId = "" } = useParams();
  const { data, error, isPending, isError, errorUpdatedAt, refetch } = useAdminUser(userId);
  const { me } = useMe();
  const notFound = isApiError(error) && error.status === 404;

  useEffect(() => {
    if (isError && !notFound) notifyError(USER_MESSAGES.loadFailed, "user-load");
  }, [isError, notFound, errorUpdatedAt]);

  if (isPending) {
    return (
      <div className="space-y-6" aria-busy="true">
        <BackLink />
        <span className="sr-only">Loading user</span>
        <Skeleton className="h-9 w-64" />
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-28" />
          ))}
        </div>
        <Skeleton className="h-40" />
      </div>
    );
  }

  if (!data) {
    return (
      <div className="space-y-6">
        <BackLink />
        <PageHeader title={notFound ? "User not found" : "User"} description={notFound ? "This user does not exist or was deleted." : undefined} />
        {notFound ? null : <ErrorPanel message={errorMessage(error, USER_MESSAGES.loadFailed)} onRetry={() => void refetch()} />}
      </div>
    );
  }

  const { user } = data;
  const isSelf = me?.profile.id === user.id;
  return (
    <div className="space-y-6">
      <BackLink />
      <PageHeader
        title={user.fullName || user.email}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <span>{user.email}</span>
            {user.username ? <span>@{user.username}</span> : null}
            <TierBadge tier={user.subscriptionTier} />
            <StatusBadge status={user.subscriptionStatus} />
            {user.role === "admin" ? <Badge variant="default">Admin</Badge> : null}
          </span>
        }
        actions={<DeleteUserDialog userId={user.id} disabled={isSelf} />}
      />
      <p className="text-sm text-slate-600">
        Joined <When value={user.createdAt} /> · Last seen <When value={user.lastSeenAt} /> · Last sign-in <When value={user.lastSignIn} />
        {isSelf ? " · This is your account: you cannot delete it here." : null}
      </p>

      <section aria-label="Activity figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard label="Ideas saved" icon={Bookmark} value={formatNumber(user.ideasSaved)} />
        <StatCard label="Ideas viewed" icon={Eye} value={formatNumber(user.ideasViewed)} />
        <StatCard label="AI research" icon={FlaskConical} value={formatNumber(user.aiResearchUsed)} detail="This month" />
        <StatCard label="AI chat" icon={Bot} value={formatNumber(user.aiChatUsed)} detail="This month" />
      </section>

      <Card>
        <CardHeader>
          <CardTitle>Plan</CardTitle>
          <CardDescription>Changes apply at once and are recorded as subscription events. Changing the tier sets the status to active.</CardDescription>
        </CardHeader>
        <CardContent>
          <PlanControls user={user} />
        </CardContent>
      </Card>

      <Card className="relative overflow-hidden">
        <CardHeader className="pb-4">
          <CardTitle>Active sessions</CardTitle>
        </CardHeader>
        <SessionsPanel userId={user.id} sessions={data.sessions} />
      </Card>

      <Card className="relative overflow-hidden">
        <CardHeader className="pb-4">
          <CardTitle>API keys</CardTitle>
        </CardHeader>
        <AdminApiKeysPanel userId={user.id} />
      </Card>

      <Card className="relative overflow-hidden">
        <CardHeader className="pb-4">
          <CardTitle>Payments</CardTitle>
        </CardHeader>
        <PaymentsTable payments={data.payments} />
      </Card>

      <Card className="relative overflow-hidden">
        <CardHeader className="pb-4">
          <CardTitle>Subscription events</CardTitle>
        </CardHeader>
        <EventsTable events={data.events} />
      </Card>
    </div>
  );
}
