import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "@web/lib/router";
import { PageContainer, PageHeader } from "@web/components/page";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { PageSpinner, Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { useMe } from "@web/lib/me";
import { BuilderContent, BUILDER_LOAD_FAILED } from "@web/features/ideas";
import { useReport } from "./api/ai-api";
import { useReportBuilder, useReportDocuments, useSaveReportChecklist, useWriteReportDocuments } from "./api/report-builder-api";
import { BuilderUpgradeCard, LaunchDocuments } from "./idea-builder-page";

/** Download names for the founder's own idea: there is no slug, so the report's date and id. */
const fileStem = (createdAt: string, id: string) => `my-idea-${createdAt.slice(0, 10)}-${id.slice(0, 8)}`;

function Prompts({ reportId, stem }: { reportId: string; stem: string }) {
  const builder = useReportBuilder(reportId, true);
  const save = useSaveReportChecklist(reportId);
  if (builder.isPending) return <Spinner />;
  if (builder.isError) return <Alert>{errorMessage(builder.error, BUILDER_LOAD_FAILED)}</Alert>;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Build prompts</CardTitle>
      </CardHeader>
      <CardContent>
        <BuilderContent slug={stem} data={builder.data} saveChecklist={save.mutateAsync} />
      </CardContent>
    </Card>
  );
}

function Documents({ reportId, stem }: { reportId: string; stem: string }) {
  return (
    <LaunchDocuments
      slug={stem}
      documents={useReportDocuments(reportId)}
      rewrite={useWriteReportDocuments(reportId)}
      builtInNote="Written from your description, your answers and your validation report. Where you have not said something yet (a price, a feature list), the documents say what to decide instead of guessing."
    />
  );
}

/** /validate/{reportId}/builder: the AI builder for the founder's own idea, from one of their validation reports. */
export function ReportBuilderPage() {
  const { reportId } = useParams();
  const { entitlements } = useMe();
  const report = useReport(entitlements.canUseBuilder ? reportId : undefined);
  const back = (
    <Button asChild variant="ghost">
      <Link to={`/validate/${reportId ?? ""}`}>
        <ArrowLeft aria-hidden="true" /> Back to the report
      </Link>
    </Button>
  );

  if (!entitlements.canUseBuilder) {
    return (
      <PageContainer className="max-w-3xl space-y-6">
        <PageHeader title="AI Builder" actions={back} />
        <BuilderUpgradeCard />
      </PageContainer>
    );
  }
  if (report.isPending) return <PageSpinner />;
  if (report.isError) {
    return (
      <PageContainer className="max-w-3xl space-y-6">
        <PageHeader title="AI Builder" actions={back} />
        <Alert>{errorMessage(report.error, "Failed to load the report")}</Alert>
      </PageContainer>
    );
  }
  const stem = fileStem(report.data.createdAt, report.data.id);
  return (
    <PageContainer className="max-w-5xl space-y-6">
      <PageHeader title="AI Builder: your idea" description={`“${report.data.idea}”`} actions={back} />
      <Documents reportId={report.data.id} stem={stem} />
      <Prompts reportId={report.data.id} stem={stem} />
    </PageContainer>
  );
}
