import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, type To } from "@web/lib/router";
import { buttonVariants } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { paginationItems } from "./pagination-items";

const pageLink =
  "inline-flex h-10 min-w-9 items-center justify-center rounded-lg px-2 sm:min-w-10 sm:px-3 text-sm font-semibold focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-2";

/**
 * Page links (not buttons): each page is a URL, so it can be opened in a new tab or shared. The
 * current page carries aria-current="page"; Previous and Next are inert at the ends.
 */
export function Pagination({
  page,
  totalPages,
  linkTo,
  label = "Pagination",
  className,
}: {
  page: number;
  totalPages: number;
  linkTo: (page: number) => To;
  label?: string;
  className?: string;
}) {
  if (totalPages <= 1) return null;
  const items = paginationItems(page, totalPages);
  const edge = cn(buttonVariants({ variant: "outline" }), "px-2.5 sm:px-3");
  // Inert at the ends, still legible (slate-500 on slate-50 keeps AA contrast).
  const disabledEdge =
    "inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-slate-200 bg-slate-50 px-2.5 text-sm sm:px-3 font-semibold text-slate-500 [&_svg]:size-4";

  return (
    <nav aria-label={label} className={cn("flex flex-wrap items-center justify-center gap-1 sm:gap-2", className)}>
      {page > 1 ? (
        <Link to={linkTo(page - 1)} className={edge} rel="prev">
          <ChevronLeft aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Previous</span>
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledEdge}>
          <ChevronLeft aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Previous</span>
        </span>
      )}

      <ul className="flex flex-wrap items-center justify-center gap-0.5 sm:gap-1">
        {items.map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <Link
                to={linkTo(item)}
                aria-label={`Page ${item}`}
                aria-current={item === page ? "page" : undefined}
                className={cn(
                  pageLink,
                  item === page ? "bg-indigo-600 text-white shadow-sm" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
                )}
              >
                {item}
              </Link>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-sm text-slate-600">
              …
            </li>
          ),
        )}
      </ul>

      {page < totalPages ? (
        <Link to={linkTo(page + 1)} className={edge} rel="next">
          <span className="sr-only sm:not-sr-only">Next</span>
          <ChevronRight aria-hidden="true" />
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledEdge}>
          <span className="sr-only sm:not-sr-only">Next</span>
          <ChevronRight aria-hidden="true" />
        </span>
      )}
    </nav>
  );
}
