import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ideaFileSchema, type IdeaFile } from "../../../shared/schemas/idea";
import { CATEGORIES } from "../../../shared/categories";
import { IDEAS_DIR } from "../../paths";

export class IdeaFileError extends Error {}

/** The shipped catalogue promises at least this many published ideas in each category (issue 12). */
export const CATEGORY_MINIMUM = 12;

/**
 * Reads and validates every data/ideas/*.json; a bad file fails with its name and the field.
 * The shipped catalogue (IDEAS_DIR) is held to CATEGORY_MINIMUM per category; another directory (a
 * test's handful of files, a writer's drafts) has no minimum unless `minPerCategory` sets one.
 */
export function loadIdeaFiles(dir: string, options: { minPerCategory?: number } = {}): IdeaFile[] {
  const minPerCategory = options.minPerCategory ?? (path.resolve(dir) === IDEAS_DIR ? CATEGORY_MINIMUM : 0);
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
    if (`${parsed.data.slug}.json` !== name) throw new IdeaFileError(`${name}: slug "${parsed.data.slug}" must match the file name`);
    const clash = slugs.get(parsed.data.slug);
    if (clash) throw new IdeaFileError(`${name}: slug "${parsed.data.slug}" already used by ${clash}`);
    slugs.set(parsed.data.slug, name);
    ideas.push(parsed.data);
  }
  refuseRepeatedSentences(ideas);
  if (minPerCategory) refuseThinCategories(ideas, minPerCategory);
  return ideas;
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
// Sources may cite the same page for two ideas; names, tags and keywords are not prose.
const NOT_PROSE = new Set(["sources", "slug", "tags", "category", "status", "primary_keyword", "last_verified_at"]);

function proseOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const item of value) proseOf(item, out);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) if (!NOT_PROSE.has(key)) proseOf(item, out);
  }
  return out;
}

export function sentencesOf(idea: IdeaFile): Set<string> {
  const sentences = new Set<string>();
  for (const text of proseOf(idea)) {
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
