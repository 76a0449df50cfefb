import { describe, expect, it } from "vitest";
import type { IdeaFull } from "../../../shared/schemas/idea-api";
import { planChatTurn, type TurnDeps, type TurnInput } from "./chat-turn";

/** Only what planning reads of an idea: its id, slug, title and tagline. */
const idea = (slug: string, title: string, tagline: string) => ({ id: `id-${slug}`, slug, title, tagline }) as unknown as IdeaFull;

const prepCenters = idea(
  "prep-center-job-board-for-small-fba-sellers",
  "Prep Center Job Board for Small FBA Sellers",
  "Post an inbound prep job once, get priced bids from prep centers with capacity in the seller's ship window, and rank them by how their shipments actually checked in at Amazon.",
);
const dentists = idea("dental-recall-texts", "Dental Recall Texts", "Recall reminders that fill a small practice's empty chairs.");

/** A catalogue of two ideas: match finds those sharing two or more words with the text. */
function catalogue(): TurnDeps & { rankings: number } {
  const ideas = [prepCenters, dentists];
  const words = (text: string) => new Set(text.toLowerCase().match(/[a-z]{4,}/g) ?? []);
  const deps = {
    rankings: 0,
    async match(text: string) {
      const asked = words(text);
      return ideas.filter((candidate) => [...words(`${candidate.title} ${candidate.tagline}`)].filter((word) => asked.has(word)).length >= 2);
    },
    async readableBySlug(slug: string) {
      return ideas.find((candidate) => candidate.slug === slug) ?? null;
    },
    async rank() {
      deps.rankings += 1;
      return { ideas: [], total: 0 } as unknown as Awaited<ReturnType<TurnDeps["rank"]>>;
    },
  };
  return deps;
}

const turn = (message: string, topic: IdeaFull | null = null): TurnInput => ({ message, history: [], idea: null, report: null, reportIdeas: [], topic });

describe("planning a general chat turn", () => {
  it("reads a pasted idea as the subject, not its tagline's words as the question (a tagline saying 'rank them' asks for no ranking)", async () => {
    const deps = catalogue();
    const plan = await planChatTurn(deps, turn(`What do you make of this: ${prepCenters.title}. ${prepCenters.tagline}`));
    expect(plan).toMatchObject({ intent: "overview", topicId: prepCenters.id });
    expect(plan.closest[0]).toBe(prepCenters);
    expect(deps.rankings).toBe(0);
  });

  it("still reads the founder's own question around a pasted idea", async () => {
    const plan = await planChatTurn(catalogue(), turn(`Who are the competitors of ${prepCenters.title}?`));
    expect(plan).toMatchObject({ intent: "competition", topicId: prepCenters.id });
  });

  it("still ranks when the founder's own words ask for a ranking", async () => {
    const deps = catalogue();
    const plan = await planChatTurn(deps, turn("Rank the ideas by feasibility for a weekend build"));
    expect(plan.intent).toBe("rank");
    expect(deps.rankings).toBe(1);
  });
});
