import { Link2, Lock, X } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useNavigate, useSearchParams } from "@web/lib/router";
import { categoryLabel } from "@shared/categories";
import { COMPARE_MAX, COMPARE_MIN } from "@shared/pipeline";
import { ErrorPanel } from "@web/components/error-panel";
import { PageContainer, PageHeader } from "@web/components/page";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/cn";
import { formatDay } from "@web/lib/format";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { FitSummary } from "@web/features/founder";
import { useCompare } from "./compare-api";
import { compareLink, useCompareSelection } from "./compare-selection";
import { bestColumns, PAID_NUMBER_ROWS, SCORE_ROWS, type FoundColumn, type NumberRow } from "./compare-rows";

export function slugsFrom(value: string | null): string[] {
  return [...new Set((value ?? "").split(",").map((slug) => slug.trim()).filter(Boolean))].slice(0, COMPARE_MAX);
}

function Locked() {
  return (
    <span className="inline-flex items-center gap-1 text-slate-600">
      <Lock aria-hidden="true" className="size-3.5" />
      Locked on your plan
    </span>
  );
}

/**
 * One aligned row. On wide screens the label is the row's first cell; on phones it is a line of its
 * own above the values, so every idea's value gets the full width between them.
 */
function Row({ label, columns, cell }: { label: string; columns: FoundColumn[]; cell: (column: FoundColumn) => ReactNode }) {
  return (
    <>
      <tr className="border-t border-slate-200 bg-slate-50 sm:hidden">
        <th scope="colgroup" colSpan={columns.length} className="px-3 pt-2 pb-1 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase">
          {label}
        </th>
      </tr>
      <tr className="align-top sm:border-t sm:border-slate-200">
        <th scope="row" className="hidden bg-white px-3 py-3 text-left text-sm font-medium text-slate-700 sm:sticky sm:left-0 sm:z-10 sm:table-cell sm:w-44">
          {label}
        </th>
        {columns.map((column) => (
          <td key={column.slug} className="px-2 py-2 text-sm break-words text-slate-800 sm:px-3 sm:py-3">
            {cell(column)}
          </td>
        ))}
      </tr>
    </>
  );
}

function NumberRowView({ row, columns }: { row: NumberRow; columns: FoundColumn[] }) {
  const best = bestColumns(row, columns);
  return (
    <Row
      label={row.label}
      columns={columns}
      cell={(column) => {
        const value = row.value(column);
        if (value === null) return <Locked />;
        const isBest = best.has(column.slug);
        return (
          <span className={isBest ? "rounded-md bg-emerald-50 px-1.5 py-0.5 font-semibold text-emerald-800 ring-1 ring-emerald-200" : undefined}>
            {row.format(value)}
            {isBest ? <span className="sr-only"> (best of these)</span> : null}
          </span>
        );
      }}
    />
  );
}

function ListCell({ column, items }: { column: FoundColumn; items: (full: NonNullable<FoundColumn["full"]>) => ReactNode[] }) {
  if (!column.full) return <Locked />;
  const list = items(column.full);
  if (!list.length) return <span className="text-slate-600">None listed</span>;
  return <ul className="space-y-1">{list.map((item, index) => <li key={index}>{item}</li>)}</ul>;
}

/** /compare?ideas=a,b,c: two to four ideas in aligned rows; what each column shows follows the viewer's plan. */
export function ComparePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const slugs = slugsFrom(params.get("ideas"));
  const compare = useCompare(slugs);
  const selection = useCompareSelection();

  const share = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notifySuccess("Link copied: each person who opens it sees what their own plan allows");
    } catch {
      notifyError("Couldn't copy the link. Please copy it from the address bar.");
    }
  };
  const remove = (slug: string) => {
    const rest = slugs.filter((item) => item !== slug);
    if (selection.slugs.includes(slug)) selection.toggle(slug);
    void navigate(rest.length ? compareLink(rest) : "/browse");
  };

  let content: ReactNode;
  if (slugs.length < COMPARE_MIN) {
    content = (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-sm text-slate-700">
        Pick at least {COMPARE_MIN} ideas (up to {COMPARE_MAX}) with the Compare button on{" "}
        <Link to="/browse" className="font-medium text-indigo-700 underline">
          browse
        </Link>
        , your{" "}
        <Link to="/saved" className="font-medium text-indigo-700 underline">
          saved ideas
        </Link>{" "}
        or an idea's page.
      </p>
    );
  } else if (compare.isError) {
    content = <ErrorPanel title="Failed to load the comparison" message={compare.error.message} onRetry={() => void compare.refetch()} />;
  } else if (!compare.data) {
    content = <Skeleton className="h-96 w-full" />;
  } else {
    const columns = compare.data.columns.filter((column): column is FoundColumn => column.found);
    const missing = compare.data.columns.filter((column) => !column.found);
    const anyLocked = columns.some((column) => column.full === null);
    content = (
      <div className="space-y-4">
        {missing.length ? <p className="text-sm text-slate-700">No longer in the catalogue: {missing.map((column) => column.slug).join(", ")}.</p> : null}
        {anyLocked ? (
          <p className="text-sm text-slate-700">
            Some ideas are locked on your plan: their scores show, the rest needs an upgrade.{" "}
            <Link to="/pricing" className="font-medium text-indigo-700 underline">
              See plans
            </Link>
          </p>
        ) : null}
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className={cn("w-full table-fixed border-collapse sm:min-w-max sm:table-auto", columns.length > 3 && "min-w-[32rem]")}>
            <caption className="sr-only">The ideas side by side; the best value of each row where they differ is highlighted</caption>
            <thead>
              <tr>
                <td className="hidden bg-white sm:sticky sm:left-0 sm:z-10 sm:table-cell" />
                {columns.map((column) => (
                  <th key={column.slug} scope="col" className="px-2 py-3 text-left align-top break-words sm:w-56 sm:max-w-56 sm:px-3">
                    <div className="space-y-1">
                      <Link to={`/ideas/${column.slug}`} className="text-sm font-semibold text-slate-900 hover:text-indigo-700 hover:underline sm:text-base">
                        {column.title}
                      </Link>
                      <p className="text-xs font-normal text-slate-600">{categoryLabel(column.category)}{column.isProPick ? " · Pro Pick" : ""}</p>
                      <Button variant="ghost" size="sm" onClick={() => remove(column.slug)} aria-label={`Remove ${column.title} from compare`}>
                        <X aria-hidden="true" /> Remove
                      </Button>
                    </div>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <Row label="In one line" columns={columns} cell={(column) => <span className="text-slate-700">{column.tagline}</span>} />
              {/* Members only: a visitor has no profile, and the server sends no fit for them. */}
              {columns.some((column) => column.fit) ? (
                <Row label="Your fit" columns={columns} cell={(column) => (column.fit ? <FitSummary fit={column.fit} /> : null)} />
              ) : null}
              {SCORE_ROWS.map((row) => (
                <NumberRowView key={row.label} row={row} columns={columns} />
              ))}
              {PAID_NUMBER_ROWS.map((row) => (
                <NumberRowView key={row.label} row={row} columns={columns} />
              ))}
              <Row label="Competitors" columns={columns} cell={(column) => <ListCell column={column} items={(full) => full.competitors} />} />
              <Row
                label="Triggers"
                columns={columns}
                cell={(column) => <ListCell column={column} items={(full) => full.triggers.map((trigger) => `${formatDay(trigger.date)}: ${trigger.summary}`)} />}
              />
              <Row
                label="Sources"
                columns={columns}
                cell={(column) => (
                  <ListCell
                    column={column}
                    items={(full) =>
                      full.sources.map((source) => (
                        <a key={source.url} href={source.url} rel="noopener noreferrer" target="_blank" className="text-indigo-700 underline">
                          {source.title}
                        </a>
                      ))
                    }
                  />
                )}
              />
            </tbody>
          </table>
        </div>
      </div>
    );
  }

  return (
    <PageContainer className="space-y-6">
      <PageHeader
        title="Compare ideas"
        description="Side by side, with the best value of each row highlighted."
        actions={
          slugs.length >= COMPARE_MIN ? (
            <Button variant="outline" onClick={() => void share()}>
              <Link2 aria-hidden="true" /> Copy link
            </Button>
          ) : null
        }
      />
      {content}
    </PageContainer>
  );
}
