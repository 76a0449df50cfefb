import { Compass, CreditCard, LogOut, TrendingUp } from "lucide-react";
import { Link } from "@web/lib/router";
import { PageContainer, PageHeader } from "@web/components/page";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { useMe } from "@web/lib/me";
import { signOut } from "@web/lib/sign-out";
import { QuickActionCard } from "./components/quick-action-card";

/** The fallback dashboard: no guard, so it opens even when the session is in a bad state. */
export function DashboardMinimalPage() {
  const { me } = useMe();
  return (
    <PageContainer className="space-y-8">
      <PageHeader title="Dashboard" />
      <section aria-labelledby="quick-actions" className="space-y-4">
        <h2 id="quick-actions" className="text-lg font-semibold text-slate-900">
          Quick actions
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <QuickActionCard title="Browse Ideas" description="Explore researched startup ideas." to="/browse" icon={Compass} />
          <QuickActionCard title="Trending" description="See which ideas are gaining momentum." to="/trending" icon={TrendingUp} />
          <QuickActionCard title="Pricing" description="Compare plans and what they include." to="/pricing" icon={CreditCard} />
        </div>
      </section>
      <Alert variant="info">
        <p className="font-semibold">Having trouble with your account?</p>
        <p>
          If pages don&apos;t recognise that you&apos;re signed in, or your plan looks wrong, sign out and sign back in.
          That refreshes your session.
        </p>
        {me ? (
          <Button variant="outline" size="sm" className="bg-white" onClick={() => void signOut()}>
            <LogOut aria-hidden="true" />
            Sign Out
          </Button>
        ) : (
          <Button variant="outline" size="sm" className="bg-white" asChild>
            <Link to="/login">Sign In</Link>
          </Button>
        )}
      </Alert>
    </PageContainer>
  );
}
