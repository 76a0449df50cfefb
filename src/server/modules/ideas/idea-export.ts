import { categoryLabel } from "../../../shared/categories";
import { utcDay } from "../../../shared/utc-dates";
import type { IdeaFile } from "../../../shared/schemas/idea";
import type { IdeaRow } from "./ideas.repo";
import { ideaFileFromRow } from "./idea-file-row";

/** The export document is the seed file format, so an export can be read back by `npm run seed`. */
export function ideaToFile(row: IdeaRow): IdeaFile {
  return ideaFileFromRow(row, "filled");
}

function money(usd: number): string {
  return usd >= 1_000_000 ? `$${(usd / 1_000_000).toFixed(1)}M` : `$${Math.round(usd / 1000)}K`;
}

/** A readable PDF report of the full analysis (text, not a screenshot). */
export async function ideaToPdf(idea: IdeaFile, exportedAt: Date): Promise<Buffer> {
  // Loaded on the first export, not at start-up (issue 30: PDFKit costs ~130 ms of every start).
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: idea.title, Author: "Ideadeck" } });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));

  const heading = (text: string) => doc.moveDown(0.8).font("Helvetica-Bold").fontSize(13).fillColor("#312e81").text(text).moveDown(0.3);
  const body = (text: string) => doc.font("Helvetica").fontSize(10.5).fillColor("#0f172a").text(text, { lineGap: 2 });
  const bullets = (items: string[]) => items.forEach((item) => body(`•  ${item}`));

  doc.font("Helvetica-Bold").fontSize(20).fillColor("#0f172a").text(idea.title);
  doc.font("Helvetica").fontSize(12).fillColor("#334155").text(idea.tagline).moveDown(0.4);
  doc.fontSize(9).fillColor("#475569").text(`${categoryLabel(idea.category)}  ·  ${idea.is_pro_pick ? "Pro Pick  ·  " : ""}Exported from Ideadeck on ${utcDay(exportedAt)}`);

  heading("Scores");
  body(`Opportunity ${idea.scores.opportunity}/10 · Problem ${idea.scores.problem}/10 · Feasibility ${idea.scores.feasibility}/10 · Why now ${idea.scores.why_now}/10`);
  body(`Revenue potential ${money(idea.revenue_potential.min)}-${money(idea.revenue_potential.max)} a year · Difficulty ${idea.execution_difficulty}/10 · MVP in ${idea.time_to_mvp_weeks} weeks · Go-to-market ${idea.go_to_market_score}/10`);

  heading("The problem");
  body(idea.problem_narrative);
  heading("The solution");
  body(idea.solution_overview);
  heading("Why now");
  body(idea.why_now);
  // A printed report cannot say "in 3 weeks" for every reader's day: dates stay dates here.
  if (idea.triggers?.length) {
    heading("Timeline");
    for (const trigger of [...idea.triggers].sort((a, b) => a.date.localeCompare(b.date))) {
      body(`${trigger.date} (${trigger.kind}, ${trigger.jurisdiction}): ${trigger.summary}${trigger.outcome ? ` Outcome: ${trigger.outcome}` : ""} Source: ${trigger.source_url}`);
    }
  }
  if (idea.buyer_voice?.length) {
    heading("In buyers' words");
    for (const voice of idea.buyer_voice) body(`"${voice.quote}" (${voice.place}, ${voice.date}, ${voice.url})`);
  }
  heading("Market");
  body(`Target market: ${idea.target_market}`);
  body(`TAM: ${idea.market_size_analysis.total_addressable_market}`);
  body(`SAM: ${idea.market_size_analysis.serviceable_addressable_market}`);
  body(`SOM: ${idea.market_size_analysis.serviceable_obtainable_market}`);
  body(`Growth: ${idea.market_size_analysis.market_growth_rate}`);
  bullets(idea.trends_analysis.key_trends);
  heading("Competition");
  body(`Main competitor: ${idea.main_competitor}`);
  body(`Market gap: ${idea.market_gap}`);
  body(`Our advantage: ${idea.competitive_landscape.competitive_advantage}`);
  idea.competitive_landscape.direct_competitors.forEach((c) => body(`${c.name}: strengths ${c.strengths.join(", ")}; weaknesses ${c.weaknesses.join(", ")}`));
  heading("Business model");
  body(idea.business_model.pricing_model);
  bullets(idea.business_model.tiers.map((t) => `${t.name} (${t.price}): ${t.features.join(", ")}`));
  body(`Month 1-3: ${idea.monetization_timeline.month_1_3}`);
  body(`Month 4-6: ${idea.monetization_timeline.month_4_6}`);
  body(`Month 7-12: ${idea.monetization_timeline.month_7_12}`);
  body(`Year 2: ${idea.monetization_timeline.year_2}`);
  heading("Execution plan");
  body(idea.execution_plan);
  heading("Weekend MVP scope");
  bullets(idea.weekend_mvp_scope);
  heading("Core features");
  bullets(idea.mvp_features.core_features);
  heading("Go to market");
  bullets(idea.go_to_market_strategy.channels);
  body(idea.go_to_market_strategy.launch_strategy);
  heading("Resources");
  body(`Time: ${idea.resource_requirements.time_investment}. Costs: ${idea.resource_requirements.initial_costs}. Team: ${idea.resource_requirements.team_needs}. Capital: ${idea.capital_required}.`);
  body(`Skills: ${idea.required_skills.join(", ")}`);
  heading("Validation signals");
  body(idea.proof_signals);
  body(`Communities: ${idea.community_signals.reddit.subreddits.join(", ")}`);
  doc.end();
  return done;
}
