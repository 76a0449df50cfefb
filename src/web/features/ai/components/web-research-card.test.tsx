import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { WebResearch } from "@shared/schemas/web-research";
import { WebResearchCard } from "./web-research-card";

const PAGE = { url: "https://moego.pet/mobile-grooming", title: "MoeGo for mobile groomers", snippet: "Route planning for groomers.", published: "2026-05-02", accessed: "2026-11-27" };

describe("the web research card", () => {
  it("lists the searches, the cited page as a link with its dates, then the pages not cited", () => {
    const research: WebResearch = {
      provider: "SearXNG at http://search.local",
      queries: ["mobile groomer software"],
      pages: [
        { ...PAGE, n: 1, cited: true },
        { ...PAGE, n: 2, url: "https://example.org/forum", title: "A groomers' forum", published: null, cited: false },
      ],
      failures: ['"groomer prices": the search engine answered 502'],
    };
    render(<WebResearchCard research={research} />);
    expect(screen.getByText(/searched for/)).toHaveTextContent("“mobile groomer software”");
    const cited = screen.getByText("Pages the report cites").parentElement!;
    expect(within(cited).getByRole("link", { name: "MoeGo for mobile groomers" })).toHaveAttribute("href", PAGE.url);
    expect(cited).toHaveTextContent("[W1]");
    expect(cited).toHaveTextContent(/Dated .*2026/);
    const other = screen.getByText("Also shown to the model, not cited").parentElement!;
    expect(within(other).getByRole("link", { name: "A groomers' forum" })).toBeInTheDocument();
    expect(other).toHaveTextContent("Undated.");
    expect(screen.getByText(/answered 502/)).toBeInTheDocument();
  });

  it("says plainly when no search engine is configured, and when the model chose not to search", () => {
    const { unmount } = render(<WebResearchCard research={{ provider: null, queries: [], pages: [], failures: [] }} />);
    expect(screen.getByText(/did not search the web: no search engine is configured/)).toBeInTheDocument();
    expect(screen.queryByRole("link")).toBeNull();
    unmount();
    render(<WebResearchCard research={{ provider: "SearXNG at http://search.local", queries: [], pages: [], failures: [] }} />);
    expect(screen.getByText("The model did not search the web for this report.")).toBeInTheDocument();
  });
});
