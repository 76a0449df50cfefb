import { categoryLabel } from "../../../shared/categories";
import { modelDocumentsSchema, validationDraftSchema } from "../../../shared/schemas/ai";
import { generatedIdeaSchema, type GeneratedIdea } from "../../../shared/schemas/idea-generator";
import type { IdeaFull } from "../../../shared/schemas/idea-api";
import { LlmOutputError, type Llm } from "../../integrations/llm";
import type { AiEngine } from "./engine";

/**
 * The model engine: the same answers as the built-in analyst, written by a configured model. The
 * prompts hand it our catalogue's facts and forbid inventing any others (docs/DECISIONS.md, AI).
 */
const HONESTY = [
  "Rules you must follow:",
  "- Company names, prices, counts and market figures may come only from the CATALOGUE CONTEXT below. Never invent a company, a statistic or a source.",
  "- Anything you judge yourself is an estimate: word it as one (\"we estimate\", \"likely\").",
  "- Do not flatter. A weak idea gets a weak verdict and the reasons for it.",
].join("\n");

function catalogueContext(ideas: IdeaFull[]): string {
  if (ideas.length === 0) return "CATALOGUE CONTEXT: none of our researched ideas is close to this one. Say so, and name no competitors.";
  return [
    "CATALOGUE CONTEXT (our researched ideas closest to the founder's; cite them by title):",
    ...ideas.map((idea) =>
      JSON.stringify({
        title: idea.title,
        tagline: idea.tagline,
        category: categoryLabel(idea.category),
        scores: idea.scores,
        executionDifficulty: idea.executionDifficulty,
        targetMarket: idea.analysis.target_market,
        obtainableMarket: idea.analysis.market_size_analysis.serviceable_obtainable_market,
        competitors: idea.analysis.competitive_landscape.direct_competitors.map((c) => ({ name: c.name, strengths: c.strengths })),
        marketGap: idea.analysis.market_gap,
        pricing: idea.analysis.business_model.pricing_model,
      }),
    ),
  ].join("\n");
}

/** The analysis of one idea, by the tab of the idea page each part is on, so answers can cite tabs. */
function ideaDossier(idea: IdeaFull): string {
  const a = idea.analysis;
  return JSON.stringify({
    title: idea.title,
    tagline: idea.tagline,
    Overview: { problem: idea.problemNarrative, solution: idea.solutionOverview, whyNow: a.why_now },
    "Market Analysis": { targetMarket: a.target_market, size: a.market_size_analysis, trends: a.trends_analysis.key_trends },
    Competition: { mainCompetitor: a.main_competitor, gap: a.market_gap, landscape: a.competitive_landscape },
    "Business Model": { pricing: a.business_model, monetization: a.monetization_strategy, timeline: a.monetization_timeline },
    "Execution Plan": { plan: a.execution_plan, mvp: a.mvp_features, weekendScope: a.weekend_mvp_scope, goToMarket: a.go_to_market_strategy },
    "Key Metrics": { resources: a.resource_requirements, capital: a.capital_required, proofSignals: a.proof_signals },
  });
}

export function createModelEngine(llm: Llm): AiEngine {
  return {
    kind: "model",
    model: llm.model,

    async validate({ idea, category, closest }, signal) {
      const system = [
        "You are a blunt startup analyst for solo founders who want a product built in a weekend for under $500 that can reach $10K a month.",
        "Return the report as JSON matching the schema: difficultyScore 0-10 (3 or lower easy, 4-6 moderate, above 6 challenging), a verdict of build, refine or avoid with its reasons, at least three risks, monetization paths, execution tips, market notes, a first demand test with a pass mark, and catalogueFacts listing every statement you took from the catalogue context.",
        HONESTY,
        catalogueContext(closest),
      ].join("\n\n");
      const prompt = `The founder's idea${category ? ` (category: ${categoryLabel(category)})` : ""}:\n"""${idea}"""`;
      const ask = () => llm.object({ schema: validationDraftSchema, name: "validation_report", system, prompt, signal });
      try {
        return await ask();
      } catch (error) {
        // One retry for output that did not fit the schema; a second failure is the user's error message.
        if (error instanceof LlmOutputError) return ask();
        throw error;
      }
    },

    async documents(idea, signal) {
      const system = [
        "You write launch documents for a solo founder from an idea's analysis. Return JSON with two Markdown documents: prd (a product requirements document: problem, users, scope of version one, core features, later features, pricing, competitors to beat, success in three months) and landing (landing-page copy: headline, subheadline, problem, how it works, why now, why us, pricing, call to action).",
        HONESTY.replaceAll("CATALOGUE CONTEXT", "idea's analysis"),
        `The idea's analysis:\n${ideaDossier(idea)}`,
      ].join("\n\n");
      const written = await llm.object({ schema: modelDocumentsSchema, name: "launch_documents", system, prompt: `Write both documents for "${idea.title}".`, signal });
      return [
        { id: "prd" as const, title: "Product requirements document", markdown: written.prd },
        { id: "landing" as const, title: "Landing page copy", markdown: written.landing },
      ];
    },

    async draftIdea({ category, prompt, examples }, signal) {
      const system = [
        "You draft new startup ideas for Ideadeck's catalogue: products a solo founder can build in a weekend for under $500 that can reach $10K a month. Return one idea as JSON matching the schema (the catalogue's idea format). It must be a different product from the catalogue ideas below, not a copy of one.",
        HONESTY,
        "Scores (0-10), revenue, time to MVP, difficulty and the go-to-market score are your estimates. Keyword volume and growth, and community member counts, are measured by people: set them to 0 or null.",
        `CATALOGUE CONTEXT (the best ${categoryLabel(category)} ideas we have; competitors you name must come from here):\n${examples.map((idea) => ideaDossier(idea)).join("\n")}`,
      ].join("\n\n");
      const ask = `Category: ${categoryLabel(category)} (${category}).${prompt ? `\nThe admin's brief:\n"""${prompt}"""` : ""}`;
      const write = () => llm.object({ schema: generatedIdeaSchema, name: "idea_draft", system, prompt: ask, signal });
      let draft: GeneratedIdea;
      try {
        draft = await write();
      } catch (error) {
        if (!(error instanceof LlmOutputError)) throw error;
        draft = await write();
      }
      // Whatever the model wrote, figures only people measure stay unmeasured (docs/DECISIONS.md, AI).
      draft = {
        ...draft,
        category,
        primary_keyword: { ...draft.primary_keyword, monthly_volume: 0, growth_rate: 0 },
        community_signals: {
          reddit: { ...draft.community_signals.reddit, total_members: null, monthly_posts: null },
          facebook: { ...draft.community_signals.facebook, total_members: null },
          youtube: { ...draft.community_signals.youtube, score: 0 },
        },
      };
      return {
        draft,
        needsResearch: [
          `Written by the model ${llm.model}: check every claim, name and figure before publishing. Scores, revenue, time to MVP and difficulty are its estimates.`,
          "Keyword volume and growth, community member counts and the YouTube score are 0 or empty until someone measures them.",
          "Research hours stay at what you enter; add sources once the research is done.",
        ],
      };
    },

    chat({ messages, idea, closest }, signal) {
      const grounding = idea
        ? `You are discussing this idea from our catalogue. Its full analysis, by the tab of the idea page each part is on:\n${ideaDossier(idea)}\n\nWhen you use a fact from it, cite the tab in square brackets, e.g. [Competition].`
        : catalogueContext(closest);
      const system = [
        "You are the AI strategist of Ideadeck, advising a solo founder. Answer in plain text with short paragraphs or lists, concretely, in under 300 words.",
        HONESTY.replaceAll("CATALOGUE CONTEXT", idea ? "idea's analysis" : "CATALOGUE CONTEXT"),
        grounding,
      ].join("\n\n");
      return llm.stream({ system, messages, signal });
    },
  };
}
