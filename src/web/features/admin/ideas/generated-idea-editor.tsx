import { CREATE_STATUSES, type IdeaFormValue } from "@shared/schemas/admin-ideas";
import type { GenerateIdeaResult } from "@shared/schemas/idea-generator";
import { errorMessage, isApiError } from "@web/lib/api-client";
import { notifyError } from "@web/lib/notify";
import { useCreateIdea } from "../api/admin-ideas-api";
import { IdeaForm } from "./idea-form";

/**
 * The generator's draft in the one idea form. Saved as published (the spec) through the admin ideas
 * API like any new idea, with the engine that drafted it; the server makes it a Pro Pick when its
 * opportunity score is 9 or more. Research hours stay empty until the admin enters the time spent.
 */
export function GeneratedIdeaEditor({ result, onSaved }: { result: GenerateIdeaResult; onSaved: () => void }) {
  const create = useCreateIdea();
  const initial: IdeaFormValue = {
    ...result.draft,
    status: "published",
    ai_drafted_by: result.draftedBy,
  };
  return (
    <section aria-labelledby="generated-idea-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="generated-idea-heading" className="text-lg font-semibold text-slate-900">
        Review and edit the draft
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Every field is editable. Publishing needs the whole idea filled in to the catalogue's standard, every part marked "Needs research" rewritten from your own research, at least
        three sources, and the research hours you actually spent. Save it as a draft to finish the research later.
      </p>
      <div className="mt-4">
        <IdeaForm
          initial={initial}
          statuses={CREATE_STATUSES}
          submitLabel="Save to Database"
          busy={create.isPending}
          errors={isApiError(create.error) ? create.error.issues : []}
          onSubmit={(value) =>
            create.mutate(
              { ...value, ai_drafted_by: result.draftedBy },
              // The server names what is still missing (placeholders left, sources short), not just that it failed.
              { onSuccess: onSaved, onError: (error) => notifyError(errorMessage(error, "Failed to save idea")) },
            )
          }
        />
      </div>
    </section>
  );
}
