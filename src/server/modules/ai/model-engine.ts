import { categoryLabel, type Category } from "../../../shared/categories";
import { modelDocumentsSchema, type ValidationDraft, type Verdict } from "../../../shared/schemas/ai";
import { modelValidationSchema, type ModelValidation } from "../../../shared/schemas/model-output";
import { generatedIdeaSchema, type GeneratedIdea } from "../../../shared/schemas/idea-generator";
import { LlmOutputError, type Llm } from "../../integrations/llm";
import type { AiEngine } from "./engine";
import type { WebSearch } from "../../integrations/web-search";
import { reportWebResearch, MAX_SEARCHES } from "./model-web-research";
import { verdictFromScores } from "./analyst-scoring";
import { checkClaims, withoutMarkers } from "./model-claims";
import { catalogueBlocks, dataBlock, DATA_RULE, founderBlock, ideaDossier, ideaRecord, numberSources, RUBRIC } from "./model-prompt";

/**
 * The model engine: the same answers as the built-in analyst, written by a configured model. The
 * prompts hand it our catalogue's facts and sources as data blocks (model-prompt.ts); what it says it
 * took from them is checked against them (model-claims.ts) before it is shown as our research.
 */
const HONESTY = [
  "Rules you must follow:",
  "- Company names, prices, counts and market figures may come only from the CATALOGUE CONTEXT below. Never invent a company, a statistic or a source.",
  "- Anything you judge yourself is an estimate: word it as one (\"we estimate\", \"likely\").",
  "- Do not flatter. A weak idea gets a weak verdict and the reasons for it.",
].join("\n");

/** A validation may also use what the model knows, as long as it says so: the report marks it unverified. */
const RESEARCH_RULES = [
  "Rules you must follow:",
  "- List in facts every statement you take from the CATALOGUE CONTEXT, each with the numbers n of the sources it rests on (an empty list when it comes from an idea's own analysis, not a source). Cite only sources you were given. Only facts that the context backs are shown as our research; the rest is shown as your own knowledge, unverified.",
  "- You may name real companies you know compete for this buyer although our research does not name them. List every company you name in competitors, with fromResearch true only when the CATALOGUE CONTEXT names it.",
  "- Never invent a company, a statistic or a source. Anything you judge yourself is an estimate: word it as one (\"we estimate\", \"likely\").",
  "- Do not flatter. A weak idea gets a weak verdict and the reasons for it.",
].join("\n");

const VERDICT_RANK: Record<Verdict, number> = { avoid: 0, refine: 1, build: 2 };

/** The model's verdict, unless it is kinder than what the founder's answers support on our rubric. */
function boundedVerdict(answer: ModelValidation, rubric: ReturnType<typeof verdictFromScores>): Pick<ValidationDraft, "verdict" | "verdictReasons"> {
  if (!rubric || VERDICT_RANK[answer.verdict] <= VERDICT_RANK[rubric.verdict]) return { verdict: answer.verdict, verdictReasons: answer.verdictReasons };
  return {
    verdict: rubric.verdict,
    verdictReasons: [...rubric.reasons, `The model judged it "${answer.verdict}", but your answers on our rubric support no more than "${rubric.verdict}".`].slice(0, 5),
  };
}

/** `webSearch`: a search engine the validation may use (SEARCH_URL); without one the report says it did not search. */
export function createModelEngine(llm: Llm, options: { webSearch?: WebSearch | null } = {}): AiEngine {
  return {
    kind: "model",
    model: llm.model,

    async validate({ idea, category, closest, answers, founderScores }, signal) {
      const sources = numberSources(closest);
      const web = reportWebResearch(options.webSearch ?? null, new Date().toISOString().slice(0, 10));
      const rubric = founderScores ? verdictFromScores(founderScores) : null;
      const system = [
        "You are a blunt startup analyst for solo founders who want a product built in a weekend for under $500 that can reach $10K a month.",
        "Return the report as JSON matching the schema: difficultyScore 0-10 (3 or lower easy, 4-6 moderate, above 6 challenging), a verdict of build, refine or avoid with its reasons, at least three risks, monetization paths, execution tips, market notes, a first demand test with a pass mark, the facts you took from the catalogue context with the sources they rest on, and the competitors you name.",
        RESEARCH_RULES,
        web.rule,
        DATA_RULE,
        RUBRIC,
        catalogueBlocks(closest, sources),
      ].join("\n\n");
      const prompt = [
        "Validate the founder's idea below on our rubric and write the report.",
        dataBlock("founder-idea", { description: idea, category: category ? categoryLabel(category as Category) : null }),
        founderBlock(answers, founderScores, rubric?.verdict ?? null),
      ].join("\n\n");
      const ask = () => llm.object({ schema: modelValidationSchema, name: "validation_report", system, prompt, signal, tools: web.tools, maxToolRounds: MAX_SEARCHES });
      let answer: ModelValidation;
      try {
        answer = await ask();
      } catch (error) {
        // One retry for output that did not fit the schema; a second failure is the user's error message.
        if (!(error instanceof LlmOutputError)) throw error;
        answer = await ask();
      }
      const checked = checkClaims(answer, { records: new Map(closest.map((c) => [c.slug, ideaRecord(c, sources)])), sources });
      const { facts: _facts, competitors: _competitors, ...report } = answer;
      return {
        ...report,
        ...boundedVerdict(answer, rubric),
        // Citations are checked in facts only: a bare "[n]" elsewhere would point at an unchecked claim.
        summary: withoutMarkers(report.summary),
        marketNotes: withoutMarkers(report.marketNotes),
        catalogueFacts: checked.catalogueFacts,
        sources: checked.sources,
        unverifiedClaims: checked.unverifiedClaims,
        webResearch: web.finish(answer),
      };
    },

    async documents({ brief, idea }, signal) {
      // A catalogue idea's full analysis, or for the founder's own idea the brief built from their words,
      // answers and report (builder-brief.ts); either way the stack is the one every build prompt names.
      const analysis = idea ? ideaDossier(idea) : JSON.stringify({ ...brief, stack: undefined });
      const system = [
        "You write launch documents for a solo founder from an idea's analysis. Return JSON with two Markdown documents: prd (a product requirements document: problem, users, user stories, non-goals, acceptance criteria, data model, pricing, success metrics, competitors to beat) and landing (landing-page copy in the buyer's own words: headline, subheadline, problem, how it works, why now, why us, pricing, call to action).",
        HONESTY.replaceAll("CATALOGUE CONTEXT", "idea's analysis"),
        DATA_RULE,
        `The idea's analysis:\n${dataBlock("idea-analysis", analysis)}`,
        `The stack is fixed; name exactly this one: ${brief.stack.framework}; ${brief.stack.data}; ${brief.stack.payments}.`,
      ].join("\n\n");
      const written = await llm.object({ schema: modelDocumentsSchema, name: "launch_documents", system, prompt: `Write both documents for "${brief.title}".`, signal });
      return [
        { id: "prd" as const, title: "Product requirements document", markdown: written.prd },
        { id: "landing" as const, title: "Landing page copy", markdown: written.landing },
      ];
    },

    async draftIdea({ category, prompt, examples }, signal) {
      const system = [
        "You draft new startup ideas for Ideadeck's catalogue: products a solo founder can build in a weekend for under $500 that can reach $10K a month. Return one idea as JSON matching the schema (the catalogue's idea format). It must be a different product from the catalogue ideas below, not a copy of one.",
        HONESTY,
        DATA_RULE,
        "Scores (0-10), revenue, time to MVP, difficulty and the go-to-market score are your estimates. Keyword volume and growth, and community member counts, are measured by people: set them to 0 or null.",
        `CATALOGUE CONTEXT (the best ${categoryLabel(category)} ideas we have; competitors you name must come from here):\n${examples.map((idea, index) => dataBlock(`catalogue-idea-${index + 1}`, ideaDossier(idea))).join("\n")}`,
      ].join("\n\n");
      // The admin's brief says what to draft, so it steers the draft; as a data block it still cannot forge the rules or the context.
      const ask = `Category: ${categoryLabel(category)} (${category}).${prompt ? `\nThe admin's brief (what to draft):\n${dataBlock("admin-brief", prompt)}` : ""}`;
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

    chat({ messages, idea, closest, report, other, ranked }, signal) {
      // The session's subject goes with every turn (issue 23, item 5): the founder's own idea from
      // their report, else the catalogue idea the chat is on; a comparison's second idea and a
      // ranking the founder asked for come as data too.
      const subject = report
        ? `You are discussing the founder's own idea, from their validation report:\n${dataBlock("founder-report", { idea: report.idea, verdict: report.verdict, reasons: report.verdictReasons, summary: report.summary, risks: report.risks, monetizationPaths: report.monetizationPaths, firstTest: report.firstTest, founderScores: report.founderScores?.axes ?? null })}\n\n`
        : "";
      const extras = [
        other ? `The idea the founder asked to compare with (slug ${other.slug}):\n${dataBlock("compared-idea", ideaDossier(other))}` : "",
        ranked
          ? `The ranking the founder asked for, computed from our catalogue (name only these ideas, in this order):\n${dataBlock("ranking", { by: ranked.request.by, qualifying: ranked.total, ideas: ranked.ideas.map((i) => ({ title: i.title, slug: i.slug, scores: i.scores, executionDifficulty: i.executionDifficulty, timeToMvpWeeks: i.timeToMvpWeeks })) })}`
          : "",
        "Name a catalogue idea only when it is relevant, as a Markdown link [its title](/ideas/its-slug); never write a bare path.",
      ].filter(Boolean);
      const grounding = !report && idea
        ? `You are discussing this idea from our catalogue. Its full analysis, by the tab of the idea page each part is on, and the sources our research rests on:\n${dataBlock("idea-analysis", ideaDossier(idea))}\n\nWhen you use a fact from it, cite the tab in square brackets, e.g. [Competition]; when a numbered source backs it, name the source's title and link.`
        : subject + catalogueBlocks(closest, numberSources(closest));
      const system = [
        "You are the AI strategist of Ideadeck, advising a solo founder. Answer in plain text with short paragraphs or lists, concretely, in under 300 words.",
        HONESTY.replaceAll("CATALOGUE CONTEXT", idea && !report ? "idea's analysis" : "CATALOGUE CONTEXT"),
        DATA_RULE,
        grounding,
        ...extras,
      ].join("\n\n");
      return llm.stream({ system, messages, signal });
    },
  };
}
