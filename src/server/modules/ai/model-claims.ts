import type { ModelValidation } from "../../../shared/schemas/model-output";
import type { ReportSource } from "../../../shared/schemas/report-sources";
import { contentTerms, normalizeWord, wordsOf } from "./analyst-words";

/**
 * The claim check of a model's report (issue 23, item 3). A fact or a competitor the model says it
 * took from our research becomes one of the report's catalogue facts only when the research it was
 * given backs it; anything else is kept, as the model's own knowledge, unverified: neither dropped
 * nor passed off as our research.
 *
 * "Backed" is checked word by word against the very records the model read (model-prompt.ts):
 * every figure and every capitalised name in the statement must appear in the evidence, and most
 * of its informative words too. The evidence of a fact that cites sources is those sources and the
 * ideas that list them; an uncited fact is checked against all the ideas given.
 */

export interface ClaimContext {
  /** What the model read about each close idea (ideaRecord), keyed by the idea's slug. */
  records: Map<string, unknown>;
  /** The numbered sources the model was given. */
  sources: ReportSource[];
}

export interface CheckedClaims {
  /** Backed facts, each ending with the "[n]" markers of the sources it cites. */
  catalogueFacts: string[];
  /** The sources those facts cite, in number order. */
  sources: ReportSource[];
  /** Statements and companies the research given does not back. */
  unverifiedClaims: string[];
}

/** At least this share of a statement's informative words must be in the evidence. */
const WORDS_FOUND = 0.6;

/** Figures as digits only ("$1,200" and "1200" are one figure), so a changed figure is caught. */
function figuresOf(text: string): string[] {
  return (text.match(/\d[\d,.]*/g) ?? []).map((figure) => figure.replace(/[,.]+$/, "").replace(/,/g, "")).filter(Boolean);
}

/** Capitalised words after a sentence's first word: names of companies, products, laws, places. */
function namesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?:;])\s+/)
    .flatMap((sentence) => sentence.split(/\s+/).slice(1))
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ""))
    .filter((word) => /^\p{Lu}/u.test(word) && word.length > 1)
    .flatMap((word) => wordsOf(word));
}

/** A text without "[n]" citation markers (where citations are not checked, they are not shown). */
export const withoutMarkers = (text: string) => text.replace(/\s*\[\d{1,3}\]/g, "").trim();

/** An evidence text read: its words, normalised terms and figures, and its words as one phrase. */
interface Evidence {
  words: Set<string>;
  terms: Set<string>;
  figures: Set<string>;
  /** The words joined by single spaces and padded, for whole-phrase lookups. */
  phrase: string;
}

function readEvidence(text: string): Evidence {
  const words = wordsOf(text);
  const unique = new Set(words);
  return { words: unique, terms: new Set([...unique].map(normalizeWord)), figures: new Set(figuresOf(text)), phrase: ` ${words.join(" ")} ` };
}

const NOTHING = readEvidence("");

/**
 * Several pieces of evidence as one. Reading (stemming thousands of words) is most of a claim
 * check's cost, so each record and source is read once and facts combine the pieces they cite.
 * The phrases are joined with a double space, so no name matches across two pieces.
 */
function combine(pieces: Evidence[]): Evidence {
  const union = (pick: (evidence: Evidence) => Set<string>) => new Set(pieces.flatMap((piece) => [...pick(piece)]));
  return { words: union((e) => e.words), terms: union((e) => e.terms), figures: union((e) => e.figures), phrase: pieces.map((e) => e.phrase).join(" ") };
}

function backs(statement: string, evidence: Evidence): boolean {
  if (!figuresOf(statement).every((figure) => evidence.figures.has(figure))) return false;
  if (!namesOf(statement).every((name) => evidence.words.has(name))) return false;
  const terms = contentTerms(statement, 60);
  if (terms.length === 0) return false;
  return terms.filter((term) => evidence.terms.has(term)).length / terms.length >= WORDS_FOUND;
}

/** Whether `evidence` backs `statement`: its figures, its names and most of its words are there. */
export function backedBy(statement: string, evidence: string): boolean {
  return backs(statement, readEvidence(evidence));
}

/** Whether a company name appears in the evidence as a whole phrase (case and punctuation aside). */
function named(name: string, evidence: Evidence): boolean {
  const words = wordsOf(name);
  if (words.length === 0) return false;
  return evidence.phrase.includes(` ${words.join(" ")} `);
}

export function checkClaims(answer: Pick<ModelValidation, "facts" | "competitors">, context: ClaimContext): CheckedClaims {
  const byNumber = new Map(context.sources.map((source) => [source.n, source]));
  const records = new Map([...context.records].map(([slug, record]) => [slug, readEvidence(JSON.stringify(record))]));
  const sources = new Map(context.sources.map((source) => [source.n, readEvidence(`${source.title}\n${source.supports}`)]));
  const everything = combine([...records.values(), ...sources.values()]);
  const catalogueFacts: string[] = [];
  const cited = new Set<number>();
  const unverifiedClaims: string[] = [];

  for (const fact of answer.facts) {
    const statement = withoutMarkers(fact.statement);
    const numbers = [...new Set(fact.sources)];
    const unknown = numbers.filter((n) => !byNumber.has(n));
    if (unknown.length > 0) {
      unverifiedClaims.push(`${statement} (the model cited source ${unknown.join(", ")}, which it was not given)`.slice(0, 400));
      continue;
    }
    const evidence = numbers.length
      ? combine(numbers.flatMap((n) => [sources.get(n)!, records.get(byNumber.get(n)!.idea.slug) ?? NOTHING]))
      : everything;
    if (!backs(statement, evidence)) {
      unverifiedClaims.push(statement);
      continue;
    }
    for (const n of numbers) cited.add(n);
    catalogueFacts.push(numbers.length ? `${statement} ${numbers.sort((a, b) => a - b).map((n) => `[${n}]`).join(" ")}` : statement);
  }

  for (const competitor of answer.competitors) {
    if (named(competitor.name, everything)) continue;
    unverifiedClaims.push(
      competitor.fromResearch
        ? `${competitor.name}: named as a competitor from our research, but the research given does not name it.`
        : `${competitor.name}: a competitor the model named from its own knowledge.`,
    );
  }

  return {
    catalogueFacts,
    sources: context.sources.filter((source) => cited.has(source.n)),
    unverifiedClaims,
  };
}
