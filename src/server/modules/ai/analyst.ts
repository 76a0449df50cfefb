import { difficultyBand, type ValidationDraft, type Verdict } from "../../../shared/schemas/ai";
import type { IdeaFull } from "../../../shared/schemas/idea-api";
import { BASELINE_RISKS, BASELINE_TIPS, DIFFICULTY_DEFAULT, SIGNALS, namesABuyer, type Signal } from "./analyst-rules";
import type { AiEngine, ValidateInput } from "./engine";
import { draftIdeaFromCatalogue } from "./analyst-draft";
import { verdictFromScores } from "./analyst-scoring";
import { answerChat } from "./analyst-chat";

/**
 * The built-in analyst: the AI tools' engine when no model is configured. It is deterministic and
 * instant, and it only repeats what our catalogue ideas say (naming the idea each fact came from) or
 * what the rules in analyst-rules.ts say. It never invents a company, a figure or a source.
 */
export function createBuiltinAnalyst(): AiEngine {
  return {
    kind: "builtin",
    model: null,
    async validate(input) {
      return validateIdea(input);
    },
    async draftIdea(input) {
      return draftIdeaFromCatalogue(input);
    },
    async *chat(input) {
      // Sent in sentence-sized pieces so the client streams it exactly as it streams a model.
      for (const piece of answerChat(input).match(/[^.!?\n]+[.!?]?\s*|\n+/g) ?? []) yield piece;
    },
  };
}

const one = (value: number) => Math.round(value * 10) / 10;
const quote = (idea: IdeaFull) => `"${idea.title}"`;
const competitorNames = (idea: IdeaFull) => idea.analysis.competitive_landscape.direct_competitors.map((c) => c.name);

export function matchedSignals(text: string): Signal[] {
  const lower = text.toLowerCase();
  return SIGNALS.filter((signal) => signal.test(lower));
}

/** What the built-in analyst says instead of a report when it cannot read the description. */
export const ENGLISH_ONLY = "The built-in analyst reads English only, and this description is not in English.";

/** A researched idea strong enough on all four scores that a founder with the same idea can build it (docs/scoring.md). */
function strongOnEveryAxis(idea: IdeaFull): boolean {
  const { opportunity, problem, feasibility, whyNow } = idea.scores;
  return opportunity >= 6 && problem >= 7 && feasibility >= 6 && whyNow >= 7.5 && idea.executionDifficulty <= 7;
}

const scoreLine = (idea: IdeaFull) =>
  `opportunity ${idea.scores.opportunity}/10, problem ${idea.scores.problem}/10, feasibility ${idea.scores.feasibility}/10, why now ${idea.scores.whyNow}/10`;

/**
 * The verdict follows the research's scores (when the founder's idea is one we researched) and the
 * red flags the rules named, never one word: "avoid" needs red flags weighing 2 (hardware alone;
 * money movement alone; or two of marketplace, children, background checks, health data), or a
 * researched twin whose feasibility is poor; "build" needs a researched twin strong on every axis,
 * a named buyer and at most one lighter flag; everything else is "refine", with what to sharpen.
 */
function verdictFor(input: {
  difficulty: number;
  signals: Signal[];
  closest: IdeaFull[];
  twin: IdeaFull | null;
  hasBuyer: boolean;
  /** The verdict the founder's own answers support on our rubric (analyst-scoring.ts), when they answered enough. */
  own: { verdict: Verdict; reasons: string[] } | null;
}): { verdict: Verdict; reasons: string[] } {
  const { difficulty, signals, closest, twin, hasBuyer, own } = input;
  const flags = signals.filter((s) => s.redFlag > 0);
  const weight = flags.reduce((sum, s) => sum + s.redFlag, 0);
  const flagNames = flags.map((s) => s.label).join(", ");
  if (weight >= 2 && !(twin && strongOnEveryAxis(twin) && weight < 3)) {
    return {
      verdict: "avoid",
      reasons: [
        `Not as a weekend product: it involves ${flagNames}, each of which needs licences, inventory or trust that one founder with $500 cannot carry.`,
        "Look for a smaller first product for the same buyer, one you can sell before building the rest (the tips below say how for each flag).",
      ],
    };
  }
  // The founder's answers describe their own idea better than any catalogue idea does.
  if (own) {
    if (own.verdict === "build" && !hasBuyer) {
      return { verdict: "refine", reasons: [...own.reasons.slice(0, 1), "Neither the description nor the answers say who pays. Name the buyer before anything else."] };
    }
    return { verdict: own.verdict, reasons: flags.length ? [...own.reasons, `Mind ${flagNames}: the risks below say what it costs.`] : own.reasons };
  }
  if (twin && twin.scores.feasibility < 4.5) {
    return {
      verdict: "avoid",
      reasons: [
        `This is the idea we researched as ${quote(twin)}, and our research scores its feasibility ${twin.scores.feasibility}/10: one person cannot ship and sell it cheaply.`,
        "Take one narrow piece of it that needs none of the hard parts, or leave it to a funded team.",
      ],
    };
  }
  if (difficulty > 8) {
    return { verdict: "avoid", reasons: [`At ${difficulty}/10 launch difficulty this is not a weekend build under $500.`, "Look for a smaller first product for the same buyer."] };
  }
  if (twin && strongOnEveryAxis(twin) && hasBuyer) {
    return {
      verdict: "build",
      reasons: [
        `This is the idea we researched as ${quote(twin)}, which scores ${scoreLine(twin)}: good or better on every axis.`,
        flags.length ? `Mind ${flagNames}: the risks below say what it costs.` : "Nothing in your description raises a red flag our rules know.",
        "Build only after the first test below passes.",
      ],
    };
  }
  const reasons: string[] = [];
  if (!hasBuyer) reasons.push("The description does not say who pays. Name the buyer (a job title or a kind of business) before anything else.");
  if (twin) {
    reasons.push(`This is the idea we researched as ${quote(twin)}, which scores ${scoreLine(twin)}; the weak axes are what to sharpen before building.`);
  } else if (closest.length === 0) {
    reasons.push("We have not researched anything like this idea, so nothing in this report comes from our research: test demand before building.");
  } else {
    reasons.push(`The closest idea we researched, ${quote(closest[0]!)}, is related but not the same idea; its scores (${scoreLine(closest[0]!)}) say little about yours.`);
  }
  const ids = new Set(signals.map((s) => s.id));
  if (ids.has("consumer") && !ids.has("niche-b2b")) reasons.push("Consumers as buyers make $10K a month a volume game; a business buyer with the same problem pays more per account.");
  if (ids.has("marketplace")) reasons.push("A marketplace needs both sides before it is worth anything; prove you can supply one side by hand first.");
  if (flags.length && !ids.has("marketplace")) reasons.push(`Mind ${flagNames}: the risks below say what it costs.`);
  return { verdict: "refine", reasons: reasons.slice(0, 5) };
}

function firstTestFor(signals: Signal[], hasBuyer: boolean): ValidationDraft["firstTest"] {
  const ids = new Set(signals.map((s) => s.id));
  if (ids.has("marketplace")) {
    return {
      what: "Broker matches by hand before building the marketplace.",
      how: "Collect supply in a spreadsheet, take requests through a simple form, and make each match yourself by e-mail for two weeks.",
      passMark: "At least 3 completed matches and one fee paid (a rule of thumb for a first signal, not a market figure).",
    };
  }
  if (ids.has("consumer") && !ids.has("niche-b2b")) {
    return {
      what: "A landing page with the price and a pre-order or paid waitlist button.",
      how: "Post it where the people with this problem already gather (three communities, with their rules respected) and count visits, sign-ups and payments for 7 days.",
      passMark: "At least 1 in 100 visitors pays or pre-orders (a rule of thumb; sign-ups alone do not pass).",
    };
  }
  return {
    what: hasBuyer ? "Twenty conversations with the buyer you named, then an offer." : "Name one buyer type, then hold twenty conversations with them.",
    how: "Ask how they handle the problem today, what it costs them and when it last hurt; then show a one-page description with a price and ask for a paid pilot.",
    passMark: "At least 3 of 20 agree to pay for a pilot or pre-order (a rule of thumb for a first signal).",
  };
}

/** The report for a description the analyst cannot read: it says so and judges nothing from the words. */
function notEnglishReport(): ValidationDraft {
  return {
    difficultyScore: DIFFICULTY_DEFAULT,
    summary: `${ENGLISH_ONLY} We did not compare it with our catalogue or apply our rules to it, so this report judges nothing from its words. Describe the idea in English (who pays, for which job) to get a report grounded in our research.`,
    verdict: "refine",
    verdictReasons: [`${ENGLISH_ONLY} Write the description in English and validate it again; the buyer and the job are what the report needs.`],
    risks: BASELINE_RISKS.slice(0, 3),
    monetizationPaths: ["A monthly subscription priced against what the problem costs the buyer today; ask ten buyers what that cost is."],
    executionTips: BASELINE_TIPS,
    marketNotes: `${ENGLISH_ONLY} We cannot name competitors or market figures for it.`,
    firstTest: firstTestFor([], false),
    catalogueFacts: [],
  };
}

export function validateIdea({ idea, closest, nearDuplicate, english = true, answers, founderScores }: ValidateInput): ValidationDraft {
  if (!english) return notEnglishReport();
  const signals = matchedSignals(idea);
  const hasBuyer = namesABuyer(idea) || Boolean(answers?.buyer && namesABuyer(answers.buyer));
  const own = founderScores ? verdictFromScores(founderScores) : null;
  const twin = nearDuplicate?.idea ?? null;
  const grounded = closest.slice(0, 3);
  // A twin's difficulty is our research's estimate for this very idea; otherwise the close ideas' mean,
  // adjusted by the rules, or our default when nothing is close (nothing is borrowed from unrelated ideas).
  const base = twin ? twin.executionDifficulty : grounded.length ? grounded.reduce((sum, i) => sum + i.executionDifficulty, 0) / grounded.length : DIFFICULTY_DEFAULT;
  const adjustment = twin ? 0 : signals.reduce((sum, s) => sum + s.difficulty, 0);
  const difficulty = one(Math.min(10, Math.max(1, base + adjustment)));
  const { verdict, reasons } = verdictFor({ difficulty, signals, closest: grounded, twin, hasBuyer, own });

  const facts: string[] = [];
  const competitorRisks: string[] = [];
  for (const neighbour of grounded) {
    facts.push(`${quote(neighbour)}: difficulty ${neighbour.executionDifficulty}/10, ${scoreLine(neighbour)}.`);
    const names = competitorNames(neighbour);
    if (names.length) facts.push(`${quote(neighbour)} names these competitors: ${names.join(", ")}.`);
  }
  if (twin && twin.analysis.sources?.length) facts.push(`${quote(twin)} rests on ${twin.analysis.sources.length} sources, listed on its page (/ideas/${twin.slug}).`);
  const top = grounded[0];
  if (top && competitorNames(top).length) {
    competitorRisks.push(
      twin
        ? `Our research on ${quote(top)} found ${competitorNames(top).join(", ")} already selling to this buyer; say what you do that they do not.`
        : `Our research on the related idea ${quote(top)} found ${competitorNames(top).join(", ")} selling to a similar buyer; check whether they serve yours.`,
    );
  }
  const risks = [...competitorRisks, ...signals.flatMap((s) => (s.risk ? [s.risk] : [])), ...BASELINE_RISKS].slice(0, Math.max(3, competitorRisks.length + 3));

  // Pricing and weekend scope are borrowed only from the founder's own idea as we researched it, or
  // from a close idea named as such; never from an idea below the relevance floor.
  const monetizationPaths = [
    ...grounded.slice(0, twin ? 1 : 2).map((n) => `As in ${quote(n)}: ${n.analysis.business_model.pricing_model}`),
    ...signals.flatMap((s) => (s.monetization ? [s.monetization] : [])),
  ];
  if (monetizationPaths.length === 0) monetizationPaths.push("A monthly subscription priced against what the problem costs the buyer today; ask ten buyers what that cost is.");

  const executionTips = [
    ...signals.flatMap((s) => (s.tip ? [s.tip] : [])),
    ...(top ? [`Weekend scope from ${quote(top)}: ${top.analysis.weekend_mvp_scope.slice(0, 2).join(" ")}`] : []),
    ...BASELINE_TIPS,
  ].slice(0, 7);

  const band = difficultyBand(difficulty);
  const differs = nearDuplicate
    ? [
        nearDuplicate.founderOnly.length ? `Your description mentions ${nearDuplicate.founderOnly.join(", ")}, which our research on it does not.` : "",
        nearDuplicate.ideaOnly.length ? `Our idea's title and tagline also speak of ${nearDuplicate.ideaOnly.join(", ")}, which yours does not.` : "",
      ]
        .filter(Boolean)
        .join(" ") || "Your wording covers the same ground as ours."
    : "";
  const summary = [
    `${verdict === "build" ? "Worth building, after one test." : verdict === "avoid" ? "Not as a weekend product." : "Promising only once it is sharper."}`,
    twin
      ? `We have researched this idea: ${quote(twin)} (/ideas/${twin.slug}), ${scoreLine(twin)}. ${differs}`
      : top
        ? `The closest idea we have researched is ${quote(top)}: ${top.tagline}`
        : "We have not researched anything like this idea, so nothing below is borrowed from our catalogue.",
    `Launch difficulty ${difficulty}/10 (${band}), from ${
      twin
        ? `our research on ${quote(twin)}`
        : grounded.length
          ? `the ${grounded.length} closest ideas in our catalogue (difficulty ${grounded.map((n) => n.executionDifficulty).join(", ")})`
          : `our default of ${DIFFICULTY_DEFAULT}`
    }${adjustment !== 0 ? ` adjusted for ${signals.filter((s) => s.difficulty !== 0).map((s) => s.label).join(", ")}` : ""}.`,
  ]
    .filter(Boolean)
    .join(" ");

  const marketNotes = top
    ? [
        `From our catalogue. ${quote(top)} targets ${top.analysis.target_market}`,
        `Its obtainable market, as our research estimated it: ${top.analysis.market_size_analysis.serviceable_obtainable_market}`,
        grounded.length > 1 ? `Other close ideas: ${grounded.slice(1).map((n) => `${quote(n)} (competitors: ${competitorNames(n).join(", ")})`).join("; ")}.` : "",
        twin ? "These figures are our research on this very idea; check them against your own buyer." : "These figures belong to those ideas; check how far your buyer differs before you rely on them.",
      ]
        .filter(Boolean)
        .join(" ")
    : "Nothing in our catalogue is close to this idea: we have not researched anything like it, so we cannot name competitors or market figures for it. Search for the products your buyer uses today and count the buyers from a public register or association before you build.";

  return {
    difficultyScore: difficulty,
    summary,
    verdict,
    verdictReasons: reasons,
    risks,
    monetizationPaths: monetizationPaths.slice(0, 5),
    executionTips,
    marketNotes,
    firstTest: firstTestFor(signals, hasBuyer),
    catalogueFacts: facts.slice(0, 12),
  };
}
