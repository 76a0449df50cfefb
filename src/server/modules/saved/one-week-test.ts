import type { IdeaFull } from "../../../shared/schemas/idea-api";
import type { OneWeekTest } from "../../../shared/schemas/pipeline-api";

/**
 * An idea's cheapest falsifiable test (issue 26 item 5; docs/DECISIONS.md "The one-week test"),
 * derived from the idea's own research, the same for every member and every day:
 * - who: the idea's target market; where: its first go-to-market channels, and the places its buyer
 *   quotes came from when it has any; what: its cheapest priced tier.
 * - A cheap offer (under $50 a month; a yearly, per-unit or one-off price counts spread over twelve
 *   months) is tested as a pre-sale: 50 people
 *   shown the offer, stop if fewer than 5 ask to buy or join the waiting list at that price.
 *   Anything dearer is a sales conversation: write to 25 buyers, stop if fewer than 3 agree to a call.
 *   Both bars are one in ten: our rule, stated as such in the test, not a figure from the idea.
 * Without a target market and channels the research gives no basis, and the test says so.
 */
export function oneWeekTestFor(idea: Pick<IdeaFull, "analysis">): OneWeekTest {
  const analysis = idea.analysis;
  const who = firstClause(analysis.target_market);
  const channels = analysis.go_to_market_strategy.channels.slice(0, 2);
  if (!who || channels.length === 0) {
    return { available: false, reason: "This idea's research names no target market or channel to reach it, so there is no basis for a test; we do not invent one." };
  }
  const voices = analysis.buyer_voice ?? [];
  const places = [...new Set(voices.map((voice) => shortPlace(voice.place)))].slice(0, 2);
  // Mid-sentence after "Reach them through": a channel written as a sentence ("A guide ranking for ...")
  // starts with a lower-case article there; names and acronyms keep their capitals.
  const where = [...channels, ...places].join("; ").replace(/^(A|An|The) /, (article) => article.toLowerCase());
  const tier = cheapestTier(analysis.business_model.tiers);
  const basis = [`Target market: ${who}`, ...channels.map((channel) => `Go-to-market channel: ${channel}`)];
  if (places.length) basis.push(...places.map((place) => `Where buyers described the problem: ${place}`));
  if (tier) basis.push(`Cheapest tier: ${tier.name} at ${tier.price}`);
  const sources = analysis.sources?.length ?? 0;
  if (sources) basis.push(`${sources} cited source${sources === 1 ? "" : "s"} behind the research`);

  if (tier && tier.monthlyUsd !== null && tier.monthlyUsd < 50) {
    return {
      available: true,
      kind: "presale",
      contacts: 50,
      threshold: 5,
      action: `Put up a one-page offer for "${tier.name}" at ${tier.price} and show it to 50 people from: ${endSentence(who)} Reach them through ${endSentence(where)}`,
      stopRule: "Stop if fewer than 5 of the 50 ask to buy or join the waiting list at that price (our one-in-ten bar).",
      basis,
    };
  }
  return {
    available: true,
    kind: "calls",
    contacts: 25,
    threshold: 3,
    action: `Write to 25 people from: ${endSentence(who)} Find them through ${endSentence(where)} Describe the problem in one paragraph${tier ? ` and the price you have in mind (${tier.name}, ${tier.price})` : ""}, and ask for a 20-minute call.`,
    stopRule: "Stop if fewer than 3 of the 25 agree to a call (our one-in-ten bar).",
    basis,
  };
}

/**
 * The target market's first clause, so the test names a reachable group, not a paragraph. A long
 * one loses its bracketed asides, then is cut where its own punctuation breaks it (a comma, a dash), so the group still
 * reads whole; only a clause with no such break is cut at a word and marked with an ellipsis.
 */
function firstClause(text: string): string {
  const sentence = text.trim().split(/(?<=[.;])\s/)[0] ?? "";
  const whole = sentence.replace(/[.;]$/, "");
  if (whole.length <= 160) return whole;
  // Brackets hold examples and asides: the group reads whole without them.
  const clause = whole.replace(/\s*\([^)]*\)/g, "");
  if (clause.length <= 160) return clause;
  const head = clause.slice(0, 160);
  const breakAt = Math.max(head.lastIndexOf(", "), head.lastIndexOf(" - "), head.lastIndexOf(" – "), head.lastIndexOf(" — "));
  if (breakAt >= 40) return clause.slice(0, breakAt);
  return `${clause.slice(0, clause.lastIndexOf(" ", 157))}…`;
}

/** Ends a sentence that closes on a quoted name or list without doubling its punctuation ("…." or ".."). */
function endSentence(text: string): string {
  return /[.…!?]$/.test(text) ? text : `${text}.`;
}

function shortPlace(place: string): string {
  const trimmed = place.replace(/\s*\(.*$/, "").trim();
  return trimmed.length > 80 ? `${trimmed.slice(0, trimmed.lastIndexOf(" ", 77))}…` : trimmed;
}

/**
 * A tier's price as US dollars a month when its text says so plainly ("$19/month", "$49 per tax
 * year", "$399 one-off" counted over a year); null when it names no dollar figure.
 */
export function monthlyUsd(price: string): number | null {
  const match = /\$\s?(\d[\d,]*(?:\.\d+)?)/.exec(price);
  if (!match) return null;
  const amount = Number(match[1]!.replace(/,/g, ""));
  if (/month|\/mo\b/i.test(price)) return amount;
  if (/week/i.test(price)) return amount * 4.33;
  return amount / 12; // per year, per season, one-off or per report: spread over a year
}

function cheapestTier(tiers: { name: string; price: string }[]): { name: string; price: string; monthlyUsd: number | null } | null {
  const priced = tiers.map((tier) => ({ ...tier, monthlyUsd: monthlyUsd(tier.price) })).filter((tier) => tier.monthlyUsd !== null && tier.monthlyUsd > 0);
  if (!priced.length) return null;
  return priced.reduce((cheapest, tier) => (tier.monthlyUsd! < cheapest.monthlyUsd! ? tier : cheapest));
}
