import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@web/components/ui/button";
import { formatNumber } from "@web/lib/format";

/**
 * Previous / Next buttons under an admin list whose page lives in the screen's state, with "Showing
 * x-y of z". The catalogue's URL-driven page links are components/catalogue/pagination.tsx.
 */
export function ListPager({
  page,
  pageSize,
  total,
  onPage,
  label = "Pages",
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** The navigation landmark's name; each paged list on the site names its own. */
  label?: string;
}) {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={label}
      className="flex flex-col items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-700 sm:flex-row"
    >
      <p>
        Showing {formatNumber(first)}–{formatNumber(last)} of {formatNumber(total)}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <span aria-current="page" className="px-2">
          Page {page} of {totalPages}
        </span>
        <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
