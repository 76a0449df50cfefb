import { BUILTIN_ENGINE_LABEL, type ValidationReport } from "../../../shared/schemas/ai";
import { categoryLabel } from "../../../shared/categories";
import { registerScriptFonts, writeText } from "./pdf-script-fonts";

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

export async function reportToPdf(report: ValidationReport, appUrl: string): Promise<Buffer> {
  // Loaded on the first export, not at start-up (issue 30: PDFKit costs ~130 ms of every start).
  const { default: PDFDocument } = await import("pdfkit");
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: `Ideadeck idea validation ${report.createdAt.slice(0, 10)}` } });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    // PDFKit parses a font the first time a run uses it, on every export (Noto Sans JP: about 0.4 s on
    // this 2-core machine, measured; keeping the file bytes in memory saved nothing), and embeds only
    // the glyphs used. Which font writes which script: pdf-script-fonts.ts.
    registerScriptFonts(doc);
    doc.fontSize(18);
    writeText(doc, "Idea validation", "bold");
    // The founder's words, in whatever script they wrote them (the fonts have no italic: grey sets them apart).
    doc.moveDown(0.3).fontSize(10).fillColor("#333333");
    writeText(doc, report.idea, "regular");
    doc.fillColor("#000000").moveDown(0.5).fontSize(11);
    writeText(doc, `Launch difficulty ${report.difficultyScore}/10 · ${report.createdAt.slice(0, 10)}`, "regular");
    doc.fontSize(9).fillColor("#555555");
    writeText(doc, engineLine(report), "regular");
    doc.fillColor("#000000");
    for (const section of sections(report, appUrl)) {
      doc.moveDown(0.8).fontSize(13);
      writeText(doc, section.heading, "bold");
      doc.fontSize(10);
      for (const line of section.lines) {
        doc.moveDown(0.2);
        writeText(doc, line, "regular");
      }
    }
    doc.end();
  });
}
