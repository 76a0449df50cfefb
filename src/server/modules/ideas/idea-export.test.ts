import { describe, expect, it } from "vitest";
import { inflateSync } from "node:zlib";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ideaFileSchema, type IdeaFile } from "../../../shared/schemas/idea";
import { IDEAS_DIR } from "../../paths";
import { ideaToPdf } from "./idea-export";

/** The text a PDF draws: pdfkit writes it as hex strings inside deflated content streams. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  let content = "";
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) content += inflateSync(Buffer.from(match[1]!, "latin1")).toString("latin1");
  return [...content.matchAll(/<([0-9a-f]+)>/g)].map((match) => Buffer.from(match[1]!, "hex").toString("latin1")).join("");
}

const [first] = readdirSync(IDEAS_DIR).filter((name) => name.endsWith(".json"));
const base: IdeaFile = ideaFileSchema.parse(JSON.parse(readFileSync(path.join(IDEAS_DIR, first!), "utf8")));

describe("the PDF export", () => {
  it("prints the timeline with dates (never relative to a day) and outcomes, and buyers' quotes with place and date", async () => {
    const idea: IdeaFile = {
      ...base,
      triggers: [
        { date: "2027-03-01", kind: "filing", jurisdiction: "US-CA", summary: "First annual report due.", source_url: "https://example.gov/f" },
        { date: "2026-01-15", kind: "effective", jurisdiction: "US", summary: "Rule took effect.", source_url: "https://example.gov/r", outcome: "Took effect on time." },
      ],
      buyer_voice: [{ url: "https://example.com/t/9", place: "Sellers forum", date: "2026-07-02", quote: "We paid twice." }],
    };
    const text = pdfText(await ideaToPdf(idea, new Date("2026-11-27T00:00:00Z")));
    expect(text).toContain("Timeline");
    expect(text).toContain("In buyers' words");
    // Oldest first.
    expect(text.indexOf("2026-01-15")).toBeLessThan(text.indexOf("2027-03-01"));
    expect(text).toContain("Outcome: Took effect on time.");
    expect(text).toContain("We paid twice.");
    expect(text).toContain("Sellers forum, 2026-07-02");
    expect(pdfText(await ideaToPdf({ ...base, triggers: undefined, buyer_voice: undefined }, new Date()))).not.toContain("In buyers' words");
  });
});
