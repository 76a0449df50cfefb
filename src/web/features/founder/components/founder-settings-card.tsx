import { useState, type FormEvent } from "react";
import { CATEGORIES, CATEGORY_LABELS } from "@shared/categories";
import {
  DEFAULT_WEIGHTS,
  FOUNDER_SKILL_LABELS,
  FOUNDER_SKILLS,
  WEIGHT_KEYS,
  WEIGHT_LABELS,
  WEIGHT_MAX,
  type Audience,
  type FounderSkill,
  type RiskAppetite,
  type WeightKey,
} from "@shared/founder-fit-options";
import type { FounderProfile, FounderSettings, Weights } from "@shared/founder-fit";
import type { Category } from "@shared/categories";
import { Alert } from "@web/components/ui/alert";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@web/components/ui/card";
import { Checkbox } from "@web/components/ui/checkbox";
import { FormField } from "@web/components/form-field";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { SelectField } from "@web/components/select-field";
import { Skeleton } from "@web/components/ui/skeleton";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage, isApiError } from "@web/lib/api-client";
import { notifySuccess } from "@web/lib/notify";
import { useFounderSettings, useSaveFounderSettings } from "../api/founder-api";

const RISK_OPTIONS = [
  { value: "low", label: "Low: simple builds only" },
  { value: "medium", label: "Medium" },
  { value: "high", label: "High: hard builds are fine" },
] satisfies { value: RiskAppetite; label: string }[];
const AUDIENCE_OPTIONS = [
  { value: "b2b", label: "B2B (selling to businesses)" },
  { value: "consumer", label: "Consumer" },
  { value: "either", label: "Either" },
] satisfies { value: Audience; label: string }[];
const WEIGHT_OPTIONS = Array.from({ length: WEIGHT_MAX + 1 }, (_, n) => ({ value: String(n), label: n === 0 ? "0 (ignore)" : String(n) }));

interface Draft {
  skills: FounderSkill[];
  skillsOther: string;
  hoursPerWeek: string;
  budgetUsd: string;
  markets: Category[];
  riskAppetite: RiskAppetite;
  audience: Audience;
  regulatedData: boolean;
  weights: Weights;
}

function draftOf(settings: FounderSettings): Draft {
  const p = settings.profile;
  return {
    skills: p?.skills ?? [],
    skillsOther: p?.skillsOther ?? "",
    hoursPerWeek: p ? String(p.hoursPerWeek) : "",
    budgetUsd: p ? String(p.budgetUsd) : "",
    markets: p?.markets ?? [],
    riskAppetite: p?.riskAppetite ?? "medium",
    audience: p?.audience ?? "either",
    regulatedData: p?.regulatedData ?? false,
    weights: settings.weights ?? { ...DEFAULT_WEIGHTS },
  };
}

const toggle = <T,>(list: T[], item: T, on: boolean) => (on ? [...list, item] : list.filter((x) => x !== item));

/** A whole number from a field, or NaN so the server's message names the field. */
const wholeNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/**
 * The founder profile and score weights (issue 26) on /settings: what "For you", the fit on idea
 * pages and "Your weights" use. Optional: nothing else asks for it.
 */
export function FounderSettingsCard() {
  const settings = useFounderSettings();
  if (settings.isPending) return <Skeleton className="h-96 w-full" />;
  if (settings.isError) {
    return (
      <Card id="founder-profile" className="scroll-mt-20">
        <CardHeader>
          <CardTitle>Founder profile</CardTitle>
        </CardHeader>
        <CardContent>
          <Alert>{errorMessage(settings.error, "Your founder profile could not be loaded.")}</Alert>
        </CardContent>
      </Card>
    );
  }
  return <FounderSettingsForm key={JSON.stringify(settings.data)} saved={settings.data} />;
}

function FounderSettingsForm({ saved }: { saved: FounderSettings }) {
  const save = useSaveFounderSettings();
  const [draft, setDraft] = useState(() => draftOf(saved));
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const profile: FounderProfile = {
      skills: draft.skills,
      skillsOther: draft.skillsOther,
      hoursPerWeek: wholeNumber(draft.hoursPerWeek),
      budgetUsd: wholeNumber(draft.budgetUsd),
      markets: draft.markets,
      riskAppetite: draft.riskAppetite,
      audience: draft.audience,
      regulatedData: draft.regulatedData,
    };
    if (Number.isNaN(profile.hoursPerWeek) || Number.isNaN(profile.budgetUsd)) {
      setError("Enter your hours a week and your budget as whole numbers.");
      return;
    }
    try {
      await save.mutateAsync({ profile, weights: draft.weights });
      notifySuccess("Founder profile saved");
    } catch (failure) {
      const issue = isApiError(failure) ? failure.issues[0] : undefined;
      setError(issue ? issue.message : errorMessage(failure, "Your founder profile could not be saved."));
    }
  };

  const clear = async () => {
    setError(null);
    try {
      await save.mutateAsync({ profile: null, weights: null });
      notifySuccess("Founder profile cleared");
    } catch (failure) {
      setError(errorMessage(failure, "Your founder profile could not be cleared."));
    }
  };

  const busy = save.isPending;
  return (
    <Card id="founder-profile" className="scroll-mt-20">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <CardHeader>
          <CardTitle>Founder profile</CardTitle>
          <CardDescription>
            Optional. Ranks Browse "For you", shows your fit on idea pages and sets the weights of "Your weights". Only you see it.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          <fieldset className="space-y-3">
            <legend className="mb-2 text-sm font-semibold text-slate-900">Your skills</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {FOUNDER_SKILLS.map((skill) => (
                <div key={skill} className="flex items-center gap-2">
                  <Checkbox id={`founder-skill-${skill}`} checked={draft.skills.includes(skill)} disabled={busy} onCheckedChange={(on) => set("skills", toggle(draft.skills, skill, on === true))} />
                  <Label htmlFor={`founder-skill-${skill}`} className="font-normal text-slate-700">
                    {FOUNDER_SKILL_LABELS[skill]}
                  </Label>
                </div>
              ))}
            </div>
            <FormField id="founder-skills-other" label="Other skills" hint="In your words, e.g. NACHA files, Rust, clinical workflows">
              {(control) => <Input {...control} value={draft.skillsOther} maxLength={300} disabled={busy} onChange={(e) => set("skillsOther", e.target.value)} />}
            </FormField>
          </fieldset>

          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id="founder-hours" label="Hours a week">
              {(control) => <Input {...control} type="number" inputMode="numeric" min={1} max={80} value={draft.hoursPerWeek} disabled={busy} onChange={(e) => set("hoursPerWeek", e.target.value)} />}
            </FormField>
            <FormField id="founder-budget" label="Budget to start (USD)">
              {(control) => <Input {...control} type="number" inputMode="numeric" min={0} value={draft.budgetUsd} disabled={busy} onChange={(e) => set("budgetUsd", e.target.value)} />}
            </FormField>
            <SelectField id="founder-risk" label="Risk appetite" value={draft.riskAppetite} options={RISK_OPTIONS} disabled={busy} onChange={(value) => set("riskAppetite", value)} />
            <SelectField id="founder-audience" label="You prefer to sell" value={draft.audience} options={AUDIENCE_OPTIONS} disabled={busy} onChange={(value) => set("audience", value)} />
          </div>

          <fieldset className="space-y-3">
            <legend className="mb-2 text-sm font-semibold text-slate-900">Markets you know</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {CATEGORIES.map((category) => (
                <div key={category} className="flex items-center gap-2">
                  <Checkbox id={`founder-market-${category}`} checked={draft.markets.includes(category)} disabled={busy} onCheckedChange={(on) => set("markets", toggle(draft.markets, category, on === true))} />
                  <Label htmlFor={`founder-market-${category}`} className="font-normal text-slate-700">
                    {CATEGORY_LABELS[category]}
                  </Label>
                </div>
              ))}
            </div>
          </fieldset>

          <div className="flex items-start gap-2">
            <Checkbox id="founder-regulated" checked={draft.regulatedData} disabled={busy} onCheckedChange={(on) => set("regulatedData", on === true)} className="mt-0.5" />
            <Label htmlFor="founder-regulated" className="font-normal text-slate-700">
              I can handle regulated data (health records, payment cards, students' or children's data)
            </Label>
          </div>

          <fieldset className="space-y-3 border-t border-slate-100 pt-5">
            <legend className="mb-1 text-sm font-semibold text-slate-900">Your weights</legend>
            <p className="text-sm text-slate-600">How much each counts in Browse "Your weights" (0 ignores it).</p>
            <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
              {WEIGHT_KEYS.map((key: WeightKey) => (
                <SelectField
                  key={key}
                  id={`founder-weight-${key}`}
                  label={WEIGHT_LABELS[key]}
                  value={String(draft.weights[key])}
                  options={WEIGHT_OPTIONS}
                  disabled={busy}
                  onChange={(value) => set("weights", { ...draft.weights, [key]: Number(value) })}
                />
              ))}
            </div>
          </fieldset>
          {error ? <Alert>{error}</Alert> : null}
        </CardContent>
        <CardFooter className="flex flex-wrap justify-end gap-3">
          {saved.profile || saved.weights ? (
            <Button type="button" variant="outline" disabled={busy} onClick={() => void clear()}>
              Clear
            </Button>
          ) : null}
          <Button type="submit" disabled={busy}>
            {busy ? <Spinner /> : null}
            Save founder profile
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
