import { ideaChangeItems, type IdeaSnapshotRow } from "./idea-diff";
import type { IdeaChangeRow, NewIdeaChange } from "./history.repo";

/**
 * Records a published change (issue 27 item 2): an idea that is, or was until now, published.
 * A draft's edits and an archived idea's bookkeeping are not history a reader sees. Nothing is
 * written when nothing a reader sees changed. `insert` is the history repo's, or
 * `insertIdeaChange` bound to the seed's transaction. Answers the row written, or null.
 */
export async function recordIdeaChange(
  insert: (row: NewIdeaChange) => Promise<IdeaChangeRow>,
  change: { ideaId: string; before: IdeaSnapshotRow; after: IdeaSnapshotRow; origin: "admin" | "catalogue"; reason: string | null; at: Date },
): Promise<IdeaChangeRow | null> {
  if (change.before.status !== "published" && change.after.status !== "published") return null;
  const { items, material } = ideaChangeItems(change.before, change.after);
  if (items.length === 0) return null;
  const scored = items.some((item) => item.kind === "score");
  return insert({ ideaId: change.ideaId, changedAt: change.at, origin: change.origin, items, reason: scored ? change.reason : null, material });
}
