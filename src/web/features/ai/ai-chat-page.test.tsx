import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, type MockRoutes } from "@web/test/fetch-mock";
import { meFor, publicConfig } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { routes } from "@web/app/routes";

const SESSION = "3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b";
const GROUNDING = [{ slug: "condo-document-risk-reader-for-buyers", title: "Condo Document Risk Reader", category: "real-estate", competitors: [] }];
const usage = (remaining: number) => ({ body: { data: { used: 20 - remaining, limit: 20, remaining, resetsAt: "2026-12-01T00:00:00.000Z", subscriptionTier: "pro" } } });

function renderChat(extra: MockRoutes, remaining = 20) {
  const mock = mockFetch({
    "GET /api/v1/me": { body: meFor({ tier: "pro" }) },
    "GET /api/v1/public-config": { body: publicConfig },
    "GET /api/v1/ai-chat/usage": usage(remaining),
    "GET /api/v1/ai/engine": { body: { data: { engine: "builtin", model: null } } },
    "GET /api/v1/ai-chat/sessions": { body: { data: [] } },
    ...extra,
  });
  return { ...renderRoutes(routes, "/ai-chat"), ...mock };
}

async function ask(question: string) {
  const box = await screen.findByRole("textbox", { name: "Message" }, { timeout: 10_000 });
  fireEvent.change(box, { target: { value: question } });
  fireEvent.keyDown(box, { key: "Enter" });
  return box;
}

describe("the AI Strategist page", () => {
  it("streams an answer into a new chat, puts its session in the URL, and links the ideas it drew on", async () => {
    const { router, calls } = renderChat({
      "POST /api/v1/ai-chat/message": {
        events: [
          { type: "start", sessionId: SESSION, engine: "builtin", grounding: GROUNDING },
          { type: "delta", text: "Price it per building, " },
          { type: "delta", text: "not per unit." },
          { type: "done" },
        ],
      },
    });
    const box = await ask("How should I price a condo document reader?");

    expect(await screen.findByText("Price it per building, not per unit.")).toBeInTheDocument();
    expect(screen.getByText("How should I price a condo document reader?")).toBeInTheDocument();
    expect(box).toHaveValue("");
    const post = calls.find((call) => call.method === "POST");
    expect(post?.body).toEqual({ message: "How should I price a condo document reader?" });
    await waitFor(() => expect(router.state.location.search).toBe(`?session=${SESSION}`));
    const drawn = screen.getByText(/Drawn from:/);
    expect(within(drawn).getByRole("link", { name: "Condo Document Risk Reader" })).toHaveAttribute("href", "/ideas/condo-document-risk-reader-for-buyers");
    expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
  });

  it("puts the question back in the box and shows why when the send fails", async () => {
    renderChat({
      "POST /api/v1/ai-chat/message": { status: 503, body: { error: { code: "AI_UNAVAILABLE", message: "The AI service is not available right now. Try again in a minute." } } },
    });
    const box = await ask("Which ideas suit a weekend build?");

    expect(await screen.findByText("The AI service is not available right now. Try again in a minute.")).toBeInTheDocument();
    expect(box).toHaveValue("Which ideas suit a weekend build?");
    expect(screen.queryByText("You said:")).not.toBeInTheDocument();
  });

  it("keeps the question when the answer fails before its first word", async () => {
    const { router } = renderChat({
      "POST /api/v1/ai-chat/message": {
        events: [
          { type: "start", sessionId: SESSION, engine: "model", grounding: [] },
          { type: "error", message: "The model did not answer. Your message was not counted." },
        ],
      },
    });
    const box = await ask("Give me a 7-day plan");

    expect(await screen.findByText("The model did not answer. Your message was not counted.")).toBeInTheDocument();
    expect(box).toHaveValue("Give me a 7-day plan");
    // The server removed the new chat its failed first answer started: the URL does not keep it.
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("at the monthly limit, closes the box and says when it resets", async () => {
    const { calls } = renderChat({}, 0);
    expect(await screen.findByText(/You've reached your monthly chat limit of 20 chats\. It resets on/, {}, { timeout: 10_000 })).toBeInTheDocument();
    const box = screen.getByRole("textbox", { name: "Message" });
    expect(box).toBeDisabled();
    expect(box).toHaveAttribute("placeholder", "Monthly limit reached");
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });
});
