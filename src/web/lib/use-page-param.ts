import { useSearchParams } from "@web/lib/router";
import { pageFrom } from "./catalogue-params";

/**
 * A paged list's page number, kept in the URL (`?page=`) so a reload or the back button keeps the
 * place: a positive integer, else 1. Going to a page adds a history entry; page 1 drops the parameter.
 */
export function usePageParam(param = "page"): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const goToPage = (nextPage: number) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (nextPage > 1) next.set(param, String(nextPage));
      else next.delete(param);
      return next;
    });
  return [pageFrom(searchParams.get(param)), goToPage];
}
