import { ListChecks } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Badge } from "@web/components/ui/badge";
import { Checkbox } from "@web/components/ui/checkbox";
import { Label } from "@web/components/ui/label";
import { cn } from "@web/lib/cn";
import { notifyError } from "@web/lib/notify";
import { useSaveChecklist } from "@web/lib/catalogue-api";

export const CHECKLIST_SAVE_FAILED = "Couldn't save your checklist. Please try again.";

/**
 * The 7-item launch checklist. A toggle shows at once and is saved in the background; when the save
 * fails the list goes back to what the server last accepted. Each save sends the whole list, so a
 * later successful save also carries any earlier change.
 */
export function LaunchChecklist({
  slug,
  items,
  initialDone,
  save: saveElsewhere,
}: {
  slug: string;
  items: readonly string[];
  initialDone: readonly boolean[];
  /** Where the ticks are kept when not with a catalogue idea (the builder of a validation report). */
  save?: (done: boolean[]) => Promise<unknown>;
}) {
  const baseId = useId();
  const [done, setDone] = useState<boolean[]>(() => items.map((_, index) => initialDone[index] ?? false));
  const lastSaved = useRef<boolean[]>(done);
  const latest = useRef(0);
  const catalogueSave = useSaveChecklist(slug);
  const save = { mutateAsync: saveElsewhere ?? catalogueSave.mutateAsync };

  const toggle = async (index: number, checked: boolean) => {
    const next = done.map((value, i) => (i === index ? checked : value));
    setDone(next);
    const request = ++latest.current;
    try {
      await save.mutateAsync(next);
      lastSaved.current = next;
    } catch {
      if (request === latest.current) setDone(lastSaved.current);
      notifyError(CHECKLIST_SAVE_FAILED, "checklist-save");
    }
  };

  const count = done.filter(Boolean).length;
  const percent = items.length === 0 ? 0 : Math.round((count / items.length) * 100);
  const headingId = `${baseId}-heading`;

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl border border-slate-200 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
          <ListChecks aria-hidden="true" className="size-5 text-indigo-700" />
          Launch checklist
        </h3>
        <Badge variant="success">Worth $49</Badge>
      </div>
      <div className="space-y-1.5">
        <div className="flex items-center justify-between text-sm">
          <span className="text-slate-700">Your progress</span>
          <span className="font-semibold text-slate-900">
            {count} of {items.length} done
          </span>
        </div>
        <div
          role="progressbar"
          aria-label="Launch checklist progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${count} of ${items.length} done`}
          className="h-2.5 overflow-hidden rounded-full bg-slate-100"
        >
          <div className="h-full rounded-full bg-emerald-600 transition-[width] duration-300" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <ol className="space-y-2">
        {items.map((item, index) => {
          const id = `${baseId}-item-${index}`;
          return (
            <li key={item} className="flex items-start gap-3 rounded-lg px-1 py-1">
              <Checkbox id={id} checked={done[index] ?? false} onCheckedChange={(value) => void toggle(index, value === true)} className="mt-0.5" />
              <Label htmlFor={id} className={cn("cursor-pointer leading-snug font-normal", done[index] ? "text-slate-600 line-through" : "text-slate-900")}>
                {item}
              </Label>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
