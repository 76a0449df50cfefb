/**
 * Dates are in US English wording. A date alone is the UTC calendar day, so the server-rendered page
 * and the browser print the same day (no hydration mismatch) and a stored day never shifts by one; a
 * date with a time is shown in the viewer's time zone (signed-in pages only, never server-rendered).
 *
 * No Intl formatter is built when this module loads: building the first one loads the locale's data,
 * which measured 30 ms on a phone-speed CPU, all of it on the first page's main thread (issue 9).
 * A UTC day is written by hand ("Nov 21, 2026", exactly Intl's en-US short date); formatters that
 * depend on the viewer's zone are built on first use.
 */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Nov 21, 2026": the UTC calendar day of `date`. */
export function utcDayText(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** A function that builds its value on the first call and returns the same value after. */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const dateTimeFormat = onFirstUse(
  () => new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" }),
);
const numberFormat = onFirstUse(() => new Intl.NumberFormat("en-US"));

/** A calendar date written as YYYY-MM-DD, shown as that same day in every time zone. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : utcDayText(date);
}

function toDate(value: Date | string): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: Date | string | null | undefined): string {
  if (!value) return "";
  const date = toDate(value);
  return date ? utcDayText(date) : "";
}

export function formatDateTime(value: Date | string | null | undefined): string {
  if (!value) return "";
  const date = toDate(value);
  return date ? dateTimeFormat().format(date) : "";
}

/** "1,234,567". Whole numbers are grouped by hand (no Intl on the first page's path); others by Intl. */
export function formatNumber(value: number): string {
  if (Number.isSafeInteger(value)) return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return numberFormat().format(value);
}

/** "Chrome on macOS" from a user-agent string; good enough to tell one's devices apart. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return "Unknown device";
  const browser =
    (/Edg\//.test(userAgent) && "Edge") ||
    (/OPR\//.test(userAgent) && "Opera") ||
    (/Firefox\//.test(userAgent) && "Firefox") ||
    (/Chrome\//.test(userAgent) && "Chrome") ||
    (/Safari\//.test(userAgent) && "Safari") ||
    null;
  const os =
    (/iPhone|iPad/.test(userAgent) && "iOS") ||
    (/Android/.test(userAgent) && "Android") ||
    (/Mac OS X|Macintosh/.test(userAgent) && "macOS") ||
    (/Windows/.test(userAgent) && "Windows") ||
    (/Linux/.test(userAgent) && "Linux") ||
    null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? userAgent.slice(0, 60);
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** "$99", "$1,500", "$29.99": whole amounts without cents. `cents` is an integer in the currency's minor unit. */
export function formatMoney(cents: number, currency = "usd"): string {
  const code = currency.toUpperCase();
  const digits = cents % 100 === 0 ? 0 : 2;
  const key = `${code}:${digits}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat("en-US", { style: "currency", currency: code, minimumFractionDigits: digits, maximumFractionDigits: digits });
    moneyFormats.set(key, format);
  }
  return format.format(cents / 100);
}
