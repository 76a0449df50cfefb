import { useEffect, useRef, useState } from "react";

/** "HH:MM:SS" for a duration; never negative. Hours keep counting past 99 rather than wrapping. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours, minutes, seconds].map((part) => String(part).padStart(2, "0")).join(":");
}

/** How long to wait before asking again when the server still answers with the old expiry. */
export const EXPIRED_RETRY_MS = 30_000;

/**
 * Milliseconds until `expiresAt`, ticking every second. At zero `onExpire` runs (the caller refetches
 * the daily idea); if the new answer has not moved on yet it runs again every 30 s, never in a loop.
 */
export function useCountdown(expiresAt: string, onExpire?: () => void): number | null {
  const target = Date.parse(expiresAt);
  // Null until mounted: the server-rendered page and the browser's first render must agree, and
  // only the browser knows the current second.
  const [now, setNow] = useState<number | null>(null);
  const lastExpired = useRef(0);

  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const remaining = now === null ? null : Number.isNaN(target) ? 0 : Math.max(0, target - now);

  useEffect(() => {
    if (now === null || remaining === null || remaining > 0 || !onExpire) return;
    if (now - lastExpired.current < EXPIRED_RETRY_MS) return;
    lastExpired.current = now;
    onExpire();
  }, [remaining, now, onExpire]);

  return remaining;
}

/** A live HH:MM:SS countdown. role="timer" is not announced on every tick, which is what we want. */
export function Countdown({ expiresAt, onExpire, label }: { expiresAt: string; onExpire?: () => void; label: string }) {
  const remaining = useCountdown(expiresAt, onExpire);
  const text = remaining === null ? "--:--:--" : formatCountdown(remaining);
  return (
    <span className="inline-flex items-center gap-2 text-sm text-slate-700">
      {label}
      <span role="timer" className="rounded-md bg-slate-900 px-2 py-0.5 font-mono text-sm font-semibold tracking-wider text-white tabular-nums">
        {text}
      </span>
    </span>
  );
}
