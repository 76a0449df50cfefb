import type { IdeaFull } from "../../../shared/schemas/idea-api";
import { categoryLabel } from "../../../shared/categories";
import type { ChatInput, RankedIdeas } from "./engine";
import { chatIntent, founderFacts, type ChatIntent, type FounderFacts } from "./analyst-chat-intents";
import { ideaFacts, ideaLink, reportFacts, type SubjectFacts } from "./analyst-chat-subject";

/**
 * The built-in analyst's strategy chat. Each answer is written for the question asked (analyst-chat-
 * intents.ts) from the subject's real fields: the catalogue idea's research, or the founder's own
 * validation report with the ideas it was compared with (analyst-chat-subject.ts). Catalogue ideas
 * are named only when the answer draws on them, as Markdown links the chat page renders. What the
 * analyst can and cannot do is said once per session, on its first answer.
 */

const bullet = (items: string[]) => items.map((item) => `- ${item}`);
/** "Turn..." -> "turn...", "A tool" -> "a tool"; names in capitals ("QuickBooks", "US") keep theirs. */
const lowerFirst = (text: string) => (/^([A-Z][a-z]|(A|An|The)\s)/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text);
/** The head of a long description ("Washington-based web studios with 1 to 50 staff that ..." -> "Washington-based web studios"). */
const clause = (text: string) => {
  const head = text.replace(/\s+/g, " ").split(/(?<=[.;:])\s|,\s(?:and |who |which |with |plus )|\s(?:that|who|which|with|plus)\s|\s\(/)[0]!.replace(/[.;:,]$/, "");
  return head.length <= 90 ? head : `${head.slice(0, 90).replace(/\s+\S*$/, "")}…`;
};
const noStop = (text: string) => text.replace(/[.;:]+$/, "");
const fmt = (score: number | null | undefined) => (score === null || score === undefined ? "unknown" : `${score}/10`);

export const CHAT_DISCLAIMER =
  "I am the built-in analyst: I answer only from our research on the ideas in our catalogue and from your own reports, naming where each fact comes from. I do not invent companies, figures or sources, and I cannot search the web.";

const SUGGESTIONS = "You can ask: who the competitors are, how to price it, how to find the first ten customers, for an outreach e-mail, a 7-day plan, whether it fits you, to compare it with another idea, or which ideas score best on feasibility for a weekend build.";

function competition(s: SubjectFacts): string[] {
  if (s.competitors.length === 0) {
    return [
      `We have not researched competitors for ${s.name}, so I will not name any.`,
      "Search for the tools your buyer pays for today and read their one-star reviews: each complaint is a gap you can sell into.",
    ];
  }
  const lines = [
    s.competitorsFrom ? `Competitors our research found for ${s.competitorsFrom} (check they also sell to your buyer):` : `Who ${s.name} is up against${s.tab("Competition")}:`,
    ...bullet(s.competitors.slice(0, 4).map((c) => `${c.name}: strong at ${c.strengths.slice(0, 2).join("; ")}; weak at ${c.weaknesses.slice(0, 2).join("; ")}.`)),
  ];
  if (s.gap) lines.push("", `The opening${s.tab("Competition")}: ${s.gap}`);
  if (s.advantage) lines.push(`How to win it: ${s.advantage}`);
  const weak = s.competitors.flatMap((c) => c.weaknesses.slice(0, 1).map((w) => `${c.name} (${lowerFirst(w)})`));
  if (weak.length) lines.push("", `In a sales call, lead with what they do badly: ${weak.slice(0, 3).join("; ")}.`);
  return lines;
}

function pricing(s: SubjectFacts): string[] {
  if (!s.pricingModel && s.tiers.length === 0) {
    if (s.kind === "report" && s.monetization.length) {
      return [
        "How your report suggests charging for your idea (we have researched nothing close enough to quote real prices):",
        ...bullet(s.monetization),
        "",
        "Pick one and test it: ask ten buyers what the problem costs them today (in money or hours) and price at a tenth of that per month.",
      ];
    }
    return [
      `We have no researched pricing for ${s.name}.`,
      "Price against what the problem costs the buyer today: ask ten buyers what they spend on it (in money or hours), then charge a tenth of that per month.",
    ];
  }
  const lines = [s.pricingFrom ? `Pricing as our research found it for ${s.pricingFrom}:` : `How to price ${s.name}${s.tab("Business Model")}: ${s.pricingModel ?? ""}`.trim()];
  if (s.pricingFrom && s.pricingModel) lines.push(s.pricingModel);
  if (s.tiers.length) {
    lines.push(...bullet(s.tiers.map((t) => `${t.name}, ${t.price}: ${t.features.slice(0, 3).join(", ")}.`)));
    const entry = s.tiers[0]!;
    lines.push("", `Start with one paid plan, ${entry.name} at ${entry.price}, and add the others once ten customers pay: a single price makes the first sales conversations simpler.`);
  }
  if (s.revenuePath.length) lines.push(`The revenue path our research expects${s.tab("Business Model")}: ${s.revenuePath[0]}`);
  if (s.buyerVoice[0]) lines.push("", `What buyers say today (${s.buyerVoice[0].place}, ${s.buyerVoice[0].date}): "${s.buyerVoice[0].quote}" Quote their cost back to them when you name the price.`);
  if (s.kind === "report" && s.pricingFrom) lines.push("", "This is another idea's pricing: ask ten of your buyers what the problem costs them before you copy it.");
  return lines;
}

function firstCustomers(s: SubjectFacts): string[] {
  const who = s.buyer ? clause(s.buyer) : null;
  const lines = [`The first ten customers for ${s.name}:`];
  lines.push(
    ...[
      who ? `Who: ${who}${s.tab("Market Analysis")}. Write down 30 of them by name before you build anything.` : "Who: name one kind of buyer (a job title or a kind of business) and write down 30 of them by name.",
      s.channels.length ? `Where to find them${s.pricingFrom ? ` (channels from ${s.pricingFrom})` : s.tab("Execution Plan")}: ${s.channels.slice(0, 3).join("; ")}.` : "Where: the communities and directories where that buyer already asks for help.",
      s.buyerVoice[0] ? `Where they already complain: ${s.buyerVoice[0].place} (${s.buyerVoice[0].url}). Answer such posts helpfully and mention what you are building.` : null,
      `Offer: a founding price${s.tiers[0] ? ` below ${s.tiers[0].price}` : ""} for the first ten, in exchange for a weekly 15-minute call.`,
      s.firstTest ? `Pass mark (your report's first test): ${s.firstTest.passMark}` : "Pass mark: 3 of the first 20 conversations agree to pay for a pilot (a rule of thumb for a first signal).",
    ].flatMap((x, i) => (x ? [`${i + 1}. ${x}`] : [])),
  );
  if (s.launch) lines.push("", `Launch${s.tab("Execution Plan")}: ${s.launch}`);
  return lines;
}

function outreach(s: SubjectFacts): string[] {
  const buyer = s.buyer ? clause(s.buyer) : null;
  const pain = s.buyerVoice[0]
    ? `People in your position put it like this: "${s.buyerVoice[0].quote}"`
    : `I am talking to ${buyer ? lowerFirst(buyer) : "people in your line of work"} about how they handle this today${s.problem ? `: ${lowerFirst(s.problem)}` : "."}`;
  const incumbent = s.competitors[0];
  const tier = s.tiers[0];
  const building = s.kind === "report" ? `I am building ${lowerFirst(clause(s.pitch))}.` : `Here is what I am building: ${s.pitch}`;
  return [
    `A first outreach e-mail for ${s.name}${buyer ? `, written for ${buyer}` : ""}. Send it to one person at a time, from your own address, and change the first line for each.`,
    "",
    `Subject: ${s.buyerVoice[0] ? "the problem people in your line of work describe" : "a quick question about how you handle this"}`,
    "",
    "Hi {first name},",
    "",
    pain,
    "",
    `${building}${incumbent && incumbent.weaknesses[0] ? ` Tools like ${incumbent.name} leave a gap: ${lowerFirst(noStop(incumbent.weaknesses[0]))}.` : ""}`,
    `Could I ask you three questions about how you handle this today? 15 minutes, this week or next.${tier ? ` If it would help, the first ten users get ${tier.name} (normally ${tier.price}) at a founding price.` : ""}`,
    "",
    "Thanks,",
    "{your name}",
    "",
    "Why it is written this way: it names their problem in their words, asks for a conversation rather than a sale, and is short enough to read on a phone. Send 20, expect 2 to 4 replies (a rule of thumb).",
  ];
}

function weekPlan(s: SubjectFacts): string[] {
  const buyer = s.buyer ? clause(s.buyer) : null;
  const scope = (s.weekendScope.length ? s.weekendScope : s.coreFeatures).map(noStop);
  const test = s.firstTest;
  return [
    `A 7-day plan for ${s.name}:`,
    buyer
      ? `Day 1: write down 30 buyers by name (${buyer})${s.channels[0] ? `, starting from ${noStop(s.channels[0])}` : ""}.`
      : "Day 1: name one kind of buyer (a job title or a kind of business) and write down 30 of them by name.",
    `Day 2: send 10 outreach e-mails (ask me for one) and book 3 conversations.`,
    `Day 3: a one-page site with the promise ("${noStop(s.kind === "report" ? clause(s.pitch) : s.pitch)}")${s.tiers[0] ? ` and the price (${s.tiers[0].name}, ${s.tiers[0].price})` : ""}, with a pre-order or waitlist button.`,
    `Day 4: build the smallest version${scope.length ? `: ${scope[0]}` : " that does the one job the people you spoke to asked for"}.`,
    `Day 5: ${scope[1] ? `finish ${lowerFirst(scope[1])}` : "finish the one workflow the buyer asked for most"}; hold the conversations you booked.`,
    "Day 6: send 10 more e-mails and show the first version to everyone who replied.",
    `Day 7: count: conversations, pre-orders, payments. ${test ? `Pass mark from your report: ${test.passMark}` : "Go on if at least 3 of 20 agreed to pay for a pilot (a rule of thumb); otherwise change the buyer, not the code."}`,
    ...(s.time ? ["", `For scale, our research puts the work at: ${s.time}`] : []),
  ];
}

function fit(s: SubjectFacts, facts: FounderFacts, profile: ChatInput["profile"]): string[] {
  const needs = [
    s.skills.length ? `skills: ${s.skills.join(", ")}` : null,
    s.time ? `time: ${s.time}` : null,
    s.costs ? `money: ${s.costs}` : null,
    s.difficulty !== null ? `launch difficulty ${s.difficulty}/10` : null,
  ].filter((x): x is string => Boolean(x));
  const lines = [`What ${s.name} takes${s.tab("Key Metrics")}:`, ...bullet(needs.length ? needs : ["our research does not say; judge from the first test in your report."])];
  const known = facts.roles.length > 0 || facts.hoursPerWeek !== null || facts.budget !== null;
  if (!known && !profile?.location) {
    lines.push(
      "",
      "To say whether it fits you I need to know about you, and your profile does not say. Tell me: your skills (which of the above you have), how many hours a week you can give it, your budget, and whether you know any of its buyers. For example: \"I'm a TypeScript developer with 10 hours a week and $300.\"",
    );
    return lines;
  }
  lines.push("", "What you have told me, against that:");
  const has = s.skills.filter((skill) => skill.toLowerCase().split(/[^a-z0-9+#.]+/).some((w) => w.length > 2 && facts.text.includes(w)));
  const missing = s.skills.filter((skill) => !has.includes(skill));
  if (facts.roles.length || has.length) lines.push(`- Skills: you mention ${[...facts.roles, ...has].join(", ")}.${missing.length ? ` Still needed: ${missing.join(", ")}.` : " That covers the list."}`);
  else lines.push("- Skills: you have not said which of these you have.");
  if (facts.hoursPerWeek !== null) {
    const weeks = s.weeksToMvp;
    lines.push(`- Time: ${facts.hoursPerWeek} hours a week.${weeks ? ` Our research expects a first version in about ${weeks} week${weeks === 1 ? "" : "s"} of full-time-ish work${facts.hoursPerWeek < 15 ? ", so expect two to three times that on evenings" : ""}.` : ""}`);
  } else lines.push("- Time: you have not said how many hours a week you have.");
  if (facts.budget !== null) lines.push(`- Money: $${facts.budget.toLocaleString("en-US")}.${s.costs ? ` The research's costs: ${s.costs}` : ""}`);
  if (profile?.location) {
    const places = [...new Set(s.triggers.map((t) => t.jurisdiction))];
    lines.push(`- Place: your profile says ${profile.location}.${places.length ? ` The dated rules behind this idea apply in ${places.join(", ")}; selling there from elsewhere is fine, but you will need to read those rules.` : ""}`);
  }
  const hard = (s.difficulty ?? 5) >= 7 || missing.length > 2 || (facts.hoursPerWeek !== null && facts.hoursPerWeek < 5);
  lines.push("", hard ? "On what you have said, it is a stretch: close the gaps above first, or pick an idea with fewer needs (ask me which ideas are easiest to build in a weekend)." : "On what you have said, it is within reach: the 7-day plan is the next step (ask me for it).");
  return lines;
}

function compare(a: SubjectFacts, b: IdeaFull | null | undefined): string[] {
  if (!b) return ["Which idea should I compare it with? Name it, or paste the link to its page (/ideas/...)."];
  const o = ideaFacts(b);
  const row = (label: string, x: string, y: string) => `- ${label}: ${x} vs ${y}`;
  const scores = (s: SubjectFacts) => s.scores ?? { opportunity: null, problem: null, feasibility: null, whyNow: null };
  const sa = scores(a);
  const sb = scores(o);
  const axes = [
    ["opportunity", sa.opportunity, sb.opportunity],
    ["problem", sa.problem, sb.problem],
    ["feasibility", sa.feasibility, sb.feasibility],
    ["why now", sa.whyNow, sb.whyNow],
  ] as const;
  const lines = [
    `${a.name} compared with ${o.name}:`,
    ...axes.map(([label, x, y]) => row(label, fmt(x), fmt(y))),
    row("launch difficulty", fmt(a.difficulty), fmt(o.difficulty)),
    row("weeks to a first version", a.weeksToMvp === null ? "unknown" : String(a.weeksToMvp), String(o.weeksToMvp)),
    row("buyer", a.buyer ? clause(a.buyer) : "not named", o.buyer ? clause(o.buyer) : "not named"),
    row("entry price", a.tiers[0] ? a.tiers[0].price : "not researched", o.tiers[0] ? o.tiers[0].price : "not researched"),
    row("main competitor", a.competitors[0]?.name ?? "none researched", o.competitors[0]?.name ?? "none researched"),
  ];
  const wins = axes.filter(([, x, y]) => x !== null && y !== null && x > y).map(([label]) => label);
  const losses = axes.filter(([, x, y]) => x !== null && y !== null && x < y).map(([label]) => label);
  lines.push(
    "",
    wins.length || losses.length
      ? `${a.name.startsWith("[") ? a.name : "Yours"} is stronger on ${wins.join(", ") || "no axis"} and weaker on ${losses.join(", ") || "no axis"}. For a solo founder, feasibility and difficulty decide what ships; opportunity decides whether it reaches $10K a month.`
      : "Our scores cannot separate them: the one whose buyer you can reach this week is the better start.",
  );
  return lines;
}

const RANK_LABEL: Record<RankedIdeas["request"]["by"], string> = {
  opportunity: "opportunity",
  problem: "problem",
  feasibility: "feasibility",
  whyNow: "why now",
  overall: "overall score",
  difficulty: "lowest launch difficulty",
  revenue: "revenue potential",
};

function rank(ranked: RankedIdeas | null | undefined): string[] {
  if (!ranked) return ["I could not rank the catalogue just now."];
  const { request } = ranked;
  const filters = [
    request.weekend ? "quick to build (a first version in two weeks or less at launch difficulty 5 or lower; each has a weekend scope to start from)" : null,
    request.category ? `in ${categoryLabel(request.category)}` : null,
    request.proPicks ? "Pro Picks only" : null,
  ].filter(Boolean);
  if (ranked.ideas.length === 0) {
    return [`No idea you can read in our catalogue is ${filters.join(", ") || "published yet"}. Loosen one filter and ask again.`];
  }
  const value = (idea: IdeaFull) =>
    request.by === "difficulty"
      ? `difficulty ${idea.executionDifficulty}/10`
      : request.by === "revenue"
        ? `up to $${idea.revenuePotential.max.toLocaleString("en-US")} a month`
        : `${RANK_LABEL[request.by]} ${request.by === "overall" ? idea.scores.overall : idea.scores[request.by]}/10`;
  return [
    `The ideas with the best ${RANK_LABEL[request.by]}${filters.length ? `, ${filters.join(", ")}` : ""} (${ranked.total} of the ideas you can read qualify):`,
    ...ranked.ideas.map((idea, index) => `${index + 1}. ${ideaLink(idea)}: ${value(idea)}${request.by === "feasibility" ? "" : `, feasibility ${idea.scores.feasibility}/10`}${request.by === "difficulty" ? "" : `, difficulty ${idea.executionDifficulty}/10`}, ${idea.timeToMvpWeeks} week${idea.timeToMvpWeeks === 1 ? "" : "s"} to a first version. ${idea.tagline}`),
    "",
    "Open one and ask me about it, or ask me to compare two of them.",
  ];
}

function market(s: SubjectFacts, idea: IdeaFull | null): string[] {
  const lines = [`Who buys ${s.name}${s.tab("Market Analysis")}: ${s.buyer ?? "the report does not name a buyer; name one before anything else."}`];
  if (idea) {
    const size = idea.analysis.market_size_analysis;
    lines.push(`Obtainable market${s.tab("Market Analysis")}: ${size.serviceable_obtainable_market}`);
    lines.push("", `Trends${s.tab("Market Analysis")}:`, ...bullet(idea.analysis.trends_analysis.key_trends.slice(0, 3)));
  }
  if (s.triggers.length) lines.push("", "Dated changes that make buyers act:", ...bullet(s.triggers.slice(0, 3).map((t) => `${t.date} (${t.jurisdiction}): ${t.summary}`)));
  return lines;
}

function build(s: SubjectFacts): string[] {
  const scope = s.weekendScope.length ? s.weekendScope : s.coreFeatures;
  if (scope.length === 0) return [`We have no researched build scope for ${s.name}. Build only the one workflow your first test needs, and sell it before adding a second.`];
  const lines = [`What to build first for ${s.name}${s.tab("Execution Plan")}:`, ...bullet(scope.slice(0, 5))];
  if (s.coreFeatures.length && s.weekendScope.length) lines.push("", `Then the core features: ${s.coreFeatures.slice(0, 4).join("; ")}.`);
  if (s.time || s.costs) lines.push("", `What it takes${s.tab("Key Metrics")}: ${[s.time, s.costs].filter(Boolean).join(" ")}`);
  return lines;
}

function risks(s: SubjectFacts, idea: IdeaFull | null): string[] {
  const lines = [`The risks for ${s.name}:`];
  if (s.risks.length) lines.push(...bullet(s.risks.slice(0, 4)));
  if (s.scores) {
    const axes = Object.entries(s.scores).filter((e): e is [string, number] => e[1] !== null);
    const weakest = axes.sort((x, y) => x[1] - y[1])[0];
    if (weakest) lines.push(`- Its weakest score is ${weakest[0] === "whyNow" ? "why now" : weakest[0]} at ${weakest[1]}/10: that is where it is most likely to fail.`);
  }
  if (s.competitors[0]) lines.push(`- ${s.competitors[0].name} already sells to this buyer${s.competitorsFrom ? ` (in ${s.competitorsFrom})` : ""}.`);
  if (idea) lines.push("", `Evidence and caveats our research recorded${s.tab("Key Metrics")}: ${idea.analysis.proof_signals}`);
  return lines;
}

function sources(s: SubjectFacts): string[] {
  if (s.sources.length === 0) return [`We hold no sources for ${s.name}${s.kind === "report" ? ": your report was not matched to an idea we researched" : ""}.`];
  return [`The sources behind ${s.name}:`, ...s.sources.slice(0, 8).map((src, i) => `${i + 1}. ${src.title} (${src.url})${src.supports ? `: ${src.supports}` : ""}`)];
}

function channels(s: SubjectFacts): string[] {
  if (!s.channels.length) return firstCustomers(s);
  return [`Channels for ${s.name}${s.pricingFrom ? ` (from ${s.pricingFrom})` : s.tab("Execution Plan")}:`, ...bullet(s.channels), ...(s.launch ? ["", `Launch${s.tab("Execution Plan")}: ${s.launch}`] : [])];
}

function overview(s: SubjectFacts, idea: IdeaFull | null, input: ChatInput): string[] {
  if (input.report) {
    const r = input.report;
    return [`Your idea, as your report judged it: ${r.verdict}. ${r.verdictReasons[0] ?? ""}`, "", r.summary];
  }
  const lines = [`${s.name}: ${s.pitch}`];
  if (s.scores) lines.push(`Scores: opportunity ${fmt(s.scores.opportunity)}, problem ${fmt(s.scores.problem)}, feasibility ${fmt(s.scores.feasibility)}, why now ${fmt(s.scores.whyNow)}; launch difficulty ${fmt(s.difficulty)}.`);
  if (s.problem) lines.push("", `The problem${s.tab("Overview")}: ${s.problem}`);
  if (idea) lines.push("", `Why now${s.tab("Overview")}: ${idea.analysis.why_now.split(/(?<=\.)\s/).slice(0, 2).join(" ")}`);
  return lines;
}

function answerAbout(intent: ChatIntent, s: SubjectFacts, idea: IdeaFull | null, input: ChatInput, facts: FounderFacts): string[] {
  switch (intent) {
    case "competition":
      return competition(s);
    case "pricing":
      return pricing(s);
    case "first_customers":
      return firstCustomers(s);
    case "outreach":
      return outreach(s);
    case "week_plan":
      return weekPlan(s);
    case "fit":
      return fit(s, facts, input.profile);
    case "compare":
      return compare(s, input.other);
    case "rank":
      return rank(input.ranked);
    case "market":
      return market(s, idea);
    case "build":
      return build(s);
    case "risks":
      return risks(s, idea);
    case "sources":
      return sources(s);
    case "channels":
      return channels(s);
    case "overview":
      return overview(s, idea, input);
  }
}

export function answerChat(input: ChatInput): string {
  const { messages, idea, closest, report } = input;
  const userMessages = messages.filter((m) => m.role === "user").map((m) => m.content);
  const question = userMessages.at(-1) ?? "";
  const intent = input.intent ?? chatIntent(question);
  const tail = input.firstAnswer ? ["", CHAT_DISCLAIMER, SUGGESTIONS] : [];
  const facts = founderFacts(userMessages);

  if (intent === "rank") return [...rank(input.ranked), ...tail].join("\n");
  const subject = report ? reportFacts(report, closest) : idea ? ideaFacts(idea) : null;
  if (subject) {
    // A comparison in a general chat with no idea to compare from: the first is the subject.
    return [...answerAbout(intent, subject, report ? null : idea, input, facts), ...tail].join("\n");
  }
  if (intent === "compare" && input.other) {
    return [`Which idea should I compare ${ideaLink(input.other)} with? Name the second one, or open a chat from its page.`, ...tail].join("\n");
  }
  if (closest.length === 0) {
    return [
      "Nothing in our catalogue matches your question closely enough to answer from our research, so I will not borrow from unrelated ideas.",
      "",
      "Describe the buyer and the problem (for example \"invoicing for small landscaping companies\"), ask which ideas score best on something (\"which ideas have the best feasibility for a weekend build?\"), or open an idea or one of your reports and start a chat from it.",
      ...tail,
    ].join("\n");
  }
  // Several close ideas and no subject yet: say which ones, answer about the closest.
  const [top, ...rest] = closest;
  return [
    ...(rest.length ? [`The closest ideas we have researched: ${closest.slice(0, 3).map(ideaLink).join(", ")}. About the closest:`, ""] : []),
    ...answerAbout(intent, ideaFacts(top!), top!, input, facts),
    ...tail,
  ].join("\n");
}
