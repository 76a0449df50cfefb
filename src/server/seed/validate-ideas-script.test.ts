import { describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { IDEAS_DIR, PROJECT_ROOT } from "../paths";
import { refusesRelativePhrasesAndNearCopies } from "./load-idea-files";

const run = promisify(execFile);

/** scripts/validate-ideas.ts on a directory: its output and exit code. */
async function validate(dir: string): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "scripts/validate-ideas.ts", dir], { cwd: PROJECT_ROOT });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

function twoIdeas(): { dir: string; names: [string, string] } {
  const names = readdirSync(IDEAS_DIR).filter((n) => n.endsWith(".json")).slice(0, 2) as [string, string];
  const dir = mkdtempSync(path.join(tmpdir(), "ideadeck-validate-"));
  for (const name of names) copyFileSync(path.join(IDEAS_DIR, name), path.join(dir, name));
  return { dir, names };
}
const edit = (dir: string, name: string, change: (idea: Record<string, unknown>) => void) => {
  const idea = JSON.parse(readFileSync(path.join(dir, name), "utf8"));
  change(idea);
  writeFileSync(path.join(dir, name), JSON.stringify(idea));
};

describe("scripts/validate-ideas.ts", () => {
  it("reports relative phrases and near-copies with their files, and exits 0 while the seed only reports them", async () => {
    const { dir, names } = twoIdeas();
    edit(dir, names[0], (idea) => {
      idea.why_now = `${idea.why_now as string} The registration window opens in six weeks.`;
      idea.market_gap = `${idea.market_gap as string} Three weeks of evenings to build it, then three or four hours a week of support.`;
    });
    edit(dir, names[1], (idea) => {
      idea.market_gap = `${idea.market_gap as string} Three weeks of evenings to build it, then two or four hours a week of support.`;
    });
    const { code, out } = await validate(dir);
    expect(out).toMatch(/published per category \(goal >= 20\):/);
    expect(out).toMatch(/regulatory why-now \(docs\/scoring\.md\): \d+ of 2 = /);
    expect(out).toMatch(/buyer voice: +\d+ of 2 = /);
    expect(out).toMatch(/feasibility vs execution difficulty +-?\d\.\d\d/);
    expect(out).toMatch(/opportunity vs revenue_potential\.max/);
    expect(out).toMatch(/opportunity vs direct competitors named/);
    expect(out).toContain(`${names[0]}: why_now: "in six weeks"`);
    expect(out).toMatch(/near-copy sentence pairs \(word-set similarity >= 0\.8, 10\+ words\): [1-9]/);
    expect(out).toMatch(/Three weeks of evenings to build it, then two or four hours/);
    // Report-only until the switch is on; then the seed, and so the script, refuses them.
    if (refusesRelativePhrasesAndNearCopies()) expect({ code, refused: out.includes("seed would refuse") }).toEqual({ code: 1, refused: true });
    else expect({ code, accepted: out.includes("the seed accepts these files") }).toEqual({ code: 0, accepted: true });
  }, 60_000);

  it("exits 1 naming the file when the seed would refuse it (a trigger passed without an outcome)", async () => {
    const { dir, names } = twoIdeas();
    edit(dir, names[1], (idea) => {
      idea.triggers = [{ date: "2020-01-01", kind: "filing", jurisdiction: "US", summary: "The first filing under the old rule was due.", source_url: "https://example.gov/x" }];
    });
    const { code, out } = await validate(dir);
    expect(out).toMatch(/triggers passed without an outcome: 1/);
    expect(out).toContain(`seed would refuse: ${names[1]}: triggers[0] (filing, 2020-01-01) passed more than 30 days before`);
    expect(code).toBe(1);
  }, 60_000);
});
