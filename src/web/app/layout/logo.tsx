import { Lightbulb } from "lucide-react";
import { Link } from "@web/lib/router";
import { Badge } from "@web/components/ui/badge";

export function Logo({ showBeta = true, onNavigate }: { showBeta?: boolean; onNavigate?: () => void }) {
  return (
    <div className="flex items-center gap-2">
      <Link
        to="/"
        onClick={onNavigate}
        className="flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-2"
      >
        <span className="flex size-8 items-center justify-center rounded-lg bg-indigo-600 text-white shadow-sm">
          <Lightbulb aria-hidden="true" className="size-4.5" />
        </span>
        Ideadeck
      </Link>
      {showBeta ? <Badge className="tracking-wide">BETA</Badge> : null}
    </div>
  );
}
