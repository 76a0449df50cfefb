import { Link } from "@web/lib/router";
import { Button } from "@web/components/ui/button";

/** The next step for a member's plan: paying members manage their billing, free ones upgrade. */
export function PlanActionButton({ isPaid }: { isPaid: boolean }) {
  return isPaid ? (
    <Button variant="outline" asChild>
      <Link to="/settings/billing">Manage billing</Link>
    </Button>
  ) : (
    <Button asChild>
      <Link to="/pricing">Upgrade to Pro</Link>
    </Button>
  );
}
