import { BellRing } from "lucide-react";
import { changeLines } from "@shared/idea-change-lines";
import type { IdeaChangeMailMode, IdeaChangesResponse } from "@shared/schemas/idea-changes";
import { SelectField } from "@web/components/select-field";
import { errorMessage } from "@web/lib/api-client";
import { formatDate } from "@web/lib/format";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { useSetChangeMail } from "./history-api";

const MAIL_OPTIONS: { value: IdeaChangeMailMode; label: string }[] = [
  { value: "material", label: "When a score moves by 1 or more, a trigger date moves, or it is retired" },
  { value: "retired", label: "Only when it is retired" },
  { value: "none", label: "Never" },
];

/** For a member who saved the idea: everything since they saved it as one difference, and their mail choice. */
export function SinceSaved({ sinceSaved, mailMode }: { sinceSaved: NonNullable<IdeaChangesResponse["sinceSaved"]>; mailMode: IdeaChangeMailMode | null }) {
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
