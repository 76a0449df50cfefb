import { useEffect, useState } from "react";
import { localDay } from "@web/lib/idea-format";

/**
 * The viewer's calendar day (YYYY-MM-DD), known only in the browser: null on the server and in the
 * first render that hydrates its markup, so both print the same (ADR 012), then the day itself.
 */
export function useViewerToday(): string | null {
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => setToday(localDay(new Date())), []);
  return today;
}
