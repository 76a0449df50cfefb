import { contentTerms, surfaceForms, termSet } from "./analyst-words";

/**
 * Which catalogue ideas are close to a founder's description, and whether one is the same idea.
 *
 * The database finds a bounded set of candidates (ai.repo.ts); this ranks them by field-weighted
 * coverage: each informative word of the description counts by its rarity in the catalogue (IDF)
 * and by the best field of the idea it appears in, title and tagline above tags and competitor
 * names, those above the target market, body text last. The score is the share of the description's
 * weight an idea covers (0 to 1), so the floor is absolute: an idea that shares one common word with
 * the description is not close however poor the other candidates are. Words match whole
 * (analyst-words.ts): "productivity" never meets "product".
 */
export interface MatchCandidate {
  id: string;
  slug: string;
  title: string;
  tagline: string;
  tags: string[];
  targetMarket: string;
  competitors: string[];
  body: string;
}

/** How much a word found in each field counts, relative to a word found in the title. */
const FIELD_WEIGHTS = { title: 1, tagline: 0.85, tags: 0.8, competitors: 0.8, targetMarket: 0.55, body: 0.3 } as const;
type Field = keyof typeof FIELD_WEIGHTS;
const HEADER_FIELDS: Field[] = ["title", "tagline", "tags", "competitors"];

/** The least coverage an idea needs to be named as close (measured on bench/ai-eval). */
export const CLOSE_FLOOR = 0.3;
/** Coverage and header words from which an idea is the founder's idea in other words. */
export const DUPLICATE_FLOOR = 0.5;
const DUPLICATE_HEADER_WORDS = 3;

export interface ScoredMatch {
  candidate: MatchCandidate;
  /** Share of the description's weight this idea covers, 0 to 1. */
  score: number;
  /** Description words found in the idea's title, tagline, tags or competitor names. */
  headerWords: string[];
}

export interface CatalogueMatch {
  terms: string[];
  /** Ideas above the floor, best first. */
  close: ScoredMatch[];
  /** The first close idea when it is the founder's idea in other words. */
  duplicate: ScoredMatch | null;
}

/** IDF of a word found in `df` of `n` ideas; a word no idea uses weighs most. */
export function inverseFrequency(df: number, n: number): number {
  return Math.log(1 + Math.max(n, 1) / (Math.max(df, 0) + 0.5));
}

function fieldSets(candidate: MatchCandidate): Record<Field, Set<string>> {
  return {
    title: termSet(candidate.title),
    tagline: termSet(candidate.tagline),
    tags: termSet(candidate.tags.join(" ")),
    competitors: termSet(candidate.competitors.join(" ")),
    targetMarket: termSet(candidate.targetMarket),
    body: termSet(candidate.body),
  };
}

export function scoreCandidate(terms: string[], weights: Map<string, number>, candidate: MatchCandidate): ScoredMatch {
  const sets = fieldSets(candidate);
  let covered = 0;
  let total = 0;
  const headerWords: string[] = [];
  for (const term of terms) {
    const weight = weights.get(term) ?? 1;
    total += weight;
    let best = 0;
    for (const field of Object.keys(FIELD_WEIGHTS) as Field[]) if (sets[field].has(term)) best = Math.max(best, FIELD_WEIGHTS[field]);
    covered += weight * best;
    if (HEADER_FIELDS.some((field) => sets[field].has(term))) headerWords.push(term);
  }
  return { candidate, score: total === 0 ? 0 : covered / total, headerWords };
}

/**
 * Ranks candidates for a description. `frequencies` gives each term's document frequency among
 * `published` ideas. An idea is close when it covers CLOSE_FLOOR of the description and names at
 * least two of its words in its header (one, for a one-word description).
 */
export function matchCatalogue(description: string, candidates: MatchCandidate[], frequencies: Map<string, number>, published: number, limit = 3): CatalogueMatch {
  const terms = contentTerms(description);
  if (terms.length === 0) return { terms, close: [], duplicate: null };
  const weights = new Map(terms.map((term) => [term, inverseFrequency(frequencies.get(term) ?? 0, published)]));
  const needHeader = Math.min(2, terms.length);
  const close = candidates
    .map((candidate) => scoreCandidate(terms, weights, candidate))
    .filter((match) => match.score >= CLOSE_FLOOR && match.headerWords.length >= needHeader)
    .sort((a, b) => b.score - a.score || a.candidate.slug.localeCompare(b.candidate.slug))
    .slice(0, limit);
  const top = close[0];
  const duplicate = top && top.score >= DUPLICATE_FLOOR && top.headerWords.length >= Math.min(DUPLICATE_HEADER_WORDS, terms.length) ? top : null;
  return { terms, close, duplicate };
}

/** What differs between the founder's words and a catalogue idea's header, for the report. */
export function differencesFrom(match: ScoredMatch, description: string): { founderOnly: string[]; ideaOnly: string[] } {
  const founder = termSet(description);
  const founderWords = surfaceForms(description);
  const header = `${match.candidate.title} ${match.candidate.tagline}`;
  const ideaWords = surfaceForms(header);
  const ideaOnly = contentTerms(header, 30).filter((term) => !founder.has(term));
  // Every informative word of the description, not only the first ones the ranking weighed.
  const { candidate } = match;
  const idea = termSet([candidate.title, candidate.tagline, candidate.tags.join(" "), candidate.competitors.join(" "), candidate.targetMarket, candidate.body].join(" "));
  const founderOnly = contentTerms(description, 100).filter((term) => !idea.has(term));
  return {
    founderOnly: founderOnly.slice(0, 6).map((term) => founderWords.get(term) ?? term),
    ideaOnly: ideaOnly.slice(0, 6).map((term) => ideaWords.get(term) ?? term),
  };
}
