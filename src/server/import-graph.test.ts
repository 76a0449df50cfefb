import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// scripts/check-cycles.mjs (run by `npm run lint`) on small trees laid out like src/server.
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "ideadeck-graph-"));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

function check(root: string): { code: number; output: string } {
  try {
    const output = execFileSync(process.execPath, ["scripts/check-cycles.mjs", root], { encoding: "utf8", stdio: "pipe" });
    return { code: 0, output };
  } catch (error) {
    const failed = error as { status: number; stderr: string };
    return { code: failed.status, output: failed.stderr };
  }
}

describe("the server's import-graph check", () => {
  it("refuses a circle between two modules even when one side imports only a type", () => {
    const root = tree({
      "modules/mail/index.ts": 'export { send } from "./mail.service";\n',
      "modules/mail/mail.service.ts": 'import type { Idea } from "../ideas/index";\nexport const send = (idea: Idea) => idea;\n',
      "modules/ideas/index.ts": 'export type { Idea } from "./ideas.service";\nexport { notify } from "./ideas.service";\n',
      "modules/ideas/ideas.service.ts": 'import {\n  send,\n} from "../mail/index";\nexport interface Idea { id: string }\nexport const notify = (idea: Idea) => send(idea);\n',
    });
    const result = check(root);
    expect(result.code).toBe(1);
    expect(result.output).toContain("import circle: modules/ideas <-> modules/mail");
    expect(result.output).toContain("mail.service.ts imports ../ideas/index");
  });

  it("refuses a circle between a low folder and a module (http's helpers may not import a module)", () => {
    const root = tree({
      "http/viewer.ts": 'import type { Row } from "../modules/account/index";\nexport type Viewer = { row: Row };\n',
      "modules/account/index.ts": 'import type { Viewer } from "../../http/viewer";\nexport type Row = { id: string };\nexport type Me = Viewer;\n',
    });
    expect(check(root)).toMatchObject({ code: 1, output: expect.stringContaining("import circle: http <-> modules/account") });
  });

  it("passes a tree whose imports all run one way, and the server itself", () => {
    const root = tree({
      "http/viewer.ts": 'export type Viewer = { id: string };\n',
      "modules/account/index.ts": 'import type { Viewer } from "../../http/viewer";\nexport type Me = Viewer;\n',
      "modules/admin/index.ts": 'import type { Me } from "../account/index";\nexport type Admin = Me;\n',
    });
    expect(check(root).code).toBe(0);
    expect(check("src/server")).toMatchObject({ code: 0, output: expect.stringContaining("no import circles") });
  });
});
