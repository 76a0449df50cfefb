import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import PDFDocument from "pdfkit";
import { BUILTIN_ENGINE_LABEL, type ValidationReport } from "../../../shared/schemas/ai";
import { categoryLabel } from "../../../shared/categories";

const VERDICT_LABELS = { build: "Build", refine: "Refine first", avoid: "Avoid" } as const;
const AXIS_LABELS = { opportunity: "Opportunity", problem: "Problem", feasibility: "Feasibility", whyNow: "Why now" } as const;

function engineLine(report: ValidationReport): string {
  return report.engine === "builtin" ? BUILTIN_ENGINE_LABEL : `Written by the AI model ${report.model}; its own judgements are estimates.`;
}

/** The report's sections in reading order, shared by the Markdown and PDF files. */
function sections(report: ValidationReport, appUrl: string): { heading: string; lines: string[] }[] {
  return [
    { heading: "Verdict", lines: [`${VERDICT_LABELS[report.verdict]}.`, ...report.verdictReasons.map((r) => `- ${r}`)] },
    ...(report.nearDuplicate
      ? [
          {
            heading: "We have researched this idea",
            lines: [
              `${report.nearDuplicate.title} (${appUrl}/ideas/${report.nearDuplicate.slug})`,
              `Opportunity ${report.nearDuplicate.scores.opportunity}/10 · Problem ${report.nearDuplicate.scores.problem}/10 · Feasibility ${report.nearDuplicate.scores.feasibility}/10 · Why now ${report.nearDuplicate.scores.whyNow}/10`,
              ...(report.nearDuplicate.competitors.length ? [`Competitors: ${report.nearDuplicate.competitors.join(", ")}`] : []),
              ...(report.nearDuplicate.founderOnly.length ? [`You mention ${report.nearDuplicate.founderOnly.join(", ")}, which our research on it does not.`] : []),
              ...(report.nearDuplicate.ideaOnly.length ? [`Our idea also speaks of ${report.nearDuplicate.ideaOnly.join(", ")}, which your description does not.`] : []),
              ...report.nearDuplicate.sources.map((s) => `- ${s.title}: ${s.url}`),
            ],
          },
        ]
      : []),
    ...(report.founderScores
      ? [
          {
            heading: "Your idea on our rubric (from your answers)",
            lines: report.founderScores.axes.flatMap((a) => [
              `- ${AXIS_LABELS[a.axis]}: ${a.score === null ? "unknown" : `${a.score}/10`}${a.reasons.length ? `. ${a.reasons.join(" ")}` : ""}`,
              ...a.unknowns.map((u) => `  - Unknown: ${u}`),
            ]),
          },
        ]
      : []),
    { heading: "Viability summary", lines: [report.summary] },
    { heading: "Top risks", lines: report.risks.map((r) => `- ${r}`) },
    { heading: "Monetization paths", lines: report.monetizationPaths.map((m) => `- ${m}`) },
    { heading: "Execution tips", lines: report.executionTips.map((t) => `- ${t}`) },
    { heading: "Market & competition", lines: [report.marketNotes] },
    { heading: "Test first", lines: [`What: ${report.firstTest.what}`, `How: ${report.firstTest.how}`, `Pass mark: ${report.firstTest.passMark}`] },
    {
      heading: "Closest ideas in our catalogue",
      lines: report.closestIdeas.length
        ? report.closestIdeas.map((i) => `- ${i.title} (${appUrl}/ideas/${i.slug})${i.competitors.length ? `: competitors ${i.competitors.join(", ")}` : ""}`)
        : ["None close enough."],
    },
    { heading: "Facts taken from our catalogue", lines: report.catalogueFacts.length ? report.catalogueFacts.map((f) => `- ${f}`) : ["None."] },
    // The facts' "[n]" markers name these sources; a model's unbacked statements stay apart from them.
    ...(report.sources.length
      ? [{ heading: "Sources cited", lines: report.sources.map((s) => `- [${s.n}] ${s.title}: ${s.url} (opened ${s.accessed}; ${s.supports})`) }]
      : []),
    ...(report.unverifiedClaims.length
      ? [{ heading: "Model knowledge, unverified", lines: ["The model stated these, but the research it was given does not back them.", ...report.unverifiedClaims.map((c) => `- ${c}`)] }]
      : []),
  ];
}

export function reportToMarkdown(report: ValidationReport, appUrl: string): string {
  const head = [
    `# Idea validation: ${report.idea.length > 80 ? `${report.idea.slice(0, 80)}…` : report.idea}`,
    "",
    `> ${report.idea.replace(/\n/g, "\n> ")}`,
    "",
    `Launch difficulty: **${report.difficultyScore}/10**${report.category ? ` · Category: ${categoryLabel(report.category)}` : ""} · ${report.createdAt.slice(0, 10)}`,
    "",
    `_${engineLine(report)}_`,
  ];
  const body = sections(report, appUrl).flatMap((s) => ["", `## ${s.heading}`, "", ...s.lines]);
  return [...head, ...body, ""].join("\n");
}

/**
 * The PDF's fonts: Noto Sans JP (SIL Open Font License 1.1) from the npm package @embedpdf/fonts-jp,
 * pinned in package.json. PDFKit's built-in Helvetica has only Latin-1 glyphs, so a Japanese idea came
 * out as mojibake; Noto Sans JP covers Japanese kana and kanji, Latin with accents (Spanish, German,
 * French...), Greek, Cyrillic and the common Chinese characters. PDFKit embeds only the glyphs a report uses (a one-page report with
 * Japanese, Spanish and German text is 37 KB), not the 4.5 MB files.
 * Scripts it lacks (Korean hangul, Arabic, Hebrew, Devanagari, Thai) still miss.
 */
const FONT_DIR = join(dirname(createRequire(import.meta.url).resolve("@embedpdf/fonts-jp")), "..", "fonts");
const FONTS = { regular: join(FONT_DIR, "NotoSansJP-Regular.otf"), bold: join(FONT_DIR, "NotoSansJP-Bold.otf") } as const;

export function reportToPdf(report: ValidationReport, appUrl: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: `Ideadeck idea validation ${report.createdAt.slice(0, 10)}` } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    // PDFKit parses the fonts on every export (about 0.4 s on this 2-core machine, measured; keeping
    // the file bytes in memory saved nothing), and embeds only the glyphs used.
    doc.registerFont("body", FONTS.regular);
    doc.registerFont("heading", FONTS.bold);
    doc.font("heading").fontSize(18).text("Idea validation");
    // The founder's words, in whatever script they wrote them (the font has no italic: grey sets them apart).
    doc.moveDown(0.3).font("body").fontSize(10).fillColor("#333333").text(report.idea).fillColor("#000000");
    doc.moveDown(0.5).font("body").fontSize(11).text(`Launch difficulty ${report.difficultyScore}/10 · ${report.createdAt.slice(0, 10)}`);
    doc.fontSize(9).fillColor("#555555").text(engineLine(report)).fillColor("#000000");
    for (const section of sections(report, appUrl)) {
      doc.moveDown(0.8).font("heading").fontSize(13).text(section.heading);
      doc.font("body").fontSize(10);
      for (const line of section.lines) doc.moveDown(0.2).text(line);
    }
    doc.end();
  });
}
