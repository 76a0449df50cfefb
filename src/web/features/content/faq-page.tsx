import { Mail } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation, useSearchParams } from "@web/lib/router";
import { PageContainer, PageHeader } from "@web/components/page";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { cn } from "@web/lib/cn";
import { FaqQuestion } from "./components/faq-question";
import { useSupportEmail } from "@web/components/support-email";
import { FAQ_CATEGORIES, FAQ_ITEMS, type FaqCategory } from "./faq-items";

type Filter = FaqCategory | "all";

const FILTERS: { id: Filter; label: string }[] = [{ id: "all", label: "All Questions" }, ...FAQ_CATEGORIES];

function isCategory(value: string | null): value is FaqCategory {
  return FAQ_CATEGORIES.some((category) => category.id === value);
}

function ContactSupport() {
  const email = useSupportEmail();
  return (
    <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
      <div className="space-y-1">
        <h2 id="faq-contact" className="text-lg font-semibold text-slate-900">
          Still have a question?
        </h2>
        <p className="text-sm text-slate-600">
          {email ? (
            <>
              Write to us at <span className="font-medium text-slate-900">{email}</span> and we&apos;ll get back to you.
            </>
          ) : (
            "Write to us and we'll get back to you."
          )}
        </p>
      </div>
      {email ? (
        <Button asChild>
          <a href={`mailto:${email}`}>
            <Mail aria-hidden="true" />
            Contact Support
          </a>
        </Button>
      ) : null}
    </Card>
  );
}

export function FaqPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const requested = searchParams.get("category");
  const filter: Filter = isCategory(requested) ? requested : "all";

  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(() => new Set());

  // /faq#refunds opens that question, also when a link on this page changes the hash. Read after the
  // first render: the server never sees the hash, so hydration must start from its markup (all closed).
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (!FAQ_ITEMS.some((item) => item.id === id)) return;
    setOpenIds((current) => (current.has(id) ? current : new Set(current).add(id)));
    document.getElementById(id)?.scrollIntoView();
  }, [location.hash]);

  function choose(next: Filter) {
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === "all") updated.delete("category");
        else updated.set("category", next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  function toggle(id: string) {
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  const groups = FAQ_CATEGORIES.filter((category) => filter === "all" || category.id === filter).map((category) => ({
    ...category,
    items: FAQ_ITEMS.filter((item) => item.category === category.id),
  }));
  const shown = groups.reduce((sum, group) => sum + group.items.length, 0);
  const activeLabel = FILTERS.find((item) => item.id === filter)?.label ?? "";

  return (
    <PageContainer>
      <div className="mx-auto max-w-3xl space-y-8">
        <PageHeader
          title="Frequently Asked Questions"
          description="Plans, the ideas, AI tools and your account, answered plainly."
        />

        <div className="space-y-3">
          <div role="group" aria-label="Filter questions by category" className="flex flex-wrap gap-2">
            {FILTERS.map((item) => {
              const pressed = item.id === filter;
              return (
                <button
                  key={item.id}
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => choose(item.id)}
                  className={cn(
                    "h-9 rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-600 focus-visible:ring-offset-2 motion-reduce:transition-none",
                    pressed
                      ? "border-indigo-600 bg-indigo-600 text-white hover:bg-indigo-700"
                      : "border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50 hover:text-slate-900",
                  )}
                >
                  {item.label}
                </button>
              );
            })}
          </div>
          <p role="status" className="text-sm text-slate-600">
            {filter === "all" ? `${shown} questions` : `${shown} of ${FAQ_ITEMS.length} questions, in ${activeLabel}`}
          </p>
        </div>

        <div className="space-y-10">
          {groups.map((group) => (
            <section key={group.id} aria-labelledby={`faq-group-${group.id}`} className="space-y-2">
              <h2 id={`faq-group-${group.id}`} className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
                {group.label}
              </h2>
              <div className="divide-y divide-slate-200 border-y border-slate-200">
                {group.items.map((item) => (
                  <FaqQuestion
                    key={item.id}
                    id={item.id}
                    question={item.question}
                    open={openIds.has(item.id)}
                    onToggle={() => toggle(item.id)}
                  >
                    {item.answer}
                  </FaqQuestion>
                ))}
              </div>
            </section>
          ))}
        </div>

        <ContactSupport />
      </div>
    </PageContainer>
  );
}
