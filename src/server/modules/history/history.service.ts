import type { FastifyBaseLogger } from "fastify";
import type { IdeaChangeItem } from "../../db/schema";
import { AppError } from "../../http/app-error";
import { changeLines } from "../../../shared/idea-change-lines";
import type { IdeaChangeEntry, IdeaChangeMailMode, IdeaChangesResponse, PublicChangeItem } from "../../../shared/schemas/idea-changes";
import { ideaChangedMail, ideaRetiredMail, oneClickUnsubscribeHeaders, type MailService } from "../mail/index";
import { IDEA_RETIRED_KIND } from "../retired/index";
import { changeMailStopLinks, verifyChangeMailToken } from "./change-mail-token";
import type { HistoryRepo, IdeaChangeRow } from "./history.repo";
import { netChange, type IdeaSnapshotRow } from "./idea-diff";
import { recordIdeaChange } from "./record-change";

export const IDEA_CHANGED_KIND = "idea_changed";
const HISTORY_LIMIT = 50;
const NOTIFY_BATCH = 50;

/** Sources are counted for readers, never listed: their addresses are paid analysis. */
export function publicItems(items: IdeaChangeItem[]): PublicChangeItem[] {
  const visible: PublicChangeItem[] = [];
  let added = 0;
  let removed = 0;
  for (const item of items) {
    if (item.kind === "source_added") added += 1;
    else if (item.kind === "source_removed") removed += 1;
    else visible.push(item);
  }
  if (added || removed) visible.push({ kind: "sources", added, removed });
  return visible;
}

const entryOf = (row: IdeaChangeRow): IdeaChangeEntry => ({ changedAt: row.changedAt.toISOString(), reason: row.reason, material: row.material, items: publicItems(row.items) });

/**
 * An idea's change history (issue 27 item 2): recorded from the admin editor here and from the
 * seed through recordIdeaChange; read on the idea page, folded into "changed since you saved it"
 * for a saver; material changes mailed to the savers who asked, each once (the dedupe key).
 */
export function createHistoryService(deps: { repo: HistoryRepo; mail: MailService; appUrl: string; secret: string; log?: FastifyBaseLogger; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  /** Writes the savers' mails for pending material changes, then marks each change told. */
  async function notifyPending(): Promise<number> {
    let written = 0;
    for (const { change, title, slug, analysis } of await repo.pendingMaterial(NOTIFY_BATCH)) {
      const retirement = change.items.some((item) => item.kind === "status" && item.to === "archived");
      const savers = await repo.saversToTell(change.ideaId, change.changedAt, retirement);
      const mails = await Promise.all(
        savers.map(async (saver) => {
          const stop = changeMailStopLinks(deps.appUrl, deps.secret, saver.userId);
          const headers = oneClickUnsubscribeHeaders(stop.oneClick);
          // The retirement mail keeps its kind and per-idea dedupe key: a saver is told once per idea.
          if (retirement) {
            const mail = await ideaRetiredMail({ title, reason: analysis?.retirement?.reason ?? null }, deps.appUrl, stop.page);
            return { kind: IDEA_RETIRED_KIND, to: saver.email, ...mail, headers, dedupeKey: `${IDEA_RETIRED_KIND}:${change.ideaId}:${saver.userId}` };
          }
          const lines = changeLines(publicItems(change.items));
          const mail = await ideaChangedMail({ title, url: `${deps.appUrl}/ideas/${slug}#what-changed`, lines, reason: change.reason }, stop.page);
          return { kind: IDEA_CHANGED_KIND, to: saver.email, ...mail, headers, dedupeKey: `${IDEA_CHANGED_KIND}:${change.id}:${saver.userId}` };
        }),
      );
      if (mails.length) written += await deps.mail.enqueueMany(mails);
      await repo.markNotified(change.id, now());
    }
    return written;
  }

  return {
    notifyPending,

    /** An admin edit of a published idea: recorded, and its savers who asked are mailed at once. */
    async recordAdminChange(ideaId: string, before: IdeaSnapshotRow, after: IdeaSnapshotRow, reason: string | null): Promise<void> {
      const row = await recordIdeaChange(repo.insert, { ideaId, before, after, origin: "admin", reason, at: now() });
      if (row?.material) await notifyPending();
    },

    /** The idea page's history; for a member who saved it, the difference since then and their mail choice. */
    async forIdea(slug: string, userId: string | null): Promise<IdeaChangesResponse> {
      const ideaId = await repo.ideaIdBySlug(slug);
      if (!ideaId) throw new AppError("NOT_FOUND", { message: "Idea not found" });
      const [rows, savedAt, mailMode] = await Promise.all([
        repo.forIdea(ideaId, HISTORY_LIMIT),
        userId ? repo.savedAt(userId, ideaId) : null,
        userId ? repo.mailMode(userId) : null,
      ]);
      let sinceSaved: IdeaChangesResponse["sinceSaved"] = null;
      if (savedAt) {
        const since = await repo.since(ideaId, savedAt);
        sinceSaved = { savedAt: savedAt.toISOString(), items: publicItems(netChange(since.map((row) => row.items))) };
      }
      return { changes: rows.map(entryOf), sinceSaved, mailMode };
    },

    mailMode: (userId: string) => repo.mailMode(userId),
    setMailMode: (userId: string, mode: IdeaChangeMailMode) => repo.setMailMode(userId, mode),

    /** The mail's one-click stop: a valid token turns every idea mail off for that member. */
    async stopByToken(userId: string, token: string): Promise<void> {
      if (!verifyChangeMailToken(deps.secret, userId, token) || !(await repo.userExists(userId))) {
        throw new AppError("VALIDATION", { reason: "INVALID_TOKEN", message: "This link is invalid: open it from the latest mail, or change the choice on an idea you saved." });
      }
      await repo.setMailMode(userId, "none");
    },
  };
}
export type HistoryService = ReturnType<typeof createHistoryService>;
