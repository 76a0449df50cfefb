import { Link } from "@web/lib/router";
import { Button, type ButtonProps } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { cn } from "@web/lib/cn";
import { CURRENT_PLAN_LABEL, type PlanButton } from "./plan-button";
import { choiceKey, type PaidChoice } from "./use-plan-checkout";

export interface CheckoutControls {
  choose: (choice: PaidChoice) => void;
  pendingKey: string | null;
}

/**
 * One plan's button. 'Current Plan' stays focusable (aria-disabled) so a click can say why nothing
 * happens; a checkout button reads 'Loading...' while its checkout opens, and the others wait.
 */
export function PlanActionButton({
  button,
  checkout,
  onCurrent,
  variant = "default",
  className,
}: {
  button: PlanButton;
  checkout: CheckoutControls;
  onCurrent: () => void;
  variant?: ButtonProps["variant"];
  className?: string;
}) {
  const classes = cn("w-full", className);
  switch (button.kind) {
    case "current":
      return (
        <Button variant="outline" aria-disabled="true" className={cn(classes, "cursor-not-allowed opacity-60")} onClick={onCurrent}>
          {CURRENT_PLAN_LABEL}
        </Button>
      );
    case "disabled":
      return (
        <Button variant="outline" disabled className={classes}>
          {button.label}
        </Button>
      );
    case "link":
      return (
        <Button variant="outline" asChild className={classes}>
          <Link to={button.to}>{button.label}</Link>
        </Button>
      );
    case "checkout": {
      const loading = checkout.pendingKey === choiceKey(button.choice);
      return (
        <Button
          variant={variant}
          className={classes}
          disabled={checkout.pendingKey !== null}
          aria-busy={loading || undefined}
          onClick={() => checkout.choose(button.choice)}
        >
          {loading ? (
            <>
              <Spinner />
              Loading...
            </>
          ) : (
            button.label
          )}
        </Button>
      );
    }
  }
}
