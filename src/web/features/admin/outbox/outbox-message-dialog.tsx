import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { PageSpinner } from "@web/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { ErrorPanel } from "@web/components/error-panel";
import { formatDateTime } from "@web/lib/format";
import { useOutboxMessage, type OutboxItem, type OutboxMessage } from "../api/outbox-api";
import { LinkifiedText } from "./linkified-text";
import { OutboxStatusBadge } from "./outbox-status-badge";

function headerEntries(headers: unknown): [string, string][] {
  if (!headers || typeof headers !== "object") return [];
  if (Array.isArray(headers)) {
    return headers.flatMap((entry) =>
      entry && typeof entry === "object" && "key" in entry && "value" in entry ? [[String(entry.key), String(entry.value)]] : [],
    );
  }
  return Object.entries(headers).map(([key, value]) => [key, typeof value === "string" ? value : JSON.stringify(value)]);
}

function MessageBody({ message }: { message: OutboxMessage }) {
  const headers = headerEntries(message.headers);
  const defaultTab = message.text ? "text" : message.html ? "html" : "headers";
  return (
    <div className="space-y-4 overflow-y-auto p-6">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="font-medium text-slate-600">From</dt>
        <dd className="break-all text-slate-900">{message.from}</dd>
        <dt className="font-medium text-slate-600">To</dt>
        <dd className="break-all text-slate-900">{message.to}</dd>
        <dt className="font-medium text-slate-600">Kind</dt>
        <dd className="text-slate-900">{message.kind}</dd>
        <dt className="font-medium text-slate-600">Status</dt>
        <dd>
          <OutboxStatusBadge status={message.status} />
        </dd>
        <dt className="font-medium text-slate-600">Created</dt>
        <dd className="text-slate-900">{formatDateTime(message.createdAt)}</dd>
        <dt className="font-medium text-slate-600">Sent</dt>
        <dd className="text-slate-900">{message.sentAt ? formatDateTime(message.sentAt) : "Not sent"}</dd>
      </dl>
      <Tabs defaultValue={defaultTab}>
        <TabsList aria-label="Message versions">
          <TabsTrigger value="text">Text</TabsTrigger>
          <TabsTrigger value="html">HTML</TabsTrigger>
          <TabsTrigger value="headers">Headers</TabsTrigger>
        </TabsList>
        <TabsContent value="text">
          {message.text ? (
            <pre className="max-h-[50vh] overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-sm whitespace-pre-wrap text-slate-900">
              <LinkifiedText text={message.text} />
            </pre>
          ) : (
            <p className="text-sm text-slate-600">This e-mail has no text version.</p>
          )}
        </TabsContent>
        <TabsContent value="html">
          {message.html ? (
            // sandbox="" : the mail's HTML runs no scripts, submits no forms and cannot reach this page.
            <iframe
              sandbox=""
              srcDoc={message.html}
              title={`HTML version of “${message.subject}”`}
              className="h-[50vh] w-full rounded-lg border border-slate-200 bg-white"
            />
          ) : (
            <p className="text-sm text-slate-600">This e-mail has no HTML version.</p>
          )}
        </TabsContent>
        <TabsContent value="headers">
          {headers.length > 0 ? (
            <dl className="max-h-[50vh] space-y-1 overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-4 font-mono text-xs">
              {headers.map(([key, value]) => (
                <div key={key} className="break-all">
                  <dt className="inline font-semibold text-slate-900">{key}:</dt> <dd className="inline text-slate-700">{value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="text-sm text-slate-600">No headers recorded.</p>
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}

export function OutboxMessageDialog({ item, onClose }: { item: OutboxItem | null; onClose: () => void }) {
  const { data, isPending, isError, refetch } = useOutboxMessage(item?.id ?? null);
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle className="break-words">{item?.subject ?? ""}</DialogTitle>
          <DialogDescription>To {item?.to}</DialogDescription>
        </DialogHeader>
        {isPending ? (
          <PageSpinner className="min-h-48" />
        ) : isError ? (
          <div className="p-6">
            <ErrorPanel onRetry={() => void refetch()} />
          </div>
        ) : (
          <MessageBody message={data} />
        )}
      </DialogContent>
    </Dialog>
  );
}
