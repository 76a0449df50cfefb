import { Save } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { ErrorPanel } from "@web/components/error-panel";
import { PageHeader } from "@web/components/page";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Skeleton } from "@web/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@web/components/ui/tabs";
import { isApiError } from "@web/lib/api-client";
import { notifyError, notifySuccess } from "@web/lib/notify";
import { useAdminSettings, useSaveAdminSettings } from "./api/admin-settings-api";
import { EmailSettingsTab } from "./settings/email-settings-tab";
import { NotificationSettingsTab } from "./settings/notification-settings-tab";
import { SecuritySettingsTab } from "./settings/security-settings-tab";
import { SystemSettingsTab } from "./settings/system-settings-tab";
import type { SettingsTabProps } from "./settings/setting-fields";
import { fieldErrors, fromFormValues, tabOf, toFormValues, type SettingsFormValues, type SettingsTab } from "./settings/settings-form";

export const LOAD_FAILED = "Failed to load settings";
export const SAVE_FAILED = "Failed to save settings";
export const SAVED = "Settings saved";

const TABS: { value: SettingsTab; label: string }[] = [
  { value: "email", label: "Email Settings" },
  { value: "notifications", label: "Notifications" },
  { value: "security", label: "Security" },
  { value: "system", label: "System" },
];

function LoadingSettings() {
  return (
    <div aria-busy="true" className="space-y-4">
      <p className="text-sm text-slate-600">Loading settings...</p>
      <Skeleton className="h-10 w-full max-w-md" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/**
 * /admin/settings: the stored settings in four tabs. Changes stay local until Save Settings; the
 * server checks them (field messages appear under their inputs) and applies them at once.
 */
export function AdminSettingsPage() {
  const { data, isPending, isError, errorUpdatedAt, refetch } = useAdminSettings();
  const save = useSaveAdminSettings();
  const [draft, setDraft] = useState<SettingsFormValues | null>(null);
  const [tab, setTab] = useState<SettingsTab>("email");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  // The draft starts from the stored settings and again after each save.
  useEffect(() => {
    if (data) setDraft(toFormValues(data));
  }, [data]);

  useEffect(() => {
    if (isError) notifyError(LOAD_FAILED, "admin-settings-load");
  }, [isError, errorUpdatedAt]);

  const set: SettingsTabProps["set"] = (group, key, value) => {
    setDraft((current) => (current ? { ...current, [group]: { ...current[group], [key]: value } } : current));
    setErrors((current) => {
      const field = `${String(group)}.${String(key)}`;
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    setProblem(null);
    save.mutate(fromFormValues(draft), {
      onSuccess: () => {
        setErrors({});
        notifySuccess(SAVED);
      },
      onError: (error) => {
        notifyError(SAVE_FAILED);
        const issues = isApiError(error) ? error.issues : [];
        setErrors(fieldErrors(issues));
        const first = issues.map((issue) => tabOf(issue.path)).find(Boolean);
        if (first) setTab(first);
        // Field problems show under their inputs; anything else (no answer, a server fault) above the button.
        if (!issues.length) setProblem(isApiError(error) && error.hasServerMessage ? error.message : SAVE_FAILED);
      },
    });
  };

  return (
    <div className="space-y-6">
      <PageHeader title="Admin Settings" description="Configure system-wide settings and preferences" />
      {isPending ? (
        <LoadingSettings />
      ) : isError || !draft ? (
        <ErrorPanel title={LOAD_FAILED} message="The settings could not be read. Try again in a moment." onRetry={() => void refetch()} />
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <Tabs value={tab} onValueChange={(value) => setTab(value as SettingsTab)}>
            <TabsList aria-label="Settings sections" className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
              {TABS.map(({ value, label }) => (
                <TabsTrigger key={value} value={value}>
                  {label}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="email">
              <EmailSettingsTab values={draft} errors={errors} set={set} />
            </TabsContent>
            <TabsContent value="notifications">
              <NotificationSettingsTab values={draft} errors={errors} set={set} />
            </TabsContent>
            <TabsContent value="security">
              <SecuritySettingsTab values={draft} errors={errors} set={set} />
            </TabsContent>
            <TabsContent value="system">
              <SystemSettingsTab values={draft} errors={errors} set={set} />
            </TabsContent>
          </Tabs>
          {problem ? <Alert>{problem}</Alert> : null}
          <div className="flex justify-end">
            <Button type="submit" disabled={save.isPending}>
              <Save aria-hidden="true" />
              {save.isPending ? "Saving..." : "Save Settings"}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
