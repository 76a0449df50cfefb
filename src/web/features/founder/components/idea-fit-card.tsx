import { CircleAlert, CircleCheck, CircleSlash, Info } from "lucide-react";
import type { FitReason } from "@shared/founder-fit";
import { Link } from "@web/lib/router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/cn";
import { useIdeaFit } from "../api/founder-api";

const REASON_ICONS = { good: CircleCheck, warn: CircleAlert, block: CircleSlash, info: Info } as const;
const REASON_COLOURS = { good: "text-emerald-700", warn: "text-amber-700", block: "text-red-700", info: "text-slate-500" } as const;

export function scoreTone(score: number) {
  if (score >= 70) return "bg-emerald-50 text-emerald-800 ring-emerald-200";
  if (score >= 40) return "bg-amber-50 text-amber-800 ring-amber-200";
  return "bg-red-50 text-red-800 ring-red-200";
}

export function Reasons({ reasons }: { reasons: FitReason[] }) {
  return (
    <ul className="space-y-2" aria-label="Why">
      {reasons.map((reason) => {
        const Icon = REASON_ICONS[reason.kind];
        return (
          <li key={reason.text} className="flex gap-2 text-sm text-slate-700">
            <Icon aria-hidden="true" className={cn("mt-0.5 size-4 shrink-0", REASON_COLOURS[reason.kind])} />
            <span>{reason.text}</span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * "Your fit" on a signed-in member's idea page: the score and its reasons, or what would give one.
 * Never blocks the page. (A visitor's idea page says how to get one without loading this feature.)
 */
export function IdeaFitCard({ slug }: { slug: string }) {
  const fit = useIdeaFit(slug);
  let body;
  if (fit.isPending) body = <Skeleton className="h-16 w-full" />;
  else if (fit.isError) body = <p className="text-sm text-slate-600">Your fit could not be loaded just now.</p>;
  else if (!fit.data.profileSet) {
    body = (
      <p className="text-sm text-slate-600">
        <Link to="/settings#founder-profile" className="font-medium text-indigo-700 underline-offset-2 hover:underline">Set your founder profile</Link> (skills, hours, budget) to see how this idea fits you.
      </p>
    );
  } else if (!fit.data.fit) {
    body = <p className="text-sm text-slate-600">This idea is locked on your plan, so there is nothing of it to weigh against your profile.</p>;
  } else {
    const { score, reasons } = fit.data.fit;
    body = (
      <div className="space-y-3">
        <p className="flex items-baseline gap-2">
          <span className={cn("rounded-lg px-2.5 py-1 text-2xl font-semibold tabular-nums ring-1", scoreTone(score))} data-testid="fit-score">
            {score}
          </span>
          <span className="text-sm text-slate-600">out of 100</span>
        </p>
        <Reasons reasons={reasons} />
        <p className="text-xs text-slate-500">
          From your <Link to="/settings#founder-profile" className="underline underline-offset-2">founder profile</Link>; our estimate, not a verdict.
        </p>
      </div>
    );
  }
  return (
    <Card aria-labelledby="idea-fit-title">
      <CardHeader>
        <CardTitle id="idea-fit-title" className="text-base">Your fit</CardTitle>
        <CardDescription>How this idea matches your skills, time, budget and market.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
