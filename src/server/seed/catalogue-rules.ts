import type { IdeaFile, IdeaTrigger } from "../../shared/schemas/idea";

/**
 * The catalogue's writing rules that a schema cannot express (issue 24): text that rots (relative
 * time phrases), dated triggers that passed without saying what happened, sentences copied between
 * ideas with a word changed, and which ideas rest their timing on a law or a regulator. Pure
 * functions over parsed idea files, shared by the seed (load-idea-files.ts) and
 * scripts/validate-ideas.ts, so both count the same things.
 */

// ---------------------------------------------------------------------------------------------
// Relative time phrases

const NUMBER = String.raw`(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|a couple of|several|a|an)`;
const UNIT = String.raw`(?:days?|weeks?|months?|years?)`;

/**
 * Phrases that are only true on the day they were written. Word boundaries keep "soonest" and
 * "upcomings"-like words out. Not counted, because they are not relative to the writer's today:
 * a buyer's own yearly cycle ("last year's report", "next year's forms"), effort spans ("in two
 * weeks of evenings"), and "soon" placing one event after another or naming a status ("as soon as",
 * "soon after", "how soon", "due soon").
 */
const RELATIVE_TIME = new RegExp(
  [
    String.raw`\b${NUMBER}\s+${UNIT}\s+(?:away|ago)\b`,
    String.raw`\b(?:next|last|this)\s+(?:week|month|year)\b(?!['’]s)`,
    String.raw`\bin\s+${NUMBER}\s+(?:days?|weeks?|months?)\b(?!\s+of\b)`,
    String.raw`\b(?:yesterday|tomorrow|recently|upcoming)\b`,
    String.raw`(?<!\b(?:as|how|due)[\s-])\bsoon\b(?!\s+(?:as|after)\b)`,
  ].join("|"),
  "gi",
);

/** Every relative time phrase in a text, as written. */
export function relativePhrases(text: string): string[] {
  return Array.from(text.matchAll(RELATIVE_TIME), (match) => match[0]);
}

export interface ProseField {
  /** Where the text sits in the idea file, e.g. `competitive_landscape.direct_competitors[1].weaknesses[0]`. */
  path: string;
  text: string;
}

/**
 * Fields that are not our prose: identifiers, dates, addresses, names of pages we cite, and buyers'
 * own words (a quote may say "last week"; its date says which week).
 */
const NOT_OUR_WRITING = new Set([
  "slug",
  "tags",
  "category",
  "status",
  "last_verified_at",
  "primary_keyword",
  "url",
  "source_url",
  "date",
  "accessed",
  "sources.title",
  "buyer_voice",
]);

function collectProse(value: unknown, path: string, skip: (path: string, key: string) => boolean, out: ProseField[]): void {
  if (typeof value === "string") out.push({ path, text: value });
  else if (Array.isArray(value)) value.forEach((item, index) => collectProse(item, `${path}[${index}]`, skip, out));
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      if (!skip(path, key)) collectProse(item, path ? `${path}.${key}` : key, skip, out);
    }
  }
}

/** Every string in an idea that we wrote and a reader sees, with its path. */
export function writtenProse(idea: IdeaFile): ProseField[] {
  const out: ProseField[] = [];
  const parentKey = (path: string) => path.replace(/\[\d+\]/g, "").split(".").at(-1) ?? "";
  collectProse(idea, "", (path, key) => NOT_OUR_WRITING.has(key) || NOT_OUR_WRITING.has(`${parentKey(path)}.${key}`), out);
  return out;
}

export interface RelativePhraseFinding {
  path: string;
  phrase: string;
}

export function findRelativePhrases(idea: IdeaFile): RelativePhraseFinding[] {
  return writtenProse(idea).flatMap(({ path, text }) => relativePhrases(text).map((phrase) => ({ path, phrase })));
}

// ---------------------------------------------------------------------------------------------
// Triggers and buyer voice

/** A YYYY-MM-DD that names a real calendar day (the schema's pattern also admits 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The UTC day of an instant as YYYY-MM-DD: the seed's "today". */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * How long after a trigger's date the seed waits for its outcome before refusing the file: what
 * happened is rarely known the next morning, and a date passing must not break `npm run seed`, a
 * fresh start or the catalogue's tests overnight. The validator lists every passed trigger at once.
 */
export const OUTCOME_GRACE_DAYS = 30;

/** The day `days` after a YYYY-MM-DD, as YYYY-MM-DD (negative goes back). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Triggers dated before `today` (YYYY-MM-DD) that do not say what happened; with `graceDays`, only
 * those dated more than that many days before it.
 */
export function pastTriggersWithoutOutcome(idea: IdeaFile, today: string, graceDays = 0): IdeaTrigger[] {
  const before = addDays(today, -graceDays);
  return (idea.triggers ?? []).filter((trigger) => trigger.date < before && !trigger.outcome);
}

/** Dates in triggers and buyer voice that cannot be true: impossible days, quotes from the future. */
export function malformedDates(idea: IdeaFile, today: string): string[] {
  const problems: string[] = [];
  (idea.triggers ?? []).forEach((trigger, index) => {
    if (!isCalendarDay(trigger.date)) problems.push(`triggers[${index}].date: ${trigger.date} is not a calendar day`);
  });
  (idea.buyer_voice ?? []).forEach((voice, index) => {
    if (!isCalendarDay(voice.date)) problems.push(`buyer_voice[${index}].date: ${voice.date} is not a calendar day`);
    else if (voice.date > today) problems.push(`buyer_voice[${index}].date: ${voice.date} is after today (${today}); a quote has already been said`);
  });
  const retired = idea.retirement?.date;
  if (retired && !isCalendarDay(retired)) problems.push(`retirement.date: ${retired} is not a calendar day`);
  else if (retired && retired > today) problems.push(`retirement.date: ${retired} is after today (${today})`);
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Regulatory why-now

/** Trigger kinds that are a rule's own dates; "platform" and "market" are not regulatory. */
export const REGULATORY_TRIGGER_KINDS: ReadonlySet<IdeaTrigger["kind"]> = new Set(["effective", "enforcement", "filing", "sunset"]);

/** Words that name a law or a rule, in any case. */
const LAW_WORDS =
  /\b(?:laws?|statutes?|statutory|regulations?|regulatory|regulators?|rules?|rulemaking|directives?|ordinances?|legislation|legislatures?|mandates?|mandated|compliance)\b/i;
/**
 * Names of laws and regulators, case-sensitive: "Act" only capitalised (an Act's name, not "to act"),
 * bill numbers, codes of regulations, and the regulators the catalogue cites.
 */
const LAW_NAMES = new RegExp(
  [
    String.raw`\bAct\b`,
    String.raw`\b(?:SB|AB|HB|LB|SF|HF|H\.R\.)\s?-?\d`,
    String.raw`\bCFR\b`,
    String.raw`\bU\.S\.C\.`,
    "§",
    String.raw`\b(?:IRS|SEC|FTC|FDA|CMS|HHS|OCR|OSHA|EPA|FMCSA|DOL|DOT|FINRA|CFPB|FCC|FinCEN|FERC|NHTSA|USDA|HUD|NIH|ONC|DEA|TTB|CPSC|EEOC|NLRB|Ofcom|ICO|FCA|HMRC|CNIL|CalRecycle|CARB)\b`,
    String.raw`\b(?:Attorney General|Department of|Commission|Treasury|Federal Register|European Union|Parliament|Congress)\b`,
  ].join("|"),
);

/**
 * An idea's why-now is regulatory when its timing rests on a law or a regulator: it has a trigger
 * of a rule's kind (effective, enforcement, filing, sunset), or its `why_now` text names a law, a
 * rule, a bill or a regulator (docs/scoring.md, "Regulatory why-now").
 */
export function hasRegulatoryWhyNow(idea: IdeaFile): boolean {
  if ((idea.triggers ?? []).some((trigger) => REGULATORY_TRIGGER_KINDS.has(trigger.kind))) return true;
  return LAW_WORDS.test(idea.why_now) || LAW_NAMES.test(idea.why_now);
}

// ---------------------------------------------------------------------------------------------
// Near-copy sentences

/** Sentences shorter than this are set phrases; from this length on they are writing. */
export const NEAR_COPY_MIN_WORDS = 10;
/** Word-set Jaccard similarity at which two sentences count as one sentence edited. */
export const NEAR_COPY_THRESHOLD = 0.8;

/** Not prose for the copy checks: identifiers, cited pages, and data that two ideas may share (the same dated rule, the same buyer's post). */
const NOT_PROSE_FOR_COPIES = new Set(["sources", "triggers", "buyer_voice", "slug", "tags", "category", "status", "primary_keyword", "last_verified_at"]);

/** The prose strings the repeat guards compare, in file order. */
export function proseForCopies(idea: IdeaFile): string[] {
  const out: ProseField[] = [];
  collectProse(idea, "", (_path, key) => NOT_PROSE_FOR_COPIES.has(key), out);
  return out.map(({ text }) => text);
}

export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Lower-case words and numbers; an apostrophe splits ("buyer's" is "buyer" and "s"). */
export function wordsOf(sentence: string): string[] {
  return sentence.toLowerCase().match(/[a-z0-9\u00c0-\u024f]+/g) ?? [];
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}

export interface NearCopy {
  a: { slug: string; sentence: string };
  b: { slug: string; sentence: string };
  similarity: number;
}

/** 0.8 * 35 is 28.000000000000004 in floating point; sizes and ratios are compared with this slack. */
const EPSILON = 1e-9;

interface IndexedSentence {
  slug: string;
  sentence: string;
  /** Word ids as first read; replaced by their ranks, rarest first across the catalogue, sorted. */
  words: number[];
}

/** Shared words of two ascending arrays of distinct numbers. */
function overlap(a: readonly number[], b: readonly number[]): number {
  let i = 0;
  let j = 0;
  let shared = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      shared += 1;
      i += 1;
      j += 1;
    } else if (a[i]! < b[j]!) i += 1;
    else j += 1;
  }
  return shared;
}

/**
 * Pairs of sentences of NEAR_COPY_MIN_WORDS words or more, in different ideas, whose word sets have
 * Jaccard similarity >= `threshold`. Exact, and fast enough for thousands of ideas, by prefix
 * filtering: with every word set sorted rarest word first, two sets of similarity >= t must share a
 * word among the first |s| - ceil(t * |s|) + 1 words of each, so only sentences sharing a rare
 * prefix word are compared, and only when their sizes allow it (|small| >= t * |large|).
 */
export function findNearCopies(
  ideas: readonly IdeaFile[],
  options: { threshold?: number; minWords?: number } = {},
): NearCopy[] {
  const threshold = options.threshold ?? NEAR_COPY_THRESHOLD;
  const minWords = options.minWords ?? NEAR_COPY_MIN_WORDS;
  const ids = new Map<string, number>();
  const frequency: number[] = [];
  const spelling: string[] = [];
  const sentences: IndexedSentence[] = [];
  for (const idea of ideas) {
    const seen = new Set<string>();
    for (const text of proseForCopies(idea)) {
      for (const sentence of splitSentences(text)) {
        const words = wordsOf(sentence);
        if (words.length < minWords) continue;
        const key = words.join(" ");
        if (seen.has(key)) continue; // the same sentence twice in one idea is one sentence
        seen.add(key);
        const set = new Set<number>();
        for (const word of words) {
          let id = ids.get(word);
          if (id === undefined) {
            id = spelling.length;
            ids.set(word, id);
            spelling.push(word);
            frequency.push(0);
          }
          set.add(id);
        }
        for (const id of set) frequency[id]! += 1;
        sentences.push({ slug: idea.slug, sentence, words: [...set] });
      }
    }
  }
  // One global order, rarest first (ties by spelling), so every prefix is taken in the same order.
  const byRarity = spelling.map((_, id) => id).sort((x, y) => frequency[x]! - frequency[y]! || (spelling[x]! < spelling[y]! ? -1 : 1));
  const rank = new Int32Array(spelling.length);
  byRarity.forEach((id, position) => (rank[id] = position));
  for (const entry of sentences) entry.words = entry.words.map((id) => rank[id]!).sort((x, y) => x - y);

  // Smallest sets first, so each sentence only looks back at sets no larger than its own.
  const order = sentences.map((_, index) => index).sort((x, y) => sentences[x]!.words.length - sentences[y]!.words.length);
  const postings = new Map<number, number[]>();
  const pairs: NearCopy[] = [];
  for (const index of order) {
    const entry = sentences[index]!;
    const size = entry.words.length;
    const prefix = entry.words.slice(0, size - Math.ceil(threshold * size - EPSILON) + 1);
    const candidates = new Set<number>();
    const smallestMatch = threshold * size - EPSILON;
    for (const word of prefix) {
      const list = postings.get(word);
      if (!list) continue;
      // A posting list holds sentences in the order they were indexed, smallest first: skip, by
      // binary search, those too small to reach the threshold (most of a frequent word's list).
      let low = 0;
      let high = list.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (sentences[list[middle]!]!.words.length >= smallestMatch) high = middle;
        else low = middle + 1;
      }
      for (let position = low; position < list.length; position += 1) {
        const other = list[position]!;
        if (sentences[other]!.slug !== entry.slug) candidates.add(other);
      }
    }
    for (const other of candidates) {
      const candidate = sentences[other]!;
      const shared = overlap(entry.words, candidate.words);
      const similarity = shared / (size + candidate.words.length - shared);
      if (similarity >= threshold - EPSILON) {
        pairs.push({
          a: { slug: candidate.slug, sentence: candidate.sentence },
          b: { slug: entry.slug, sentence: entry.sentence },
          similarity: Math.round(similarity * 1000) / 1000,
        });
      }
    }
    for (const word of prefix) {
      const list = postings.get(word);
      if (list) list.push(index);
      else postings.set(word, [index]);
    }
  }
  const byText = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return pairs.sort((x, y) => byText(x.a.slug, y.a.slug) || byText(x.b.slug, y.b.slug) || byText(x.a.sentence, y.a.sentence));
}
