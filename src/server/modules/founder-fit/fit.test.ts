import { describe, expect, it } from "vitest";
import { catalogueFiles } from "../../test/catalogue-files";
import type { IdeaFile } from "../../../shared/schemas/idea";
import type { FounderProfile } from "../../../shared/founder-fit";
import { fitOf, prepareProfile, REGULATED_CAP } from "./fit";
import { audienceOf, dollarsIn, featuresOf, skillMaskOf } from "./idea-features";

// The fit on real catalogue ideas (data/ideas), as the snapshot extracts them.
const files = catalogueFiles();
const idea = (slug: string) => {
  const file = files.find((f) => f.slug === slug);
  if (!file) throw new Error(`no idea ${slug} in data/ideas`);
  return featuresOf(sourceOf(file));
};
function sourceOf(file: IdeaFile) {
  return {
    id: file.slug,
    slug: file.slug,
    category: file.category,
    isProPick: file.is_pro_pick,
    timeToMvpWeeks: file.time_to_mvp_weeks,
    executionDifficulty: file.execution_difficulty,
    scores: { opportunity: file.scores.opportunity, problem: file.scores.problem, feasibility: file.scores.feasibility, whyNow: file.scores.why_now },
    publishedAt: null,
    requiredSkills: file.required_skills,
    capitalRequired: file.capital_required,
    initialCosts: file.resource_requirements.initial_costs,
    targetMarket: file.target_market,
    regulatedText: JSON.stringify(file),
  };
}

const developer: FounderProfile = { skills: ["web", "data"], skillsOther: "", hoursPerWeek: 10, budgetUsd: 1000, markets: ["fintech"], riskAppetite: "medium", audience: "b2b", regulatedData: false };

describe("founder fit on catalogue ideas", () => {
  it("caps an idea holding health records when the founder said no regulated data, and says why first", () => {
    const therapist = idea("therapist-credentialing-tracker");
    expect(therapist.regulated).toEqual(["health records (HIPAA)"]);
    const no = fitOf(prepareProfile(developer), therapist, "full");
    const yes = fitOf(prepareProfile({ ...developer, regulatedData: true }), therapist, "full");
    expect(no.score).toBeLessThanOrEqual(REGULATED_CAP);
    expect(no.reasons[0]).toEqual({ kind: "block", text: "It holds health records (HIPAA); you said no regulated data" });
    expect(yes.score).toBeGreaterThan(no.score);
    expect(yes.reasons.some((r) => r.kind === "block")).toBe(false);
  });

  it("weighs skills, budget, hours, difficulty, market and audience from the idea's own data", () => {
    const ach = idea("ach-file-precheck-for-small-originators");
    expect(ach.capitalUsd).toBe(600); // "Bootstrap ($600)"
    expect(ach.audience).toBe("b2b");
    const fit = fitOf(prepareProfile(developer), ach, "full");
    const texts = fit.reasons.map((r) => r.text);
    expect(texts).toContain("Its starting capital (about $600) fits your $1,000 budget");
    expect(texts).toContain("You know the FinTech market");
    expect(texts).toContain(`About ${ach.weeks} weeks to an MVP at your 10 hours a week (its plan: ${ach.weeks} weeks at about 10 hours a week)`);
    expect(texts.find((t) => t.startsWith("You have"))).toMatch(/missing: .*NACHA file format/);

    // Fewer hours and a smaller budget lower the same idea's score, with the reasons saying so.
    const stretched = fitOf(prepareProfile({ ...developer, hoursPerWeek: 2, budgetUsd: 100 }), ach, "full");
    expect(stretched.score).toBeLessThan(fit.score);
    expect(stretched.reasons.map((r) => r.text)).toContain("It needs about $600 to start; your budget is $100");
    // A skill the list lacks, named in free text, counts.
    const withNacha = fitOf(prepareProfile({ ...developer, skillsOther: "NACHA files" }), ach, "full");
    expect(withNacha.score).toBeGreaterThan(fit.score);
  });

  it("on card access uses only difficulty, weeks and category, and never names regulated data", () => {
    const therapist = idea("therapist-credentialing-tracker");
    const card = fitOf(prepareProfile(developer), therapist, "card");
    expect(card.score).toBeGreaterThan(REGULATED_CAP);
    const text = card.reasons.slice(0, -1).map((r) => r.text).join("\n");
    expect(text).not.toMatch(/HIPAA|skills|budget|businesses/i);
    expect(card.reasons.at(-1)).toEqual({ kind: "info", text: "Skills, budget, audience and regulated data count once your plan includes its full analysis" });
  });

  it("is deterministic: the same profile gives the same scores and reasons, with or without the texts", () => {
    for (const file of files.slice(0, 40)) {
      const features = featuresOf(sourceOf(file));
      const a = fitOf(prepareProfile(developer), features, "full");
      expect(fitOf(prepareProfile(developer), features, "full")).toEqual(a);
      expect(fitOf(prepareProfile(developer), features, "full", false).score).toBe(a.score);
    }
  });

  it("reads skills, dollars and audiences the way the catalogue writes them", () => {
    expect(skillMaskOf("React Native")).toBe(skillMaskOf("mobile"));
    expect(skillMaskOf("Next.js and Supabase")).toBe(skillMaskOf("web"));
    expect(skillMaskOf("Chat webhooks (Slack, Discord, WhatsApp)")).toBe(skillMaskOf("integrations"));
    expect(dollarsIn("Bootstrap (~$1,000 for the first six months of APIs)")).toBe(1000);
    expect(dollarsIn("Under $300")).toBe(300);
    expect(dollarsIn("Bootstrap")).toBeNull();
    expect(audienceOf("Parents and families who homeschool")).toBe("consumer");
    expect(audienceOf("Small accounting firms and bookkeeping practices")).toBe("b2b");
  });
});
