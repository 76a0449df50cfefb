import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ideaFileSchema, type IdeaFile } from "../../../shared/schemas/idea";

export class IdeaFileError extends Error {}

/** Reads and validates every data/ideas/*.json; a bad file fails with its name and the field. */
export function loadIdeaFiles(dir: string): IdeaFile[] {
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
    if (`${parsed.data.slug}.json` !== name) throw new IdeaFileError(`${name}: slug "${parsed.data.slug}" must match the file name`);
    const clash = slugs.get(parsed.data.slug);
    if (clash) throw new IdeaFileError(`${name}: slug "${parsed.data.slug}" already used by ${clash}`);
    slugs.set(parsed.data.slug, name);
    ideas.push(parsed.data);
  }
  return ideas;
}

/** Ideas due for re-verification: never verified, or last verified more than `maxAgeDays` ago. */
export function staleIdeas(files: IdeaFile[], now: Date, maxAgeDays = 180): { slug: string; lastVerifiedAt: string | null }[] {
  const cutoff = now.getTime() - maxAgeDays * 86_400_000;
  return files
    .filter((file) => file.status === "published")
    .filter((file) => !file.last_verified_at || Date.parse(`${file.last_verified_at}T00:00:00Z`) < cutoff)
    .map((file) => ({ slug: file.slug, lastVerifiedAt: file.last_verified_at ?? null }));
}
