import { useMutation } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "@web/lib/router";
import { ErrorPanel } from "@web/components/error-panel";
import { DocumentTitle, PageContainer } from "@web/components/page";
import { Button } from "@web/components/ui/button";
import { PageSpinner } from "@web/components/ui/spinner";
import { api, errorMessage } from "@web/lib/api-client";

const FAILURE = "Failed to unsubscribe. Please try again later.";

/**
 * One-click unsubscribe from a mail's link: processing, then success or failure with Try Again.
 * The signed token is required; an address alone unsubscribes nobody (DECISIONS.md).
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const email = params.get("email") ?? "";
  const token = params.get("token") ?? "";
  const unsubscribe = useMutation({ mutationFn: () => api.post("/api/v1/subscribers/unsubscribe", { email, token }) });
  const started = useRef(false);

  useEffect(() => {
    // Unsubscribes on load, once (StrictMode renders effects twice in development).
    if (started.current || !email || !token) return;
    started.current = true;
    unsubscribe.mutate();
  }, [email, token, unsubscribe]);

  if (!email || !token) {
    return (
      <PageContainer>
        <ErrorPanel headingLevel={1} title="This unsubscribe link is incomplete" message="Open the link from the bottom of one of our e-mails, or change your e-mail preferences in Settings." />
      </PageContainer>
    );
  }
  if (unsubscribe.isError) {
    return (
      <PageContainer>
        <ErrorPanel headingLevel={1} message={errorMessage(unsubscribe.error, FAILURE)} onRetry={() => unsubscribe.mutate()} />
      </PageContainer>
    );
  }
  if (!unsubscribe.isSuccess) {
    return (
      <PageContainer>
        <DocumentTitle title="Unsubscribing" />
        <h1 className="sr-only">Unsubscribing {email}</h1>
        <PageSpinner />
      </PageContainer>
    );
  }
  return (
    <PageContainer className="max-w-xl">
      <DocumentTitle title="Unsubscribed" />
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm">
        <CheckCircle2 aria-hidden="true" className="size-12 text-emerald-600" />
        <h1 className="text-2xl font-bold text-slate-900">You're unsubscribed</h1>
        <p className="text-slate-700">
          <strong>{email}</strong> will get no more Ideadeck e-mails. If it belongs to an account, its e-mail preferences are now all off.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to="/browse">Browse ideas</Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/">Go Home</Link>
          </Button>
        </div>
      </div>
    </PageContainer>
  );
}
