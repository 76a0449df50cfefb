import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { formatDateTime, formatNumber } from "@web/lib/format";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { useAdminApiKeys, useAdminRevokeApiKey } from "../api/api-keys-api";

/** The admin's view of one member's API keys: live count, each key's use, revoke (audited on the server). */
export function AdminApiKeysPanel({ userId }: { userId: string }) {
  const { data, isPending, isError, refetch } = useAdminApiKeys(userId);
  const revoke = useAdminRevokeApiKey(userId);
  if (isPending) return <Skeleton className="m-6 h-10" />;
  if (isError)
    return (
      <div className="flex items-center justify-between gap-3 px-6 pb-6 text-sm text-slate-700">
        <p>Couldn&apos;t load this member&apos;s API keys.</p>
        <Button variant="outline" size="sm" onClick={() => void refetch()}>
          Try Again
        </Button>
      </div>
    );
  const onRevoke = (id: string, name: string) =>
    revoke.mutate(id, {
      onSuccess: () => notifySuccess(`Key "${name}" revoked`),
      onError: (error) => notifyError(errorMessage(error, "Failed to revoke the key")),
    });
  return (
    <div className="space-y-3 px-6 pb-6">
      <p className="text-sm text-slate-700">
        {formatNumber(data.live)} live {data.live === 1 ? "key" : "keys"} · {formatNumber(data.keys.reduce((sum, key) => sum + key.requestCount, 0))} requests in all
      </p>
      {data.keys.length === 0 ? null : (
        <ul aria-label="Member's API keys" className="divide-y divide-slate-100">
          {data.keys.map((key) => (
            <li key={key.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 space-y-0.5">
                <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                  {key.name}
                  {key.revokedAt ? <Badge variant="neutral">Revoked {formatDateTime(key.revokedAt)}</Badge> : null}
                </p>
                <p className="text-xs text-slate-600">
                  <span className="font-mono">{key.prefix}…</span> · Created {formatDateTime(key.createdAt)} ·{" "}
                  {key.lastUsedAt ? `Last used ${formatDateTime(key.lastUsedAt)}` : "Never used"} · {formatNumber(key.requestCount)} requests
                </p>
              </div>
              {key.revokedAt ? null : (
                <Button variant="outline" size="sm" disabled={revoke.isPending} onClick={() => onRevoke(key.id, key.name)} aria-label={`Revoke key ${key.name}`}>
                  {revoke.isPending ? <Spinner /> : null}
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
