import { LockOpen } from "lucide-react";
import { Link, useLocation } from "@web/lib/router";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { formatNumber } from "@web/lib/format";
import { useMe } from "@web/lib/me";
import { loginPath } from "@web/lib/redirect";
import { useSubscriberCount } from "@web/lib/catalogue-api";
import { CheckListItem } from "@web/components/check-list-item";

/**
 * What membership unlocks. The research point says what each idea page shows (its sources, the claims
 * checked against them, the date they were last verified) and carries no figure: the counts differ
 * per idea (DECISIONS: no invented figures).
 */
const POINTS = [
  "Every idea's sources, the claims we checked against them and when we last verified them, with the problem, market, competitors and revenue model",
  "The whole catalogue with filters, plus JSON and PDF export",
  "Pro Picks and AI build prompts with Weekend Empire",
] as const;

/** The real number of active subscribers, or nothing at all (never a made-up figure). */
function SubscriberLine() {
  const { data } = useSubscriberCount();
  if (!data || data.count <= 0) return null;
  return (
    <p className="text-sm font-medium text-slate-700">
      Join {formatNumber(data.count)} {data.count === 1 ? "founder" : "founders"} getting the daily idea
    </p>
  );
}

export const PAYWALL_TITLE = "Unlock every idea";

/** The browse paywall: opened by a locked card. Visitors also get a Sign in link back to this list. */
export function PaywallDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { me } = useMe();
  const location = useLocation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-indigo-50 text-indigo-700">
            <LockOpen aria-hidden="true" className="size-5" />
          </span>
          <DialogTitle className="text-xl">{PAYWALL_TITLE}</DialogTitle>
          <DialogDescription>This idea is for members. Choose a plan to read every researched idea in the catalogue.</DialogDescription>
        </DialogHeader>
        <div className="space-y-5 overflow-y-auto p-6">
          <ul className="space-y-3">
            {POINTS.map((point) => (
              <CheckListItem key={point} className="gap-3 text-sm text-slate-700">{point}</CheckListItem>
            ))}
          </ul>
          <SubscriberLine />
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button asChild size="lg">
              <Link to="/pricing">See plans and pricing</Link>
            </Button>
            {me ? null : (
              <p className="text-sm text-slate-700">
                Already a member?{" "}
                <Link
                  to={loginPath(location.pathname + location.search)}
                  className="font-semibold text-indigo-700 underline-offset-4 hover:underline"
                >
                  Sign in
                </Link>
              </p>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
