import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "@web/lib/router";
import { useDebouncedValue } from "@web/lib/use-debounced-value";
import { nextParams } from "./catalogue-params";
import { SEARCH_MAX } from "@shared/catalogue-options";

/** Spec section 9: search waits 300 ms after the last keystroke. */
export const SEARCH_DELAY_MS = 300;

/**
 * A search box bound to a URL parameter: typing updates the box at once and the URL once the text
 * has settled for 300 ms (replacing the history entry, and resetting the page to 1). Back/forward
 * or a "clear filters" link that changes the parameter updates the box.
 */
export function useSearchParamInput(param = "search"): [string, (value: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  // Cut to what the server takes, like the query built from the same parameter.
  const urlValue = (searchParams.get(param) ?? "").trim().slice(0, SEARCH_MAX);
  const [input, setInput] = useState(urlValue);
  const settled = useDebouncedValue(input.trim(), SEARCH_DELAY_MS);

  // Follow the URL when it changes under us (adjusting state during render, not in an effect).
  const [seenUrlValue, setSeenUrlValue] = useState(urlValue);
  if (urlValue !== seenUrlValue) {
    setSeenUrlValue(urlValue);
    if (urlValue !== input.trim()) setInput(urlValue);
  }

  // Write only when the typed text settles on a new value, never because the URL changed.
  const lastSettled = useRef(settled);
  useEffect(() => {
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    if (settled === urlValue) return;
    setSearchParams((params) => nextParams(params, { [param]: settled }), { replace: true, preventScrollReset: true });
  }, [settled, urlValue, param, setSearchParams]);

  return [input, setInput];
}
