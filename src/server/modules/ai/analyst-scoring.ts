import type { FounderAnswers, FounderScores, ScoreAxis } from "../../../shared/schemas/ai";
import type { IdeaFull } from "../../../shared/schemas/idea-api";

/**
 * The founder's own idea on our rubric (docs/scoring.md), from the optional question flow. Each
 * answer moves one axis to one of the rubric's anchors (3, 6, 9) or between them, and says why; an
 * unanswered question leaves the axis unknown rather than guessed. These are rules, not research:
 * the report says so, and sets them beside the closest researched ideas' scores.
 */
type Axis = FounderScores["axes"][number];

const DAY_MS = 86_400_000;

function axis(name: ScoreAxis, score: number | null, reasons: string[], unknowns: string[]): Axis {
  return { axis: name, score: score === null ? null : Math.round(Math.min(10, Math.max(0, score)) * 10) / 10, reasons, unknowns };
}

function opportunity(answers: FounderAnswers): Axis {
  const unknowns = answers.buyer ? [] : ["Who pays: a job title or a kind of business."];
  switch (answers.currentSolution) {
    case "pays_people":
      // Anchor 9 also needs a counted market over $500K/year and no competitor: we know neither.
      return axis("opportunity", 7.5, ["Buyers already pay for a worse workaround (people's hours, consultants or penalties): the rubric's strongest sign, short of a counted market."], [...unknowns, "How many buyers there are, from a register or association, and whether a competitor already serves them."]);
    case "pays_tool":
      return axis("opportunity", 6, ["Buyers already pay for adjacent tools: there is a budget line (the rubric's 6)."], [...unknowns, "Which segment the tools they pay for leave under-served."]);
    case "spreadsheet":
      return axis("opportunity", 4, ["Buyers cope with a spreadsheet or by hand: no budget line yet, between the rubric's 3 and 6."], unknowns);
    case "nothing":
      return axis("opportunity", 3, ["Buyers do nothing about it today: the rubric's 3 (no budget line for it)."], unknowns);
    default:
      return axis("opportunity", null, [], [...unknowns, "What buyers pay or do about the problem today."]);
  }
}

function problem(answers: FounderAnswers, dated: boolean): Axis {
  const base = { daily: 7, weekly: 7, monthly: 6, yearly: 5, rarely: 3 } as const;
  if (!answers.frequency) return axis("problem", null, [], ["How often the problem bites the buyer."]);
  const reasons = [
    answers.frequency === "rarely"
      ? "It bites rarely: an annoyance the buyer copes with (the rubric's 3)."
      : `It bites ${answers.frequency}: a recurring cost in hours or money (the rubric's 6 to 7).`,
  ];
  let score: number = base[answers.frequency];
  if (dated && answers.frequency !== "rarely") {
    score += 2;
    reasons.push("A dated rule or change makes failure carry a named consequence (toward the rubric's 9).");
  }
  return axis("problem", score, reasons, []);
}

function feasibility(answers: FounderAnswers): Axis {
  if (answers.regulatedData === undefined && answers.hardwareOrLicence === undefined) {
    return axis("feasibility", null, [], ["Whether it holds regulated data, and whether it needs hardware, a licence or a partnership."]);
  }
  const reasons: string[] = [];
  const unknowns: string[] = [];
  let score = 8;
  if (answers.hardwareOrLicence) {
    score = 3;
    reasons.push("It needs hardware, a licence or a partnership before the first sale (the rubric's 3).");
  } else if (answers.regulatedData) {
    score = 3.5;
    reasons.push("It holds regulated data: security reviews and agreements before buyers sign (near the rubric's 3).");
  } else {
    reasons.push("No hardware, licence or regulated data: buildable with common tools on the user's own data (toward the rubric's 9).");
  }
  if (answers.regulatedData === undefined) unknowns.push("Whether it holds regulated data.");
  if (answers.hardwareOrLicence === undefined) unknowns.push("Whether it needs hardware, a licence or a partnership.");
  switch (answers.firstTenBuyers) {
    case "named_list":
      reasons.push("You can name the first buyers: selling can start the day it ships.");
      break;
    case "community":
      reasons.push("You reach the buyers every week through a community or channel you are part of.");
      break;
    case "ads":
      score -= 1;
      reasons.push("The first buyers would come from ads or search: a cost and a wait before the first sale.");
      break;
    case "unknown":
      score -= 1.5;
      reasons.push("You do not yet know how to reach the first ten buyers: the rubric counts selling, not only building.");
      break;
    default:
      unknowns.push("How you will reach the first ten buyers.");
  }
  return axis("feasibility", score, reasons, unknowns);
}

function whyNow(answers: FounderAnswers, today: Date): { axis: Axis; dated: boolean } {
  const trigger = answers.trigger;
  if (trigger === undefined) return { axis: axis("whyNow", null, [], ["What changed, with a date, that makes buyers act now."]), dated: false };
  if (trigger === "none") return { axis: axis("whyNow", 3, ["Nothing dated forces buyers to act: the rubric's 3."], []), dated: false };
  const days = (Date.parse(`${trigger.date}T00:00:00Z`) - today.getTime()) / DAY_MS;
  if (days > 2 * 365) {
    return { axis: axis("whyNow", 6, [`${trigger.what} (${trigger.date}) is more than two years away: buyers will wait (the rubric's 6).`], []), dated: false };
  }
  if (days < -365) {
    return { axis: axis("whyNow", 4, [`${trigger.what} (${trigger.date}) passed more than a year ago: the rush is over.`], []), dated: false };
  }
  return { axis: axis("whyNow", 9, [`${trigger.what} (${trigger.date}) is a dated trigger within two years that forces buyers to act (the rubric's 9).`], []), dated: true };
}

/** The founder's idea on the four axes, or null when no question was answered. */
export function scoreFounderIdea(answers: FounderAnswers | undefined, closest: IdeaFull[], today: Date): FounderScores | null {
  if (!answers || Object.values(answers).every((value) => value === undefined)) return null;
  const why = whyNow(answers, today);
  return {
    axes: [opportunity(answers), problem(answers, why.dated), feasibility(answers), why.axis],
    comparedWith: closest.map((idea) => ({
      slug: idea.slug,
      title: idea.title,
      scores: { opportunity: idea.scores.opportunity, problem: idea.scores.problem, feasibility: idea.scores.feasibility, whyNow: idea.scores.whyNow },
    })),
  };
}

const LABELS: Record<ScoreAxis, string> = { opportunity: "opportunity", problem: "problem", feasibility: "feasibility", whyNow: "why now" };

/**
 * The verdict the founder's own scores support, when at least three axes are known: "avoid" when
 * feasibility is at the rubric's 3 or the known axes average under 4.5; "build" when all four are
 * known, none is under 6 and they average 7 or more; otherwise "refine" naming the weakest axis.
 */
export function verdictFromScores(scores: FounderScores): { verdict: "build" | "refine" | "avoid"; reasons: string[] } | null {
  const known = scores.axes.filter((a): a is Axis & { score: number } => a.score !== null);
  if (known.length < 3) return null;
  const mean = known.reduce((sum, a) => sum + a.score, 0) / known.length;
  const line = known.map((a) => `${LABELS[a.axis]} ${a.score}/10`).join(", ");
  const feasibilityAxis = known.find((a) => a.axis === "feasibility");
  if ((feasibilityAxis && feasibilityAxis.score <= 3.5) || mean < 4.5) {
    return { verdict: "avoid", reasons: [`On our rubric your answers give ${line}.`, feasibilityAxis && feasibilityAxis.score <= 3.5 ? feasibilityAxis.reasons[0]! : "The axes average under 4.5: too little money, pain or urgency for a weekend product."] };
  }
  const weakest = [...known].sort((a, b) => a.score - b.score)[0]!;
  if (known.length === 4 && weakest.score >= 6 && mean >= 7) {
    return { verdict: "build", reasons: [`On our rubric your answers give ${line}: no axis under 6.`, "Build only after the first test below passes."] };
  }
  return {
    verdict: "refine",
    reasons: [
      `On our rubric your answers give ${line}.`,
      known.length < 4 ? `One axis is unknown: ${scores.axes.find((a) => a.score === null)!.unknowns[0]}` : `Sharpen ${LABELS[weakest.axis]} first: ${weakest.reasons[0]}`,
    ],
  };
}
