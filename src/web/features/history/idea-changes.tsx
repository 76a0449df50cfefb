import { BellRing, GitCompareArrows } from "lucide-react";
import { changeLines } from "@shared/idea-change-lines";
import type { IdeaChangeMailMode, IdeaChangesResponse } from "@shared/schemas/idea-changes";
import { SelectField } from "@web/components/select-field";
import { errorMessage } from "@web/lib/api-client";
import { formatDate } from "@web/lib/format";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { useIdeaChanges, useSetChangeMail } from "./history-api";

const MAIL_OPTIONS: { value: IdeaChangeMailMode; label: string }[] = [
  { value: "material", label: "When a score moves by 1 or more, a trigger date moves, or it is retired" },
  { value: "retired", label: "Only when it is retired" },
  { value: "none", label: "Never" },
];

/**
 * "What changed" on the idea page (issue 27 item 2): every published change with its date; for a
 * member who saved the idea, everything since they saved it as one difference, and their choice of
 * mail about saved ideas. Renders nothing while loading or when there is nothing to say.
 */
export function IdeaChanges({ slug }: { slug: string }) {
  const { data } = useIdeaChanges(slug);
  if (!data || (data.changes.length === 0 && !data.sinceSaved)) return null;
  return (
    <section id="what-changed" aria-labelledby="what-changed-title" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
      <h2 id="what-changed-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <GitCompareArrows aria-hidden="true" className="size-4 text-slate-600" />
        What changed
      </h2>
      {data.sinceSaved ? <SinceSaved sinceSaved={data.sinceSaved} mailMode={data.mailMode} /> : null}
      {data.changes.length ? (
        <ol className="space-y-3">
          {data.changes.map((change) => (
            <li key={change.changedAt} className="text-slate-700">
              <p className="font-medium text-slate-900">
                <time dateTime={change.changedAt}>{formatDate(change.changedAt)}</time>
              </p>
              <ul className="list-disc pl-5">
                {changeLines(change.items).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
              {change.reason ? <p className="mt-1 text-slate-600">Why: {change.reason}</p> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-slate-600">No changes since it was published.</p>
      )}
    </section>
  );
}

function SinceSaved({ sinceSaved, mailMode }: { sinceSaved: NonNullable<IdeaChangesResponse["sinceSaved"]>; mailMode: IdeaChangeMailMode | null }) {
  const lines = changeLines(sinceSaved.items);
  const setMail = useSetChangeMail();
  const saved = formatDate(sinceSaved.savedAt);
  return (
    <div className="space-y-3 rounded-xl border border-indigo-200 bg-indigo-50 p-3">
      {lines.length ? (
        <>
          <p className="font-semibold text-indigo-950">Changed since you saved it on {saved}</p>
          <ul className="list-disc pl-5 text-indigo-950">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="font-semibold text-indigo-950">Nothing has changed since you saved it on {saved}.</p>
      )}
      {mailMode ? (
        <div className="flex items-start gap-2">
          <BellRing aria-hidden="true" className="mt-8 size-4 shrink-0 text-indigo-700" />
          {/* min-w-0: the select shrinks to the card on a phone instead of running past its edge. */}
          <div className="min-w-0 flex-1">
            <SelectField
              id="idea-change-mail"
              label="E-mail me about ideas I saved"
              value={mailMode}
              options={MAIL_OPTIONS}
              onChange={(value) =>
                setMail.mutate(value as IdeaChangeMailMode, {
                  onSuccess: () => notifySuccess("Mail choice saved for every idea you saved"),
                  onError: (error) => notifyError(errorMessage(error, "Failed to save the mail choice")),
                })
              }
            />
          </div>
        </div>
      ) : null}
    </div>
  );
}
