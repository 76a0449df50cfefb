/**
 * Shown only when no daily idea exists (spec: "a fallback sample idea"). It is an illustration of
 * the card, labelled "Sample idea" wherever it appears, and never links to a real idea page.
 */
export const SAMPLE_IDEA = {
  title: "Invoice Reminder Bot for Freelancers",
  tagline: "Sends polite, escalating payment reminders for overdue invoices so freelancers stop chasing clients by hand.",
  category: "saas",
  scores: { opportunity: 8, problem: 7, feasibility: 7, whyNow: 9 },
} as const;
