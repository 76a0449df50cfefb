import { describe, expect, it } from "vitest";
import { chatIntent, founderFacts, rankRequest, subjectTerms } from "./analyst-chat-intents";

describe("what a founder's chat message asks", () => {
  it("reads each kind of question, most specific first", () => {
    const cases: [string, string][] = [
      ["Which idea has the best feasibility I could build in a weekend?", "rank"],
      ["Top 5 fintech ideas by opportunity", "rank"],
      ["What's the best way to price this idea?", "pricing"],
      ["Compare it with /ideas/slack-decision-log", "compare"],
      ["Write a cold e-mail about the pricing", "outreach"],
      ["Give me a 7-day plan", "week_plan"],
      ["Is this a fit for me?", "fit"],
      ["How do I get my first ten customers?", "first_customers"],
      ["Who are the competitors?", "competition"],
      ["How should I price it?", "pricing"],
      ["What sources is this based on?", "sources"],
      ["What are the risks?", "risks"],
      ["What do I build this weekend?", "build"],
      ["How big is the market?", "market"],
      ["Which channels should I use?", "channels"],
      ["Tell me more", "overview"],
    ];
    for (const [message, intent] of cases) expect(chatIntent(message), message).toBe(intent);
  });

  it("finds no subject in a follow-up, and the subject in a new topic", () => {
    expect(subjectTerms("How should I price it?")).toEqual([]);
    expect(subjectTerms("Who are the competitors?")).toEqual([]);
    expect(subjectTerms("Pricing for mobile dog groomers")).toEqual(["mobil", "dog", "groomer"]);
  });

  it("reads a ranking's score and filters", () => {
    expect(rankRequest("Which idea has the best feasibility I could build in a weekend?")).toEqual({ by: "feasibility", weekend: true, category: null, proPicks: false });
    expect(rankRequest("Top fintech ideas by opportunity")).toMatchObject({ by: "opportunity", category: "fintech", weekend: false });
    expect(rankRequest("best Pro Picks ideas")).toMatchObject({ by: "overall", proPicks: true });
  });

  it("reads what founders say about themselves", () => {
    expect(founderFacts(["I'm a TypeScript developer with 10 hours a week and $1,500."])).toMatchObject({ hoursPerWeek: 10, budget: 1500, roles: ["developer"] });
    expect(founderFacts(["Tell me more"])).toMatchObject({ hoursPerWeek: null, budget: null, roles: [] });
  });
});
