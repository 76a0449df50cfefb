import { Check, Columns3 } from "lucide-react";
import { Link } from "@web/lib/router";
import { COMPARE_MAX, COMPARE_MIN } from "@shared/pipeline";
import { Button } from "@web/components/ui/button";
import { compareLink, useCompareSelection } from "../compare-selection";

/**
 * "Compare" on an idea (browse card, saved card, idea page): adds it to the picked ideas, and once two
 * or more are picked offers the compare page.
 */
export function CompareToggle({ slug, title, size = "sm" }: { slug: string; title: string; size?: "sm" | "default" }) {
  const selection = useCompareSelection();
  const picked = selection.slugs.includes(slug);
  const disabled = !picked && selection.full;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        type="button"
        size={size}
        variant={picked ? "secondary" : "outline"}
        aria-pressed={picked}
        aria-label={`${picked ? "Remove" : "Add"} ${title} ${picked ? "from" : "to"} compare`}
        title={disabled ? `Compare takes up to ${COMPARE_MAX} ideas` : undefined}
        disabled={disabled}
        onClick={() => selection.toggle(slug)}
      >
        {picked ? <Check aria-hidden="true" /> : <Columns3 aria-hidden="true" />}
        {picked ? "In compare" : "Compare"}
      </Button>
      {picked && selection.slugs.length >= COMPARE_MIN ? (
        <Link to={compareLink(selection.slugs)} className="text-sm font-medium text-indigo-700 underline">
          Compare {selection.slugs.length} ideas
        </Link>
      ) : null}
    </span>
  );
}
