/** An entry's before and after values side by side, as formatted JSON ("none" when the write had no such side). */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {[
        ["Before", before],
        ["After", after],
      ].map(([label, value]) => (
        <div key={String(label)} className="min-w-0">
          <p className="mb-1 text-xs font-semibold tracking-wide text-slate-700 uppercase">{String(label)}</p>
          {value === null || value === undefined ? (
            <p className="text-sm text-slate-600">None</p>
          ) : (
            // Focusable with a name: a long value scrolls, and keyboard users must be able to scroll it too.
            <pre
              tabIndex={0}
              aria-label={`${String(label)} values`}
              className="max-h-64 overflow-auto rounded-lg border border-slate-200 bg-white p-3 text-xs text-slate-800 focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:outline-none"
            >
              {JSON.stringify(value, null, 2)}
            </pre>
          )}
        </div>
      ))}
    </div>
  );
}
