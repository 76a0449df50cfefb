import { Plus, Save, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { AdminSettings } from "@shared/schemas/admin-settings";
import { FormField } from "@web/components/form-field";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Input } from "@web/components/ui/input";
import { errorMessage, isApiError } from "@web/lib/api-client";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { useSaveAdminSettings } from "../api/admin-settings-api";
import { aiUsageKey } from "../api/ai-usage-api";
import { numberOrText } from "./usage-format";

interface PriceRow {
  model: string;
  input: string;
  output: string;
}

/**
 * The prices the estimates use (dollars per million tokens, per model name) and the daily spending
 * cap, kept in the admin settings. The current model gets a row to fill in when it has no price yet.
 */
export function PricesForm({ settings, currentModel }: { settings: AdminSettings; currentModel: string | null }) {
  const queryClient = useQueryClient();
  const save = useSaveAdminSettings();
  const { prices, dailySpendCap } = settings.aiSettings;
  const [rows, setRows] = useState<PriceRow[]>(() => {
    const stored = prices.map((p) => ({ model: p.model, input: String(p.inputPerMillion), output: String(p.outputPerMillion) }));
    return currentModel && !prices.some((p) => p.model === currentModel) ? [...stored, { model: currentModel, input: "", output: "" }] : stored;
  });
  const [cap, setCap] = useState(dailySpendCap === null ? "" : String(dailySpendCap));
  const issues = isApiError(save.error) ? save.error.issues : [];
  const issueAt = (path: string) => issues.find((issue) => issue.path === path)?.message;

  const setRow = (index: number, change: Partial<PriceRow>) => setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));

  function submit(event: FormEvent) {
    event.preventDefault();
    const aiSettings = {
      prices: rows.map((row) => ({ model: row.model.trim(), inputPerMillion: numberOrText(row.input), outputPerMillion: numberOrText(row.output) })),
      dailySpendCap: cap.trim() === "" ? null : numberOrText(cap),
    };
    save.mutate(
      { ...settings, aiSettings },
      {
        onSuccess: () => {
          notifySuccess("Prices and cap saved");
          void queryClient.invalidateQueries({ queryKey: aiUsageKey });
        },
        onError: (error) => notifyError(errorMessage(error, "Failed to save the prices")),
      },
    );
  }

  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold text-slate-900">Prices and daily cap</h2>
      <p className="mt-1 text-sm text-slate-600">
        Dollars per million tokens, as your provider bills the model. The estimates above use these prices; the cap pauses model calls until 00:00 UTC once today's estimated cost reaches it. Members are
        told AI answers are paused, and nothing counts against their monthly limits.
      </p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        {issues.length ? (
          <Alert variant="error">
            <ul className="list-disc pl-5">
              {issues.map((issue) => (
                <li key={`${issue.path}:${issue.message}`}>{issue.message}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <ul className="space-y-3">
          {rows.map((row, index) => (
            <li key={index} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_9rem_9rem_auto] sm:items-end">
              <FormField id={`price-${index}-model`} label="Model" error={issueAt(`aiSettings.prices.${index}.model`)}>
                {(aria) => <Input {...aria} value={row.model} maxLength={120} onChange={(e) => setRow(index, { model: e.target.value })} />}
              </FormField>
              <FormField id={`price-${index}-input`} label="Input $ / 1M" error={issueAt(`aiSettings.prices.${index}.inputPerMillion`)}>
                {(aria) => <Input {...aria} inputMode="decimal" value={row.input} onChange={(e) => setRow(index, { input: e.target.value })} />}
              </FormField>
              <FormField id={`price-${index}-output`} label="Output $ / 1M" error={issueAt(`aiSettings.prices.${index}.outputPerMillion`)}>
                {(aria) => <Input {...aria} inputMode="decimal" value={row.output} onChange={(e) => setRow(index, { output: e.target.value })} />}
              </FormField>
              <Button type="button" variant="outline" size="sm" onClick={() => setRows((current) => current.filter((_, i) => i !== index))} aria-label={`Remove the price for ${row.model || `row ${index + 1}`}`}>
                <Trash2 aria-hidden="true" className="size-4" /> Remove
              </Button>
            </li>
          ))}
        </ul>
        <Button type="button" variant="outline" size="sm" onClick={() => setRows((current) => [...current, { model: "", input: "", output: "" }])}>
          <Plus aria-hidden="true" className="size-4" /> Add a model price
        </Button>
        <FormField id="daily-spend-cap" label="Daily spending cap ($)" hint="Leave empty for no cap." error={issueAt("aiSettings.dailySpendCap")} className="sm:max-w-xs">
          {(aria) => <Input {...aria} inputMode="decimal" value={cap} onChange={(e) => setCap(e.target.value)} />}
        </FormField>
        <Button type="submit" disabled={save.isPending}>
          <Save aria-hidden="true" className="size-4" /> Save prices and cap
        </Button>
      </form>
    </Card>
  );
}
