import { formatDate, formatDateTime } from "@web/lib/format";

/** A date the eye can scan, with the exact time on hover; a dash, read as "Never", when there is none. */
export function When({ value }: { value: string | null }) {
  if (!value) {
    return (
      <span className="text-slate-600">
        <span aria-hidden="true">—</span>
        <span className="sr-only">Never</span>
      </span>
    );
  }
  return (
    <time dateTime={value} title={formatDateTime(value)}>
      {formatDate(value)}
    </time>
  );
}
