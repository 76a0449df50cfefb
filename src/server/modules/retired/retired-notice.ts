import type { IdeaAnalysis } from "../../db/schema";
import type { RetiredRepo } from "./retired.repo";
import { ideaRetiredMail, type MailService } from "../mail/index";

export const IDEA_RETIRED_KIND = "idea_retired";

/** The part of an idea row the notice reads. */
export interface RetiredIdeaRow {
  id: string;
  title: string;
  analysis: IdeaAnalysis | null;
}

/**
 * Tells every member who saved an idea that it was retired (issue 27 item 3), once per member and
 * idea: the dedupe key makes a second archive of the same idea (archived, republished, archived)
 * a no-op, so nobody is told twice.
 */
export function createRetiredNotice(deps: { repo: RetiredRepo; mail: MailService; appUrl: string }) {
  return async function notifySavers(idea: RetiredIdeaRow): Promise<number> {
    const savers = await deps.repo.savers(idea.id);
    if (savers.length === 0) return 0;
    const mail = await ideaRetiredMail({ title: idea.title, reason: idea.analysis?.retirement?.reason ?? null }, deps.appUrl);
    return deps.mail.enqueueMany(
      savers.map((saver) => ({ kind: IDEA_RETIRED_KIND, to: saver.email, ...mail, dedupeKey: `${IDEA_RETIRED_KIND}:${idea.id}:${saver.userId}` })),
    );
  };
}
