import { Sparkles } from "lucide-react";
import { Link, useLocation } from "@web/lib/router";
import { BUILDER_TOOLS, LAUNCH_CHECKLIST } from "@shared/builder-tools";
import { PLANS } from "@shared/plans";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { loginPath } from "@web/lib/redirect";
import { CheckListItem } from "@web/components/check-list-item";

const pro = PLANS.pro;
const toolNames = BUILDER_TOOLS.map((tool) => tool.name);
const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const countWord = (count: number) => NUMBER_WORDS[count] ?? String(count);
const BUILD_NOW_POINTS = [
  `Ready-to-paste build prompts for ${countWord(toolNames.length)} AI app builders: ${toolNames.slice(0, -1).join(", ")} and ${toolNames.at(-1)}`,
  `A ${LAUNCH_CHECKLIST.length}-item launch checklist, saved with each idea`,
  "Every Pro Pick's full analysis, AI chat and idea validation",
];

export function proPriceLine(): string {
  return [pro.yearly?.display, pro.monthly ? `or ${pro.monthly.display}` : undefined].filter(Boolean).join(" ");
}

/** The spec's upgrade prompt "titled for feature 'Build Now'", shown instead of a Pro tool. */
export function UpgradeDialog({
  open,
  onOpenChange,
  feature,
  signedIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  feature: string;
  signedIn: boolean;
}) {
  const location = useLocation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Sparkles aria-hidden="true" className="size-5 text-indigo-600" />
            Upgrade to use {feature}
          </DialogTitle>
          <DialogDescription>
            {feature} is part of the {pro.name} plan ({proPriceLine()}).
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-5 overflow-y-auto p-6">
          <ul className="space-y-2 text-sm text-slate-700">
            {BUILD_NOW_POINTS.map((point) => (
              <CheckListItem key={point}>{point}</CheckListItem>
            ))}
          </ul>
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/pricing">See plans and pricing</Link>
            </Button>
            {signedIn ? null : (
              <Button variant="outline" asChild>
                <Link to={loginPath(location.pathname)}>Sign in</Link>
              </Button>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
