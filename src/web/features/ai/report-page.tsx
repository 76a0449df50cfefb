import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "@web/lib/router";
import { PageContainer, PageHeader } from "@web/components/page";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { PageSpinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { useReport } from "./api/ai-api";
import { ReportView } from "./components/report-view";

/** /validate/{reportId}: one of the member's kept reports (the server answers 404 to anyone else). */
export function ReportPage() {
  const { reportId } = useParams();
  const report = useReport(reportId);
  return (
    <PageContainer className="max-w-4xl space-y-6">
      <PageHeader
        title="Validation report"
        actions={
          <Button asChild variant="ghost">
            <Link to="/validate">
              <ArrowLeft aria-hidden="true" /> All reports
            </Link>
          </Button>
        }
      />
      {report.isPending ? <PageSpinner /> : report.isError ? <Alert>{errorMessage(report.error, "Failed to load the report")}</Alert> : <ReportView report={report.data} />}
    </PageContainer>
  );
}
