import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ideaFileSchema, type IdeaFile } from "../../shared/schemas/idea";
import { CATEGORIES } from "../../shared/categories";
import { IDEAS_DIR } from "../paths";
import { findNearCopies, findRelativePhrases, malformedDates, OUTCOME_GRACE_DAYS, pastTriggersWithoutOutcome, proseForCopies, utcDay } from "./catalogue-rules";

export class IdeaFileError extends Error {}

/** The shipped catalogue promises at least this many published ideas in each category (issue 12). */
export const CATEGORY_MINIMUM = 12;

/**
 * The seed's switch for the two prose rules (issue 24): relative time phrases ("five days away") and
 * near-copy sentences. On since the content sweep of 2026-11-27 brought both counts to 0: the seed
 * refuses any file that brings one back (scripts/validate-ideas.ts names them).
 */
export function refusesRelativePhrasesAndNearCopies(): boolean {
  return true;
}

export interface LoadOptions {
  /** Published ideas each category must have (default: CATEGORY_MINIMUM for IDEAS_DIR, else none). */
  minPerCategory?: number;
  /** The seed's day: a trigger dated OUTCOME_GRACE_DAYS before it must say its outcome (default: now, in UTC). */
  now?: Date;
  /** Refuse relative time phrases and near-copies (default: refusesRelativePhrasesAndNearCopies()). */
  refuseProseRules?: boolean;
}

/**
 * Reads and validates every data/ideas/*.json; a bad file fails with its name and the field.
 * The shipped catalogue (IDEAS_DIR) is held to CATEGORY_MINIMUM per category; another directory (a
 * test's handful of files, a writer's drafts) has no minimum unless `minPerCategory` sets one.
 */
export function loadIdeaFiles(dir: string, options: LoadOptions = {}): IdeaFile[] {
  const ideas = parseIdeaFiles(dir);
  checkCatalogue(ideas, {
    minPerCategory: options.minPerCategory ?? (path.resolve(dir) === IDEAS_DIR ? CATEGORY_MINIMUM : 0),
    today: utcDay(options.now ?? new Date()),
    refuseProseRules: options.refuseProseRules ?? refusesRelativePhrasesAndNearCopies(),
  });
  return ideas;
}

/**
 * Each file on its own: JSON, the schema, its evidence, its slug. What needs the whole catalogue
 * (repeats, category minimums) is checkCatalogue's; scripts/validate-ideas.ts reads with this alone
 * so it can report on files the seed would refuse.
 */
export function parseIdeaFiles(dir: string): IdeaFile[] {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort();
  const ideas: IdeaFile[] = [];
  const slugs = new Map<string, string>();
  for (const name of files) {
    const file = path.join(dir, name);
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(file, "utf8"));
    } catch (error) {
      throw new IdeaFileError(`${name}: not valid JSON (${(error as Error).message})`);
    }
    const parsed = ideaFileSchema.safeParse(raw);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
      throw new IdeaFileError(`${name}: ${problems.join("; ")}`);
    }
    // The catalogue's promise (docs/catalogue-guide.md): every shipped idea carries its evidence. The
    // API's idea shape keeps these optional for ideas an admin creates before they are researched.
    const missing = EVIDENCE_FIELDS.filter((field) => parsed.data[field] === undefined);
    if (missing.length) throw new IdeaFileError(`${name}: ${missing.map((field) => `${field}: required (every catalogue idea carries its evidence)`).join("; ")}`);
    // An archived idea is listed on /retired with its date and reason (issue 27): it cannot leave silently.
    if (parsed.data.status === "archived" && !parsed.data.retirement) {
      throw new IdeaFileError(`${name}: retirement: required when status is "archived" (the date and reason it was retired)`);
    }
    if (`${parsed.data.slug}.json` !== name) throw new IdeaFileError(`${name}: slug "${parsed.data.slug}" must match the file name`);
    const clash = slugs.get(parsed.data.slug);
    if (clash) throw new IdeaFileError(`${name}: slug "${parsed.data.slug}" already used by ${clash}`);
    slugs.set(parsed.data.slug, name);
    ideas.push(parsed.data);
  }
  return ideas;
}

/** The rules over the whole catalogue, in the order a writer would fix them. */
export function checkCatalogue(ideas: IdeaFile[], options: { minPerCategory: number; today: string; refuseProseRules: boolean }): void {
  refuseImpossibleDates(ideas, options.today);
  refusePassedTriggersWithoutOutcome(ideas, options.today);
  refuseRepeatedSentences(ideas);
  if (options.refuseProseRules) {
    refuseRelativePhrases(ideas);
    refuseNearCopies(ideas);
  }
  if (options.minPerCategory) refuseThinCategories(ideas, options.minPerCategory);
}

function refuseImpossibleDates(ideas: IdeaFile[], today: string): void {
  for (const idea of ideas) {
    const problems = malformedDates(idea, today);
    if (problems.length) throw new IdeaFileError(`${idea.slug}.json: ${problems.join("; ")}`);
  }
}

/**
 * A dated event that has passed says what happened (issue 24): the page shows it as the outcome.
 * Refused OUTCOME_GRACE_DAYS after the date, so the outcome can be learnt first.
 */
function refusePassedTriggersWithoutOutcome(ideas: IdeaFile[], today: string): void {
  for (const idea of ideas) {
    const passed = pastTriggersWithoutOutcome(idea, today, OUTCOME_GRACE_DAYS);
    if (passed.length) {
      const which = passed.map((trigger) => `triggers[${idea.triggers!.indexOf(trigger)}] (${trigger.kind}, ${trigger.date})`).join(", ");
      throw new IdeaFileError(`${idea.slug}.json: ${which} passed more than ${OUTCOME_GRACE_DAYS} days before ${today} without an outcome: add "outcome" saying what happened`);
    }
  }
}

/** Text true only on the day it was written: the date goes in the text or in `triggers` instead. */
function refuseRelativePhrases(ideas: IdeaFile[]): void {
  for (const idea of ideas) {
    const found = findRelativePhrases(idea);
    if (found.length) {
      const list = found.map(({ path: field, phrase }) => `${field}: "${phrase}"`).join("; ");
      throw new IdeaFileError(`${idea.slug}.json: relative time phrases, write the date instead: ${list}`);
    }
  }
}

/** One sentence written twice with a word changed (issue 24): the exact repeat guard misses it. */
function refuseNearCopies(ideas: IdeaFile[]): void {
  const [first] = findNearCopies(ideas);
  if (first) {
    throw new IdeaFileError(
      `${first.b.slug}.json: the sentence "${first.b.sentence.slice(0, 80)}" nearly copies (word similarity ${first.similarity}) "${first.a.sentence.slice(0, 80)}" in ${first.a.slug}.json`,
    );
  }
}

const EVIDENCE_FIELDS = ["sources", "last_verified_at", "score_rationale"] as const;

function refuseThinCategories(ideas: IdeaFile[], minimum: number): void {
  const published = ideas.filter((idea) => idea.status === "published");
  const thin = CATEGORIES.map((category) => ({ category, n: published.filter((idea) => idea.category === category).length })).filter(
    ({ n }) => n < minimum,
  );
  if (thin.length) {
    throw new IdeaFileError(`category below its minimum of ${minimum} published ideas: ${thin.map(({ category, n }) => `${category} has ${n}`).join(", ")}`);
  }
}

/** Sentences this long are writing, not set phrases: each idea must say them in its own words. */
const REPEAT_MIN_CHARS = 41;

export function sentencesOf(idea: IdeaFile): Set<string> {
  const sentences = new Set<string>();
  for (const text of proseForCopies(idea)) {
    for (const sentence of text.split(/(?<=[.!?])\s+/)) {
      const normal = sentence.trim().toLowerCase().replace(/\s+/g, " ");
      if (normal.length >= REPEAT_MIN_CHARS) sentences.add(normal);
    }
  }
  return sentences;
}

/** A sentence over 40 characters that appears in two ideas was copied, not written (issue 12). */
function refuseRepeatedSentences(ideas: IdeaFile[]): void {
  const firstSeen = new Map<string, string>();
  for (const idea of ideas) {
    for (const sentence of sentencesOf(idea)) {
      const other = firstSeen.get(sentence);
      if (other) throw new IdeaFileError(`${idea.slug}.json: the sentence "${sentence.slice(0, 80)}" also appears in ${other}.json`);
      firstSeen.set(sentence, idea.slug);
    }
  }
}

/** Ideas due for re-verification: never verified, or last verified more than `maxAgeDays` ago. */
export function staleIdeas(files: IdeaFile[], now: Date, maxAgeDays = 180): { slug: string; lastVerifiedAt: string | null }[] {
  const cutoff = now.getTime() - maxAgeDays * 86_400_000;
  return files
    .filter((file) => file.status === "published")
    .filter((file) => !file.last_verified_at || Date.parse(`${file.last_verified_at}T00:00:00Z`) < cutoff)
    .map((file) => ({ slug: file.slug, lastVerifiedAt: file.last_verified_at ?? null }));
}
