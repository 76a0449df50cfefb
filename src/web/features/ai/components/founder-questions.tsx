import { SelectField } from "@web/components/select-field";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import type { CURRENT_SOLUTIONS, FIRST_BUYER_CHANNELS, FREQUENCIES, FounderAnswers } from "@shared/schemas/ai";

/**
 * The validation's optional questions (issue 22): each answer places the founder's own idea on one
 * axis of our rubric; a question left at "Not sure" stays an unknown the report names. Kept as
 * strings while editing ("" = unanswered) and turned into the API's shape by toFounderAnswers.
 */
export interface QuestionState {
  buyer: string;
  frequency: "" | (typeof FREQUENCIES)[number];
  currentSolution: "" | (typeof CURRENT_SOLUTIONS)[number];
  trigger: "" | "dated" | "none";
  triggerDate: string;
  triggerWhat: string;
  regulatedData: "" | "yes" | "no";
  hardwareOrLicence: "" | "yes" | "no";
  firstTenBuyers: "" | (typeof FIRST_BUYER_CHANNELS)[number];
}

export const EMPTY_QUESTIONS: QuestionState = {
  buyer: "",
  frequency: "",
  currentSolution: "",
  trigger: "",
  triggerDate: "",
  triggerWhat: "",
  regulatedData: "",
  hardwareOrLicence: "",
  firstTenBuyers: "",
};

const NOT_SURE = { value: "", label: "Not sure / skip" } as const;
const FREQUENCY_OPTIONS = [NOT_SURE, { value: "daily", label: "Every day" }, { value: "weekly", label: "Every week" }, { value: "monthly", label: "Every month" }, { value: "yearly", label: "Once a year" }, { value: "rarely", label: "Rarely" }] as const;
const SOLUTION_OPTIONS = [
  NOT_SURE,
  { value: "pays_people", label: "They pay people: staff hours, consultants, or penalties" },
  { value: "pays_tool", label: "They pay for a tool that does part of it" },
  { value: "spreadsheet", label: "A spreadsheet or by hand" },
  { value: "nothing", label: "Nothing" },
] as const;
const TRIGGER_OPTIONS = [NOT_SURE, { value: "dated", label: "Yes, a dated change (a rule, a shutdown, a price change)" }, { value: "none", label: "No, nothing dated" }] as const;
const YES_NO = [NOT_SURE, { value: "yes", label: "Yes" }, { value: "no", label: "No" }] as const;
const CHANNEL_OPTIONS = [
  NOT_SURE,
  { value: "named_list", label: "I can name them (a list, past clients, my network)" },
  { value: "community", label: "A community or channel I reach every week" },
  { value: "ads", label: "Ads or search" },
  { value: "unknown", label: "I don't know yet" },
] as const;

/** The answers the API takes; undefined when nothing was answered. */
export function toFounderAnswers(state: QuestionState): FounderAnswers | undefined {
  const answers: FounderAnswers = {
    buyer: state.buyer.trim().length >= 2 ? state.buyer.trim() : undefined,
    frequency: state.frequency || undefined,
    currentSolution: state.currentSolution || undefined,
    trigger: state.trigger === "none" ? "none" : state.trigger === "dated" && state.triggerDate && state.triggerWhat.trim().length >= 3 ? { date: state.triggerDate, what: state.triggerWhat.trim() } : undefined,
    regulatedData: state.regulatedData ? state.regulatedData === "yes" : undefined,
    hardwareOrLicence: state.hardwareOrLicence ? state.hardwareOrLicence === "yes" : undefined,
    firstTenBuyers: state.firstTenBuyers || undefined,
  };
  return Object.values(answers).some((value) => value !== undefined) ? answers : undefined;
}

export function FounderQuestions({ value, onChange }: { value: QuestionState; onChange: (next: QuestionState) => void }) {
  const set = <Key extends keyof QuestionState>(key: Key) => (next: QuestionState[Key]) => onChange({ ...value, [key]: next });
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Score my own idea (optional)</legend>
      <p className="text-xs text-slate-600">Each answer places your idea on one axis of our scoring rubric. Skip any you are unsure of; the report lists what stays unknown.</p>
      <div className="space-y-1.5">
        <Label htmlFor="q-buyer">Who pays?</Label>
        <Input id="q-buyer" value={value.buyer} maxLength={120} placeholder="e.g. owners of small dog grooming vans" onChange={(event) => set("buyer")(event.target.value)} />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <SelectField id="q-frequency" label="How often does the problem bite them?" value={value.frequency} options={FREQUENCY_OPTIONS} onChange={set("frequency")} />
        <SelectField id="q-solution" label="What do they pay or do about it today?" value={value.currentSolution} options={SOLUTION_OPTIONS} onChange={set("currentSolution")} />
        <SelectField id="q-regulated" label="Will it hold regulated data (health, card, children's)?" value={value.regulatedData} options={YES_NO} onChange={set("regulatedData")} />
        <SelectField id="q-hardware" label="Does it need hardware, a licence or a partnership?" value={value.hardwareOrLicence} options={YES_NO} onChange={set("hardwareOrLicence")} />
        <SelectField id="q-channel" label="How will you reach the first ten buyers?" value={value.firstTenBuyers} options={CHANNEL_OPTIONS} onChange={set("firstTenBuyers")} />
        <SelectField id="q-trigger" label="Does a dated change force them to act?" value={value.trigger} options={TRIGGER_OPTIONS} onChange={set("trigger")} />
      </div>
      {value.trigger === "dated" ? (
        <div className="grid gap-4 md:grid-cols-[12rem_1fr]">
          <div className="space-y-1.5">
            <Label htmlFor="q-trigger-date">Its date</Label>
            <Input id="q-trigger-date" type="date" value={value.triggerDate} onChange={(event) => set("triggerDate")(event.target.value)} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="q-trigger-what">What changes</Label>
            <Input id="q-trigger-what" value={value.triggerWhat} maxLength={200} placeholder="e.g. The state's new inspection rule takes effect" onChange={(event) => set("triggerWhat")(event.target.value)} />
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}
