import { TRIGGER_WINDOW_LABELS, type TriggerWindow } from "@shared/trigger-windows";
import { Badge } from "@web/components/ui/badge";

const VARIANTS = { before: "neutral", in: "warning", after: "neutral" } as const;
const HINTS: Record<TriggerWindow, string> = {
  before: "Its next dated trigger is more than 90 days away",
  in: "A dated trigger is within 90 days ahead or passed in the last 30 days",
  after: "Every dated trigger passed more than 30 days ago",
};

/** Where an idea stands against its dated triggers (rule: src/shared/schemas/calendar.ts). */
export function WindowBadge({ window }: { window: TriggerWindow | null }) {
  if (!window) return null;
  return (
    <Badge variant={VARIANTS[window]} title={HINTS[window]}>
      {TRIGGER_WINDOW_LABELS[window]}
    </Badge>
  );
}
