import { useSyncExternalStore } from "react";
import { COMPARE_MAX } from "@shared/pipeline";

/**
 * The ideas picked for comparing (from browse, saved or an idea page), kept in this browser only:
 * the compare page itself lives in its address (/compare?ideas=a,b,c), which is what gets shared.
 */
const KEY = "ideadeck.compare";
const listeners = new Set<() => void>();
let cached: { raw: string | null; slugs: string[] } = { raw: null, slugs: [] };

function read(): string[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return cached.slugs;
  }
  if (raw === cached.raw) return cached.slugs;
  let slugs: string[] = [];
  try {
    const parsed: unknown = JSON.parse(raw ?? "[]");
    if (Array.isArray(parsed)) slugs = parsed.filter((slug): slug is string => typeof slug === "string").slice(0, COMPARE_MAX);
  } catch {
    slugs = [];
  }
  cached = { raw, slugs };
  return slugs;
}

function write(slugs: string[]) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(slugs));
  } catch {
    // Private mode without storage: the selection lasts as long as the page.
    cached = { raw: JSON.stringify(slugs), slugs };
  }
  for (const notify of listeners) notify();
}

export function compareLink(slugs: string[]): string {
  return `/compare?ideas=${slugs.map(encodeURIComponent).join(",")}`;
}

export function useCompareSelection() {
  const slugs = useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      const onStorage = (event: StorageEvent) => event.key === KEY && notify();
      window.addEventListener("storage", onStorage);
      return () => {
        listeners.delete(notify);
        window.removeEventListener("storage", onStorage);
      };
    },
    read,
    () => [] as string[],
  );
  return {
    slugs,
    full: slugs.length >= COMPARE_MAX,
    toggle(slug: string) {
      const current = read();
      if (current.includes(slug)) write(current.filter((item) => item !== slug));
      else if (current.length < COMPARE_MAX) write([...current, slug]);
    },
    clear: () => write([]),
  };
}
