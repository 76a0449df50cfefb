import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it, vi } from "vitest";
import { ERROR_CATALOGUE } from "@shared/errors";
import { mockFetch, unauthorized, type MockReply, type MockRoutes } from "@web/test/fetch-mock";
import { meFor } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { IdeaDetailPage } from "../idea-detail-page";
import { fullDetail, fullIdea, teaserDetail } from "./test-fixtures";

const idea = fullIdea();
const SLUG = idea.slug;
const PATH = `/ideas/${SLUG}`;
const routes: RouteObject[] = [
  { path: "/ideas/:slug", element: <IdeaDetailPage /> },
  { path: "/login", element: <h1>Sign in page</h1> },
];

function renderDetail(detail: MockRoutes[string], me: MockReply = unauthorized, extra: MockRoutes = {}) {
  const mock = mockFetch({
    "GET /api/v1/me": me,
    [`GET /api/v1/ideas/${SLUG}`]: detail,
    [`POST /api/v1/ideas/${SLUG}/views`]: { body: { counted: true } },
    ...extra,
  });
  const rendered = renderRoutes(routes, PATH);
  return { ...mock, ...rendered };
}

describe("IdeaDetailPage", () => {
  it("shows the loading state, then the idea, and counts one view", async () => {
    const { calls } = renderDetail({ body: fullDetail() }, { body: meFor({ tier: "pro" }) });
    expect(screen.getByText("Loading idea details...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: idea.title })).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST" && call.path.endsWith("/views"))).toHaveLength(1);
  });

  it("gives a visitor the teaser: header, scores, the first paragraph and an upgrade panel, no tabs", async () => {
    renderDetail({ body: teaserDetail() });
    expect(await screen.findByRole("heading", { level: 1, name: idea.title })).toBeInTheDocument();
    expect(screen.getByText("Pro Pick")).toBeInTheDocument();
    for (const name of ["Opportunity", "Problem", "Feasibility", "Why Now"]) {
      expect(screen.getByRole("heading", { level: 3, name })).toBeInTheDocument();
    }
    expect(screen.getByRole("heading", { name: "The Problem" })).toBeInTheDocument();
    expect(screen.getByText(idea.problemNarrative.split("\n\n")[0]!)).toBeInTheDocument();

    const panel = screen.getByRole("region", { name: "Unlock the full analysis" });
    expect(within(panel).getByRole("link", { name: "See plans and pricing" })).toHaveAttribute("href", "/pricing");
    expect(within(panel).getByRole("link", { name: "Sign in" })).toHaveAttribute("href", `/login?redirect=${encodeURIComponent(PATH)}`);

    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
    expect(screen.queryByRole("tab")).not.toBeInTheDocument();
    expect(screen.queryByText(idea.analysis.market_gap)).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "The Solution" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Weekend MVP Scope" })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(idea.solutionOverview.slice(0, 60));
    for (const link of screen.getAllByRole("link", { name: "Upgrade to Pro" })) expect(link).toHaveAttribute("href", "/pricing");
    expect(screen.queryByRole("button", { name: /Export/ })).not.toBeInTheDocument();
  });

  it("gives a Pro member the six tabs, Overview first, and the member actions", async () => {
    renderDetail({ body: fullDetail() }, { body: meFor({ tier: "pro" }) });
    const tabs = await screen.findAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Overview", "Market Analysis", "Competition", "Business Model", "Execution Plan", "Key Metrics"]);
    expect(screen.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("heading", { name: "The Solution" })).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "AI Chat" })).toHaveAttribute("href", `/ai-chat/${idea.id}`);
    expect(screen.queryByRole("link", { name: "Upgrade to Pro" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Export JSON" })).toHaveAttribute("href", `/api/v1/ideas/${SLUG}/export?format=json`);

    // The tabs after Overview load on first use (issue 30's first-visit budget).
    await userEvent.click(screen.getByRole("tab", { name: "Competition" }));
    expect(await screen.findByText(idea.analysis.market_gap)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: idea.analysis.competitive_landscape.direct_competitors[0]!.name })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("tab", { name: "Execution Plan" }));
    expect(await screen.findByRole("link", { name: /Open the AI builder/ })).toHaveAttribute("href", `/idea-builder/${idea.id}`);

    await userEvent.click(screen.getByRole("tab", { name: "Key Metrics" }));
    expect(await screen.findByText(`${idea.evidence.sources} sources`)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`${idea.evidence.claimsChecked} claims? checked against them`))).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/hours of research|Research\s*\d/);
  });

  it("shows what the research amounts to and leaves out metrics nobody measured", async () => {
    const unmeasured = fullIdea();
    const detail = fullDetail({
      evidence: { sources: 7, claimsChecked: 6, lastVerifiedAt: "2026-11-20" },
      primaryKeyword: { term: unmeasured.primaryKeyword!.term, monthlyVolume: 0, growthRate: 0 },
      analysis: {
        ...unmeasured.analysis,
        community_signals: {
          ...unmeasured.analysis.community_signals,
          reddit: { subreddits: ["r/smallbusiness"], total_members: null, monthly_posts: 420 },
          facebook: { groups: ["Shop owners UK"], total_members: null },
        },
      },
    });
    renderDetail({ body: detail }, { body: meFor({ tier: "pro" }) });
    await userEvent.click(await screen.findByRole("tab", { name: "Key Metrics" }));
    expect(await screen.findByText("7 sources")).toBeInTheDocument();
    const hint = screen.getByText(/6 claims checked against them/);
    expect(hint).toHaveTextContent("6 claims checked against them, last verified Nov 20, 2026");
    // Only the count a source gave: the posts, not the members nobody counted.
    expect(screen.getByText("posts a month", { exact: false })).toHaveTextContent("420 posts a month");
    expect(screen.queryByText(/members/)).not.toBeInTheDocument();
    expect(screen.getByText("Shop owners UK")).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/not measured/i);

    await userEvent.click(screen.getByRole("tab", { name: "Market Analysis" }));
    expect(await screen.findByText(unmeasured.primaryKeyword!.term)).toBeInTheDocument();
    expect(screen.queryByText("Monthly searches")).not.toBeInTheDocument();
    expect(screen.queryByText("Growth")).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/not measured/i);
  });

  it("shows triggers on a timeline relative to the viewer's today, and buyers' quotes with their place and date", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 27, 15, 0)); // Nov 27, 2026, the viewer's local afternoon
    try {
      const detail = fullDetail({
        analysis: {
          ...idea.analysis,
          triggers: [
            { date: "2026-12-18", kind: "filing", jurisdiction: "US-CA", summary: "First annual registration is due with the state.", source_url: "https://example.gov/filing" },
            {
              date: "2026-09-27",
              kind: "effective",
              jurisdiction: "US",
              summary: "The federal rule took effect for covered sellers.",
              source_url: "https://example.gov/rule",
              outcome: "It took effect on time; the agency published a compliance guide.",
            },
          ],
          buyer_voice: [{ url: "https://www.reddit.com/r/smallbusiness/comments/abc", place: "r/smallbusiness thread", date: "2026-08-14", quote: "Nobody at the agency can tell me which form applies to us." }],
        },
      });
      renderDetail({ body: detail }, { body: meFor({ tier: "pro" }) });
      const timeline = await screen.findByRole("region", { name: "Timeline" });
      // The distance from today appears once the page is mounted (the server cannot know the viewer's day).
      await within(timeline).findByText("passed 2 months ago");
      const items = within(timeline).getAllByRole("listitem");
      // Oldest first, each with its date, how far it is from today, and the outcome once passed.
      expect(items[0]).toHaveTextContent("Sep 27, 2026passed 2 months ago");
      expect(items[0]).toHaveTextContent("Outcome: It took effect on time; the agency published a compliance guide.");
      expect(items[1]).toHaveTextContent("Dec 18, 2026in 3 weeks");
      expect(items[1]).toHaveTextContent("Filing deadline · US-CA");
      expect(within(items[1]!).getByRole("link", { name: /Source/ })).toHaveAttribute("href", "https://example.gov/filing");

      const voices = screen.getByRole("region", { name: "In Buyers' Words" });
      expect(within(voices).getByText(/Nobody at the agency can tell me/)).toBeInTheDocument();
      expect(within(voices).getByRole("link", { name: /r\/smallbusiness thread/ })).toHaveAttribute("href", "https://www.reddit.com/r/smallbusiness/comments/abc");
      expect(within(voices).getByText("Aug 14, 2026")).toHaveAttribute("datetime", "2026-08-14");
    } finally {
      vi.useRealTimers();
    }
  });

  it("moves between tabs with the arrow keys", async () => {
    renderDetail({ body: fullDetail() }, { body: meFor({ tier: "pro" }) });
    const overview = await screen.findByRole("tab", { name: "Overview" });
    overview.focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Market Analysis" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "Market Analysis" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText(idea.analysis.market_size_analysis.total_addressable_market)).toBeInTheDocument();
  });

  it("shows a Starter member Export and Upgrade to Pro, and the builder box's upgrade note", async () => {
    renderDetail({ body: fullDetail({ isProPick: false }) }, { body: meFor({ tier: "starter" }) });
    await userEvent.click(await screen.findByRole("button", { name: /Export/ }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Export JSON" })).toHaveAttribute("href", `/api/v1/ideas/${SLUG}/export?format=json`);
    expect(within(menu).getByRole("menuitem", { name: "Export PDF" })).toHaveAttribute("href", `/api/v1/ideas/${SLUG}/export?format=pdf`);
    await userEvent.keyboard("{Escape}");
    expect(screen.getAllByRole("link", { name: "Upgrade to Pro" })[0]).toHaveAttribute("href", "/pricing");
    expect(screen.queryByRole("link", { name: "AI Chat" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Execution Plan" }));
    expect(await screen.findByText("Pro feature - Upgrade to access AI builder")).toBeInTheDocument();
  });

  it("opens the upgrade prompt for Build Now when the viewer has no builder", async () => {
    renderDetail({ body: teaserDetail() }, { body: meFor({ tier: "free" }) });
    await userEvent.click(await screen.findByRole("button", { name: "Build Now" }));
    const dialog = await screen.findByRole("dialog", { name: "Upgrade to use Build Now" });
    expect(within(dialog).getByRole("link", { name: "See plans and pricing" })).toHaveAttribute("href", "/pricing");
  });

  it("marks today's free idea", async () => {
    renderDetail({ body: fullDetail({ isDaily: true }) });
    expect(await screen.findByText("Free today")).toBeInTheDocument();
  });

  it("shows 'Idea not found' with Try Again and Browse Ideas for an unknown idea", async () => {
    renderDetail({ status: 404, body: { error: { code: "NOT_FOUND", message: "Idea not found" } } });
    expect(await screen.findByRole("heading", { level: 1, name: "Idea not found" })).toBeInTheDocument();
    expect(screen.getByText(ERROR_CATALOGUE.NOT_FOUND.message)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try Again" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse Ideas" })).toHaveAttribute("href", "/browse");
  });

  it("recovers from a load error with Try Again", { timeout: 15_000 }, async () => {
    let fail = true;
    renderDetail(() => (fail ? { status: 500, body: { error: { code: "SERVER", message: "Server error" } } } : { body: fullDetail() }));
    // useIdea retries twice before it gives up.
    expect(await screen.findByRole("heading", { level: 1, name: "Idea not found" }, { timeout: 8_000 })).toBeInTheDocument();
    expect(screen.getByText(ERROR_CATALOGUE.LOAD_IDEA.message)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { level: 1, name: idea.title })).toBeInTheDocument();
  });

  it("sends a visitor who saves to sign in, coming back here", async () => {
    const { router } = renderDetail({ body: teaserDetail() });
    await userEvent.click(await screen.findByRole("button", { name: "Save Idea" }));
    expect(await screen.findByText("Please sign in to save ideas")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(PATH)}`);
  });

  it("saves and unsaves for a signed-in user", async () => {
    let saved = false;
    const { calls } = renderDetail(() => ({ body: fullDetail({ isSaved: saved, saveCount: saved ? 2 : 1 }) }), { body: meFor() }, {
      "POST /api/v1/saved": () => {
        saved = true;
        return { body: { saved: true, added: true } };
      },
      [`DELETE /api/v1/saved/${idea.id}`]: () => {
        saved = false;
        return { body: { saved: false } };
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Save Idea" }));
    expect(await screen.findByText("Added to saved ideas")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Saved" })).toBeInTheDocument();
    expect(screen.getByText("2 saves")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST" && call.path === "/api/v1/saved")?.body).toEqual({ ideaId: idea.id });

    await userEvent.click(screen.getByRole("button", { name: "Saved" }));
    expect(await screen.findByText("Removed from saved ideas")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Save Idea" })).toBeInTheDocument();
  });

  it("says so when saving fails", async () => {
    renderDetail({ body: fullDetail() }, { body: meFor() }, { "POST /api/v1/saved": { status: 500, body: { error: { code: "SERVER", message: "boom" } } } });
    await userEvent.click(await screen.findByRole("button", { name: "Save Idea" }));
    expect(await screen.findByText("Unable to save idea. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save Idea" })).toBeInTheDocument();
  });

  it("copies the link when the device has no share sheet", async () => {
    // jsdom has no navigator.share; user-event provides the clipboard.
    const user = userEvent.setup();
    renderDetail({ body: fullDetail() });
    await user.click(await screen.findByRole("button", { name: "Share" }));
    expect(await screen.findByText("Link copied to clipboard!")).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}${PATH}`);
  });

  it("uses the device's share sheet when there is one", async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal("navigator", Object.assign(Object.create(navigator), { share }));
    renderDetail({ body: fullDetail() });
    await userEvent.click(await screen.findByRole("button", { name: "Share" }));
    await waitFor(() => expect(share).toHaveBeenCalledWith({ title: idea.title, text: idea.tagline, url: `${window.location.origin}${PATH}` }));
    expect(screen.queryByText("Link copied to clipboard!")).not.toBeInTheDocument();
  });
});
