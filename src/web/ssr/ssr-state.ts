import type { DehydratedState } from "@tanstack/react-query";

/**
 * What a server-rendered page hands to the browser: the query answers it was rendered with, and the
 * lazy parts it rendered, whose code the browser loads before hydrating (lazy-part.tsx).
 */
export interface SsrState {
  queries: DehydratedState;
  parts?: string[];
}

/**
 * The id of the JSON data block that carries it. A data block (type="application/json") is never
 * executed, so the Content-Security-Policy can keep refusing inline scripts.
 */
export const SSR_STATE_ID = "ideadeck-ssr-state";

export function takeSsrState(): SsrState | null {
  const block = document.getElementById(SSR_STATE_ID);
  if (!block?.textContent) return null;
  block.remove();
  try {
    return JSON.parse(block.textContent) as SsrState;
  } catch {
    return null;
  }
}
