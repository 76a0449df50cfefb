import { useEffect } from "react";
import { Coins, Cpu, MessageSquareText, Sparkles, Timer } from "lucide-react";
import { useSearchParams } from "@web/lib/router";
import { AI_TOOL_LABELS, type AiUsageReport, type AiUsageTotals } from "@shared/schemas/ai-usage";
import { DataTable, type DataColumn } from "@web/components/data-table";
import { ErrorPanel } from "@web/components/error-panel";
import { PageHeader } from "@web/components/page";
import { SelectField } from "@web/components/select-field";
import { StatCard } from "@web/components/stat-card";
import { Alert } from "@web/components/ui/alert";
import { Card } from "@web/components/ui/card";
import { errorMessage } from "@web/lib/api-client";
import { formatDay, formatNumber } from "@web/lib/format";
import { notifyError } from "@web/lib/notify";
import { useAdminSettings } from "./api/admin-settings-api";
import { useAiUsage } from "./api/ai-usage-api";
import { PricesForm } from "./ai-usage/prices-form";
import { formatDollars } from "./ai-usage/usage-format";

export const LOAD_FAILED = "Failed to load AI usage";

const RANGES = ["7", "30", "90"] as const;
type Range = (typeof RANGES)[number];
const RANGE_OPTIONS = RANGES.map((value) => ({ value, label: `Last ${value} days` }));

/** The figures every table shares: calls, tokens, estimated dollars. */
function figureColumns<Row extends AiUsageTotals>(): DataColumn<Row>[] {
  const right = { className: "text-right tabular-nums", headerClassName: "text-right" };
  return [
    { header: "Calls", cell: (row) => formatNumber(row.calls), ...right },
    { header: "Input tokens", cell: (row) => formatNumber(row.inputTokens), ...right },
    { header: "Output tokens", cell: (row) => formatNumber(row.outputTokens), ...right },
    { header: "Est. cost", cell: (row) => formatDollars(row.cost), ...right },
  ];
}

type DayRow = AiUsageReport["byDay"][number];
type ToolRow = AiUsageReport["byTool"][number];
type ModelRow = AiUsageReport["byModel"][number];

const DAY_COLUMNS: DataColumn<DayRow>[] = [{ header: "Day (UTC)", rowHeader: true, cell: (row) => formatDay(row.day) }, ...figureColumns<DayRow>()];
const TOOL_COLUMNS: DataColumn<ToolRow>[] = [{ header: "Tool", rowHeader: true, cell: (row) => AI_TOOL_LABELS[row.tool] }, ...figureColumns<ToolRow>()];
const MODEL_COLUMNS: DataColumn<ModelRow>[] = [{ header: "Model", rowHeader: true, cell: (row) => <code className="text-sm">{row.model}</code> }, ...figureColumns<ModelRow>()];

function isRange(value: string | null): value is Range {
  return RANGES.some((range) => range === value);
}

/** What the admin must know before reading the figures: a pause, a model without a price, unreported calls. */
function Notices({ report }: { report: AiUsageReport }) {
  const unpriced = report.byModel.filter((row) => !row.priced).map((row) => row.model);
  if (report.currentModel && !report.currentModelPriced && !unpriced.includes(report.currentModel)) unpriced.push(report.currentModel);
  return (
    <>
      {report.today.paused ? (
        <Alert variant="error">
          Model calls are paused until 00:00 UTC: today's estimated cost, {formatDollars(report.today.cost)}, reached the {formatDollars(report.today.cap)} cap. Members are told AI answers are paused, and nothing counts against their limits. Raise or clear the cap below to resume.
        </Alert>
      ) : null}
      {report.currentModel === null ? (
        <Alert variant="info">No AI model is configured: the AI tools run on the built-in analyst, which costs nothing and is not counted here.</Alert>
      ) : null}
      {unpriced.length ? (
        <Alert variant="info">
          No price is set for {unpriced.join(", ")}: its tokens are counted but not its dollars, and the daily cap cannot count its calls. Add its price below.
        </Alert>
      ) : null}
      {report.total.unreported ? (
        <Alert variant="info">
          {formatNumber(report.total.unreported)} {report.total.unreported === 1 ? "call was" : "calls were"} cut off before the provider reported tokens (a stopped or broken stream): counted as calls, without tokens or dollars.
        </Alert>
      ) : null}
    </>
  );
}

/** The AI tools' model calls: tokens and estimated cost per UTC day, tool and model; prices and the daily cap. */
export function AdminAiUsagePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const rangeParam = searchParams.get("days");
  const range: Range = isRange(rangeParam) ? rangeParam : "30";
  const usage = useAiUsage(Number(range));
  const settings = useAdminSettings();

  useEffect(() => {
    if (usage.isError) notifyError(LOAD_FAILED, "ai-usage-load");
  }, [usage.isError, usage.errorUpdatedAt]);

  const setRange = (next: Range) =>
    setSearchParams((params) => {
      const updated = new URLSearchParams(params);
      if (next === "30") updated.delete("days");
      else updated.set("days", next);
      return updated;
    });

  const report = usage.data && !usage.isPlaceholderData ? usage.data : undefined;
  const periodLabel = `Last ${range} days`;

  return (
    <div className="space-y-6">
      <PageHeader
        title="AI usage"
        description="Tokens the model provider reported for each AI tool's calls, and their cost estimated at your prices."
        actions={<SelectField id="ai-usage-range" label="Period" value={range} options={RANGE_OPTIONS} onChange={setRange} className="w-48" />}
      />
      {usage.isError && !usage.data ? (
        <ErrorPanel message={errorMessage(usage.error, LOAD_FAILED)} onRetry={() => void usage.refetch()} />
      ) : (
        <>
          {report ? <Notices report={report} /> : null}
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5">
            <StatCard
              label="Today (UTC)"
              icon={Timer}
              value={report ? formatDollars(report.today.cost) : undefined}
              detail={report ? (report.today.cap === null ? "No daily cap" : `Cap ${formatDollars(report.today.cap)}`) : undefined}
            />
            <StatCard label="Est. cost" icon={Coins} value={report ? formatDollars(report.total.cost) : undefined} detail={periodLabel} />
            <StatCard label="Model calls" icon={Sparkles} value={report ? formatNumber(report.total.calls) : undefined} detail={periodLabel} />
            <StatCard label="Input tokens" icon={MessageSquareText} value={report ? formatNumber(report.total.inputTokens) : undefined} detail={periodLabel} />
            <StatCard label="Output tokens" icon={Cpu} value={report ? formatNumber(report.total.outputTokens) : undefined} detail={periodLabel} />
          </div>

          <div className="grid gap-6">
            <Card className="overflow-hidden">
              <h2 className="px-5 pt-5 pb-3 text-lg font-semibold text-slate-900">By tool</h2>
              <DataTable caption={`Model calls by AI tool, ${periodLabel.toLowerCase()}`} columns={TOOL_COLUMNS} rows={report?.byTool} rowKey={(row) => row.tool} busy={usage.isPlaceholderData} empty="No model calls in this period." minWidth="32rem" />
            </Card>
            <Card className="overflow-hidden">
              <h2 className="px-5 pt-5 pb-3 text-lg font-semibold text-slate-900">By model</h2>
              <DataTable caption={`Model calls by model, ${periodLabel.toLowerCase()}, most tokens first`} columns={MODEL_COLUMNS} rows={report?.byModel} rowKey={(row) => row.model} busy={usage.isPlaceholderData} empty="No model calls in this period." minWidth="32rem" />
            </Card>
          </div>

          <Card className="overflow-hidden">
            <h2 className="px-5 pt-5 pb-3 text-lg font-semibold text-slate-900">By day</h2>
            <DataTable caption={`Model calls by UTC day, ${periodLabel.toLowerCase()}, newest first`} columns={DAY_COLUMNS} rows={report?.byDay} rowKey={(row) => row.day} busy={usage.isPlaceholderData} empty="No model calls in this period." minWidth="32rem" />
          </Card>

          {settings.data && usage.data ? <PricesForm key={JSON.stringify(settings.data.aiSettings)} settings={settings.data} currentModel={usage.data.currentModel} /> : null}
          {settings.isError ? <ErrorPanel message={errorMessage(settings.error, "Failed to load the prices")} onRetry={() => void settings.refetch()} /> : null}
        </>
      )}
    </div>
  );
}
