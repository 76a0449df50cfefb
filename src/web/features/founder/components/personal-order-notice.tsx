import { Sparkles } from "lucide-react";
import type { PersonalOrder } from "@shared/founder-fit-options";
import { Link } from "@web/lib/router";
import { useMe } from "@web/lib/me";

const linkClass = "font-medium text-indigo-700 underline-offset-2 hover:underline";

/** What a personal order on Browse is ranking by, or what it needs; one line above the results. */
export function PersonalOrderNotice({ order, profileSet, searching }: { order: PersonalOrder; profileSet: boolean | undefined; searching: boolean }) {
  const { entitlements } = useMe();
  let text;
  if (searching) {
    text = <>Searches list their matches newest first; clear the search to see your order.</>;
  } else if (!entitlements.signedIn) {
    text = (
      <>
        <Link to="/signup" className={linkClass}>Create a free account</Link> and set a founder profile to rank ideas your way. Until then this is the newest first.
      </>
    );
  } else if (order === "for-you" && profileSet === false) {
    text = (
      <>
        <Link to="/settings#founder-profile" className={linkClass}>Set your founder profile</Link> to rank ideas by how they fit you. Until then this is the newest first.
      </>
    );
  } else {
    const by = order === "for-you" ? "your fit (skills, hours, budget, markets, risk)" : "your weights";
    text = (
      <>
        Ranked by {by}
        {entitlements.canBrowseAll ? "" : " among the ideas your plan shows; locked ideas stay where they are"}.{" "}
        <Link to="/settings#founder-profile" className={linkClass}>Edit</Link>
      </>
    );
  }
  return (
    <p className="flex items-start gap-2 rounded-lg bg-indigo-50 px-3 py-2 text-sm text-slate-700" data-testid="personal-order-notice">
      <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
      <span>{text}</span>
    </p>
  );
}
