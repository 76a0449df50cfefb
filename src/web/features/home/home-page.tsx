import { ArrowRight, Compass, LayoutDashboard, Tag } from "lucide-react";
import { Link } from "@web/lib/router";
import { DocumentTitle } from "@web/components/page";
import { Button } from "@web/components/ui/button";
import { useMe } from "@web/lib/me";
import { useSignupsOpen } from "@web/lib/public-config";
import { DailyIdeaCard } from "./components/daily-idea-card";
import { ClosingSection, DailyEmailSection, IdeaContentsSection, PlansSection } from "./components/marketing-sections";
import { SubscribeForm } from "./components/subscribe-form";

export const HERO_TITLE = "Researched startup ideas you can build in a weekend";
export const HERO_SUBLINE =
  "Each idea is scoped as a weekend project you can launch for under $500, with the research to aim it at $10K/month.";

function Hero() {
  const { me, isLoading } = useMe();
  const signupsOpen = useSignupsOpen();
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-indigo-50 via-white to-white">
      <div className="mx-auto grid w-full max-w-6xl items-start gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:px-8 lg:py-20">
        <div className="space-y-6">
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {HERO_TITLE}
          </h1>
          <p className="max-w-xl text-lg text-slate-700">{HERO_SUBLINE}</p>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button asChild size="lg" className="px-5">
              <Link to="/browse">
                <Compass aria-hidden="true" />
                Browse Ideas
              </Link>
            </Button>
            <Button asChild size="lg" className="px-5" variant="outline">
              <Link to="/pricing">
                <Tag aria-hidden="true" />
                See Pricing
              </Link>
            </Button>
            {isLoading ? null : me ? (
              <Button asChild size="lg" className="px-5" variant="outline">
                <Link to="/dashboard">
                  <LayoutDashboard aria-hidden="true" />
                  Your dashboard
                </Link>
              </Button>
            ) : signupsOpen ? (
              <Button asChild size="lg" className="px-5" variant="outline">
                <Link to="/signup">
                  Get Started Free
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            ) : null}
          </div>
          <div className="max-w-xl">
            <SubscribeForm />
          </div>
        </div>
        <DailyIdeaCard />
      </div>
    </section>
  );
}

/** "/": the hero with the daily e-mail box, today's idea, and what the product actually offers. */
export function HomePage() {
  return (
    <>
      <DocumentTitle />
      <Hero />
      <IdeaContentsSection />
      <DailyEmailSection />
      <PlansSection />
      <ClosingSection />
    </>
  );
}
