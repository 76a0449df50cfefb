import { Badge } from "@web/components/ui/badge";

const VARIANTS: Record<string, "success" | "warning" | "danger" | "neutral"> = {
  sent: "success",
  stored: "neutral",
  pending: "warning",
  queued: "warning",
  failed: "danger",
};

export function OutboxStatusBadge({ status }: { status: string }) {
  return <Badge variant={VARIANTS[status.toLowerCase()] ?? "neutral"}>{status}</Badge>;
}
