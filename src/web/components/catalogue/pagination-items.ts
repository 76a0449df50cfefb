export type PaginationItem = number | "start-ellipsis" | "end-ellipsis";

/** Spec: every page when there are 7 or fewer. */
export const MAX_PAGES_WITHOUT_ELLIPSIS = 7;
/** Spec: pages shown either side of the current one. */
export const PAGE_WINDOW = 2;

/**
 * The page buttons (spec section 9): all pages if 7 or fewer; otherwise the first, the last and a
 * window of 2 either side of the current page, with an ellipsis for each gap. A gap of exactly one
 * page shows that page instead: an ellipsis standing for one number hides nothing and reads oddly.
 */
export function paginationItems(current: number, totalPages: number): PaginationItem[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  if (totalPages <= MAX_PAGES_WITHOUT_ELLIPSIS) return Array.from({ length: totalPages }, (_, index) => index + 1);

  const start = Math.max(2, page - PAGE_WINDOW);
  const end = Math.min(totalPages - 1, page + PAGE_WINDOW);
  const items: PaginationItem[] = [1];
  if (start === 3) items.push(2);
  else if (start > 3) items.push("start-ellipsis");
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end === totalPages - 2) items.push(totalPages - 1);
  else if (end < totalPages - 2) items.push("end-ellipsis");
  items.push(totalPages);
  return items;
}
