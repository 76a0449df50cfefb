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
/**
 * Header words a close idea must share with a description of four or more words. Two shared words
 * were typically the buyer and one topic word ("wedding" and "couples", "Shopify" and "widget"):
 * the same buyer with a different job, which the founder gains nothing from being shown.
 */
const CLOSE_HEADER_WORDS = 3;
/**
 * A near-duplicate: the description covers DUPLICATE_FLOOR of its own weight in the idea, and the
 * idea's title and tagline are covered for DUPLICATE_REVERSE_FLOOR of their words by the
 * description (the founder describes the idea's job, not only its buyer), and the description has
 * DUPLICATE_MIN_WORDS informative words: a one-line description naming a buyer and a topic
 * ("prior authorization tracking for surgery centers") can be close to an idea, but it is too
 * vague to be that idea, and a founder told "we researched your idea" should have said it.
 */
export const DUPLICATE_FLOOR = 0.38;
const DUPLICATE_REVERSE_FLOOR = 0.18;
const DUPLICATE_MIN_WORDS = 9;

export interface ScoredMatch {
  candidate: MatchCandidate;
  /** Share of the description's weight this idea covers, 0 to 1. */
  score: number;
  /** Description words found in the idea's title, tagline, tags or competitor names. */
  headerWords: string[];
  /**
   * Header words that do not name the idea's buyer (its target market, or the "for ..." end of its
   * title): what the description shares with the idea's job rather than with its buyer.
   */
  jobWords: string[];
  /** Share of the informative words of the idea's title and tagline the description uses, 0 to 1. */
  reverse: number;
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

/**
 * Each idea's words by field, kept for the ideas ranked lately: splitting and normalising 40 ideas'
 * text was most of a validation's time in process (about 20 ms on this shared 2-core machine, under
 * 1 ms from the cache). An entry is used only while the idea's text is exactly the same, so an edited
 * idea is read afresh; the oldest entries go first beyond SETS_CACHED ideas.
 */
const SETS_CACHED = 2000;
const setsCache = new Map<string, { text: string; sets: Record<Field, Set<string>> }>();

function fieldSets(candidate: MatchCandidate): Record<Field, Set<string>> {
  const text = [candidate.title, candidate.tagline, candidate.tags.join("\u0000"), candidate.competitors.join("\u0000"), candidate.targetMarket, candidate.body].join("\u0001");
  const cached = setsCache.get(candidate.id);
  if (cached && cached.text === text) return cached.sets;
  const sets = readFields(candidate);
  setsCache.delete(candidate.id);
  setsCache.set(candidate.id, { text, sets });
  if (setsCache.size > SETS_CACHED) setsCache.delete(setsCache.keys().next().value!);
  return sets;
}

function readFields(candidate: MatchCandidate): Record<Field, Set<string>> {
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
  const buyer = buyerTerms(candidate);
  const own = new Set(terms);
  const header = contentTerms(`${candidate.title} ${candidate.tagline}`, 60);
  return {
    candidate,
    score: total === 0 ? 0 : covered / total,
    headerWords,
    jobWords: headerWords.filter((term) => !buyer.has(term)),
    reverse: header.length === 0 ? 0 : header.filter((term) => own.has(term)).length / header.length,
  };
}

/** The words an idea uses for its buyer: its target market, and its title after the last " for ". */
function buyerTerms(candidate: MatchCandidate): Set<string> {
  const at = candidate.title.toLowerCase().lastIndexOf(" for ");
  return termSet(`${at > 0 ? candidate.title.slice(at) : ""} ${candidate.targetMarket}`);
}

/**
 * Ranks candidates for a description. `frequencies` gives each term's document frequency among
 * `published` ideas. An idea is close when it covers CLOSE_FLOOR of the description, names
 * CLOSE_HEADER_WORDS of its words in its header (fewer for a description of one to three words:
 * all but one), and at least one of those is not a word for its buyer.
 */
export function matchCatalogue(description: string, candidates: MatchCandidate[], frequencies: Map<string, number>, published: number, limit = 3): CatalogueMatch {
  const terms = contentTerms(description);
  if (terms.length === 0) return { terms, close: [], duplicate: null };
  const weights = new Map(terms.map((term) => [term, inverseFrequency(frequencies.get(term) ?? 0, published)]));
  const needHeader = terms.length >= 4 ? CLOSE_HEADER_WORDS : Math.max(1, terms.length - 1);
  const close = candidates
    .map((candidate) => scoreCandidate(terms, weights, candidate))
    .filter((match) => match.score >= CLOSE_FLOOR && match.headerWords.length >= needHeader && match.jobWords.length > 0)
    .sort((a, b) => b.score - a.score || a.candidate.slug.localeCompare(b.candidate.slug))
    .slice(0, limit);
  const top = close[0];
  const duplicate = top && terms.length >= DUPLICATE_MIN_WORDS && top.score >= DUPLICATE_FLOOR && top.reverse >= DUPLICATE_REVERSE_FLOOR ? top : null;
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
