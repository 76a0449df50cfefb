import { useEffect, type ReactNode } from "react";
import {
  CalendarClock,
  CheckCircle2,
  Clock,
  ExternalLink,
  LinkIcon,
  Pencil,
  type LucideIcon,
} from "lucide-react";
import { Link } from "@web/lib/router";
import {
  REVERIFY_AFTER_DAYS,
  type DueIdea,
  type DueReason,
  type FailingLink,
} from "@shared/schemas/verification";
import { categoryLabel } from "@shared/categories";
import { ErrorPanel } from "@web/components/error-panel";
import { PageHeader } from "@web/components/page";
import { When } from "@web/components/when";
import { Alert } from "@web/components/ui/alert";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { errorMessage } from "@web/lib/api-client";
import { formatDay, formatNumber } from "@web/lib/format";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { useMarkVerified, useVerificationQueue } from "./verification-api";

export const LOAD_FAILED = "Failed to load the re-verification queue";

/** What a failed check saw, in a few words: "HTTP 404", or the error when no answer came. */
export function checkOutcome(check: {
  httpStatus: number | null;
  error: string | null;
}): string {
  if (check.httpStatus !== null) return `HTTP ${check.httpStatus}`;
  return check.error ?? "No answer";
}

/** Where the admin edits the idea: Manage Ideas, filtered to it, with its editor open. */
export const editLink = (idea: { id: string; slug: string }) =>
  `/admin/ideas?search=${encodeURIComponent(idea.slug)}&edit=${idea.id}`;

function ReasonLine({ reason }: { reason: DueReason }) {
  const [Icon, text]: [LucideIcon, ReactNode] =
    reason.kind === "age"
      ? [
          Clock,
          reason.days === null
            ? "Never verified"
            : `Last verified ${formatNumber(reason.days)} days ago (due after ${REVERIFY_AFTER_DAYS})`,
        ]
      : reason.kind === "trigger"
        ? [
            CalendarClock,
            <>
              Trigger passed on {formatDay(reason.date)} ({reason.triggerKind}):{" "}
              {reason.summary}
            </>,
          ]
        : [
            LinkIcon,
            <>
              Source failing ({checkOutcome(reason)}, checked{" "}
              <When value={reason.checkedAt} />
              ):{" "}
              <a
                href={reason.url}
                target="_blank"
                rel="noreferrer noopener"
                className="break-words text-indigo-700 underline-offset-2 hover:underline"
              >
                {reason.title}
              </a>
            </>,
          ];
  return (
    <li className="flex gap-2 text-sm text-slate-700">
      <Icon
        aria-hidden="true"
        className={
          reason.kind === "source"
            ? "mt-0.5 size-4 shrink-0 text-red-600"
            : "mt-0.5 size-4 shrink-0 text-amber-600"
        }
      />
      <span className="min-w-0">{text}</span>
    </li>
  );
}

function DueIdeaCard({
  idea,
  busy,
  onVerified,
}: {
  idea: DueIdea;
  busy: boolean;
  onVerified: () => void;
}) {
  const headingId = `due-${idea.id}`;
  return (
    <li>
      <Card className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3
              id={headingId}
              className="text-base font-semibold text-slate-900"
            >
              <Link to={`/ideas/${idea.slug}`} className="hover:underline">
                {idea.title}
              </Link>
            </h3>
            <Badge variant="neutral">{categoryLabel(idea.category)}</Badge>
          </div>
          {/* Never verified: the reason below says so. */}
          {idea.lastVerifiedAt ? (
            <p className="text-xs text-slate-600">
              Last verified <When value={idea.lastVerifiedAt} />
              {idea.lastVerifiedBy ? ` by ${idea.lastVerifiedBy}` : null}
            </p>
          ) : null}
        </div>
        <ul className="space-y-1.5" aria-label="Why it is due">
          {idea.reasons.map((reason, index) => (
            <ReasonLine key={index} reason={reason} />
          ))}
        </ul>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            onClick={onVerified}
            disabled={busy}
            aria-describedby={headingId}
          >
            <CheckCircle2 aria-hidden="true" />
            Verified, nothing changed
          </Button>
          <Button variant="outline" asChild>
            <Link to={editLink(idea)} aria-describedby={headingId}>
              <Pencil aria-hidden="true" />
              Edit
            </Link>
          </Button>
        </div>
      </Card>
    </li>
  );
}

function FailingLinkItem({ link }: { link: FailingLink }) {
  return (
    <li className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-start sm:gap-4">
      <div className="min-w-0 flex-1 space-y-0.5">
        <a
          href={link.url}
          target="_blank"
          rel="noreferrer noopener"
          className="flex items-start gap-1 text-sm font-medium break-words text-indigo-700 underline-offset-2 hover:underline"
        >
          <span>{link.sourceTitle}</span>
          <ExternalLink
            aria-hidden="true"
            className="mt-0.5 size-3.5 shrink-0"
          />
        </a>
        <p className="text-xs break-all text-slate-600">{link.url}</p>
        <p className="text-xs text-slate-600">
          Cited by{" "}
          <Link
            to={`/ideas/${link.slug}`}
            className="text-slate-800 hover:underline"
          >
            {link.title}
          </Link>
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2 text-xs text-slate-600 sm:flex-col sm:items-end">
        <Badge variant="danger">{checkOutcome(link)}</Badge>
        {link.httpStatus !== null &&
        link.error &&
        link.error !== `HTTP ${link.httpStatus}` ? (
          <span>{link.error}</span>
        ) : null}
        <span>
          Checked <When value={link.checkedAt} />
        </span>
      </div>
    </li>
  );
}

/**
 * Re-verification (issue 27 item 4): published ideas due for a fresh look, each with every reason,
 * confirmed in one click or opened in the editor; below, the source links whose last check failed.
 */
export function AdminVerificationPage() {
  const { data, isPending, isError, errorUpdatedAt, refetch } =
    useVerificationQueue();
  const markVerified = useMarkVerified();

  useEffect(() => {
    if (isError) notifyError(LOAD_FAILED, "admin-verification-load");
  }, [isError, errorUpdatedAt]);

  const verify = (idea: DueIdea) =>
    markVerified.mutate(idea.id, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: (error) =>
        notifyError(errorMessage(error, "Failed to mark the idea verified")),
    });

  return (
    <div className="space-y-6">
      <PageHeader
        title="Re-verification"
        description={`Published ideas due for a fresh look: ${REVERIFY_AFTER_DAYS} days since they were last verified, a trigger date passed, or a source link failing.`}
      />

      {isError && !data ? (
        <ErrorPanel
          message={`${LOAD_FAILED}.`}
          onRetry={() => void refetch()}
        />
      ) : isPending || !data ? (
        <div role="status" className="space-y-3" aria-busy="true" aria-label="Loading the queue">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : (
        <>
          <Alert variant="info">
            <p>
              {data.linkCheck.enabled
                ? `Cited links (sources and trigger pages): ${formatNumber(data.linkCheck.checked)} of ${formatNumber(data.linkCheck.sources)} checked`
                : `Link checks are off on this server (SOURCE_LINK_CHECK); ${formatNumber(data.linkCheck.checked)} of ${formatNumber(data.linkCheck.sources)} cited links (sources and trigger pages) have a recorded check`}
              {data.linkCheck.lastCheckedAt ? (
                <>
                  , the latest <When value={data.linkCheck.lastCheckedAt} />.
                </>
              ) : (
                "."
              )}
            </p>
          </Alert>

          <section aria-labelledby="due-heading" className="space-y-3">
            <h2
              id="due-heading"
              className="text-lg font-semibold text-slate-900"
            >
              Due ideas{" "}
              <span className="font-normal text-slate-600">
                ({formatNumber(data.totalDue)})
              </span>
            </h2>
            {data.totalDue > data.ideas.length ? (
              <p className="text-sm text-slate-600">
                Showing the {formatNumber(data.ideas.length)} that have gone longest without verification; each one verified makes room for the next.
              </p>
            ) : null}
            {data.ideas.length === 0 ? (
              <Card className="p-6 text-sm text-slate-600">
                Nothing is due: every published idea was verified within{" "}
                {REVERIFY_AFTER_DAYS} days, and no trigger or source needs a
                look.
              </Card>
            ) : (
              <ul className="space-y-3">
                {data.ideas.map((idea) => (
                  <DueIdeaCard
                    key={idea.id}
                    idea={idea}
                    busy={
                      markVerified.isPending &&
                      markVerified.variables === idea.id
                    }
                    onVerified={() => verify(idea)}
                  />
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="failing-heading" className="space-y-3">
            <h2
              id="failing-heading"
              className="text-lg font-semibold text-slate-900"
            >
              Failing links{" "}
              <span className="font-normal text-slate-600">
                ({formatNumber(data.totalFailingLinks)})
              </span>
            </h2>
            {data.totalFailingLinks > data.failingLinks.length ? (
              <p className="text-sm text-slate-600">Showing the {formatNumber(data.failingLinks.length)} checked most recently.</p>
            ) : null}
            {data.failingLinks.length === 0 ? (
              <Card className="p-6 text-sm text-slate-600">
                No source link failed its last check.
              </Card>
            ) : (
              <Card className="overflow-hidden">
                <ul className="divide-y divide-slate-200">
                  {data.failingLinks.map((link) => (
                    <FailingLinkItem
                      key={`${link.ideaId} ${link.url}`}
                      link={link}
                    />
                  ))}
                </ul>
              </Card>
            )}
          </section>
        </>
      )}
    </div>
  );
}
