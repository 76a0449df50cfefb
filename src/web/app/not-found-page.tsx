import { Home } from "lucide-react";
import { Link } from "@web/lib/router";
import { ERROR_CATALOGUE } from "@shared/errors";
import { DocumentTitle, PageContainer } from "@web/components/page";
import { Button } from "@web/components/ui/button";

export function NotFoundPage() {
  return (
    <PageContainer className="flex min-h-[60vh] flex-col items-center justify-center text-center">
      <DocumentTitle title="Page not found" />
      <p className="text-sm font-semibold text-indigo-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-3 max-w-md text-slate-600">{ERROR_CATALOGUE.NOT_FOUND.message}</p>
      <Button className="mt-6" asChild>
        <Link to="/">
          <Home aria-hidden="true" />
          Go Home
        </Link>
      </Button>
    </PageContainer>
  );
}
