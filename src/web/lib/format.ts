/**
 * Dates are in US English wording. A date alone is the UTC calendar day, so the server-rendered page
 * and the browser print the same day (no hydration mismatch) and a stored day never shifts by one; a
 * date with a time is shown in the viewer's time zone (signed-in pages only, never server-rendered).
 */
const dateFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

const dayFormat = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" });

/** A calendar date written as YYYY-MM-DD, shown as that same day in every time zone. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

function toDate(value: Date | string): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: Date | string | null | undefined): string {
  if (!value) return "";
  const date = toDate(value);
  return date ? dateFormat.format(date) : "";
}

export function formatDateTime(value: Date | string | null | undefined): string {
  if (!value) return "";
  const date = toDate(value);
  return date ? dateTimeFormat.format(date) : "";
}

export function formatNumber(value: number): string {
  return new Intl.NumberFormat("en-US").format(value);
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

/** "$99", "$1,500", "$29.99": whole amounts without cents. `cents` is an integer in the currency's minor unit. */
export function formatMoney(cents: number, currency = "usd"): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}
