import { useMutation } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "@web/lib/router";
import { ErrorPanel } from "@web/components/error-panel";
import { DocumentTitle, PageContainer } from "@web/components/page";
import { Button } from "@web/components/ui/button";
import { PageSpinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { stopChangeMail } from "./history-api";

const FAILURE = "Failed to stop the mails. Please try again later.";

/** /idea-mail/stop from a mail about a saved idea: stops every such mail on load, like /unsubscribe. */
export function StopMailPage() {
  const [params] = useSearchParams();
  const user = params.get("user") ?? "";
  const token = params.get("token") ?? "";
  const stop = useMutation({ mutationFn: () => stopChangeMail(user, token) });
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !user || !token) return;
    started.current = true;
    stop.mutate();
  }, [user, token, stop]);

  if (!user || !token) {
    return (
      <PageContainer>
        <ErrorPanel headingLevel={1} title="This link is incomplete" message="Open the link from the bottom of a mail about an idea you saved, or change the choice on the idea's page." />
      </PageContainer>
    );
  }
  if (stop.isError) {
    return (
      <PageContainer>
        <ErrorPanel headingLevel={1} message={errorMessage(stop.error, FAILURE)} onRetry={() => stop.mutate()} />
      </PageContainer>
    );
  }
  if (!stop.isSuccess) {
    return (
      <PageContainer>
        <DocumentTitle title="Stopping mail" />
        <h1 className="sr-only">Stopping mail about ideas you saved</h1>
        <PageSpinner />
      </PageContainer>
    );
  }
  return (
    <PageContainer className="max-w-xl">
      <DocumentTitle title="Mail stopped" />
      <div className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-10 text-center shadow-sm">
        <CheckCircle2 aria-hidden="true" className="size-12 text-emerald-600" />
        <h1 className="text-2xl font-bold text-slate-900">No more mail about ideas you saved</h1>
        <p className="text-slate-700">Not when one changes, not when one is retired. You can turn it back on from any idea you saved, under "What changed".</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to="/dashboard">Your saved ideas</Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/browse">Browse ideas</Link>
          </Button>
        </div>
      </div>
    </PageContainer>
  );
}
