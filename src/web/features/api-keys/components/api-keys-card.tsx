import { KeyRound } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Link } from "@web/lib/router";
import type { ApiKey } from "@shared/schemas/api-keys";
import { MAX_LIVE_API_KEYS } from "@shared/schemas/api-keys";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { formatDateTime, formatNumber } from "@web/lib/format";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from "../api/api-keys-api";
import { ConnectInstructions, CopyButton } from "./connect-instructions";

function KeyRow({ apiKey }: { apiKey: ApiKey }) {
  const revoke = useRevokeApiKey();
  const onRevoke = () =>
    revoke.mutate(apiKey.id, {
      onSuccess: () => notifySuccess(`Key "${apiKey.name}" revoked`),
      onError: (error) => notifyError(errorMessage(error, "Failed to revoke the key")),
    });
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700">
          <KeyRound aria-hidden="true" className="size-4" />
        </span>
        <div className="min-w-0 space-y-0.5">
          <p className="text-sm font-medium break-words text-slate-900">{apiKey.name}</p>
          <p className="text-xs text-slate-600">
            <span className="font-mono">{apiKey.prefix}…</span> · Created {formatDateTime(apiKey.createdAt)} ·{" "}
            {apiKey.lastUsedAt ? `Last used ${formatDateTime(apiKey.lastUsedAt)}` : "Never used"} · {formatNumber(apiKey.requestCount)}{" "}
            {apiKey.requestCount === 1 ? "request" : "requests"}
          </p>
        </div>
      </div>
      <Button variant="outline" size="sm" disabled={revoke.isPending} onClick={onRevoke} aria-label={`Revoke key ${apiKey.name}`}>
        {revoke.isPending ? <Spinner /> : null}
        Revoke
      </Button>
    </li>
  );
}

/**
 * /settings: the member's personal API keys for the public API and the MCP server. A new key's secret
 * is shown here once, with the configuration to paste into an AI tool; afterwards only its prefix.
 */
export function ApiKeysCard() {
  const { data, isPending, isError, refetch } = useApiKeys();
  const create = useCreateApiKey();
  const [name, setName] = useState("");
  const [fresh, setFresh] = useState<{ name: string; secret: string } | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError("Give the key a name, e.g. \"Claude Desktop on my laptop\"");
      return;
    }
    setNameError(null);
    create.mutate(name.trim(), {
      onSuccess: (key) => {
        setFresh({ name: key.name, secret: key.secret });
        setName("");
      },
      onError: (error) => setNameError(errorMessage(error, "Failed to create the key")),
    });
  };

  const full = (data?.length ?? 0) >= MAX_LIVE_API_KEYS;
  return (
    <Card id="api-keys">
      <CardHeader>
        <CardTitle>API keys</CardTitle>
        <CardDescription>
          Use Ideadeck from Claude, Cursor, VS Code or your own scripts. A key acts as you, with your plan: it reads what you can read and can save ideas
          and run validations on your quota. It cannot change your account or billing. See the <a className="underline" href="/api/docs">API documentation</a> or{" "}
          <Link className="underline" to="/settings/ai-tools">connect an AI tool</Link>.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {fresh ? (
          <Alert variant="success">
            <p className="text-sm font-medium text-slate-900">Key "{fresh.name}" created. Copy it now: it is not shown again.</p>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <Input readOnly aria-label="New API key" value={fresh.secret} onFocus={(event) => event.currentTarget.select()} className="min-w-0 flex-1 bg-white font-mono text-xs" />
              <CopyButton text={fresh.secret} label="Copy the new API key" />
            </div>
            <p className="text-sm text-slate-700">Or paste this into your AI tool, with the key already in it:</p>
            <ConnectInstructions secret={fresh.secret} />
            <Button variant="ghost" size="sm" onClick={() => setFresh(null)}>
              Done, I have copied it
            </Button>
          </Alert>
        ) : null}

        <form onSubmit={onCreate} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1 space-y-1.5">
            <Label htmlFor="api-key-name">New key name</Label>
            <Input
              id="api-key-name"
              value={name}
              maxLength={60}
              placeholder="Claude Desktop on my laptop"
              onChange={(event) => setName(event.target.value)}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? "api-key-name-error" : undefined}
              disabled={full}
            />
          </div>
          <Button type="submit" disabled={create.isPending || full}>
            {create.isPending ? <Spinner /> : null}
            Create key
          </Button>
        </form>
        {nameError ? (
          <p id="api-key-name-error" role="alert" className="text-sm text-red-700">
            {nameError}
          </p>
        ) : null}
        {full ? <p className="text-sm text-slate-700">You have {MAX_LIVE_API_KEYS} keys, the most at once. Revoke one you no longer use to create another.</p> : null}

        {isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : isError ? (
          <div className="flex items-center justify-between gap-3 text-sm text-slate-700">
            <p>Couldn&apos;t load your keys.</p>
            <Button variant="outline" size="sm" onClick={() => void refetch()}>
              Try Again
            </Button>
          </div>
        ) : data.length === 0 ? (
          <p className="text-sm text-slate-600">You have no API keys.</p>
        ) : (
          <ul aria-label="API keys" className="divide-y divide-slate-100">
            {data.map((apiKey) => (
              <KeyRow key={apiKey.id} apiKey={apiKey} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
