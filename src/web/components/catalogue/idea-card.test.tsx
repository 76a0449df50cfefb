import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import { IdeaCard } from "./idea-card";
import { ideaCard } from "@web/test/catalogue-fixtures";

function renderCard(card = ideaCard()) {
  const router = createMemoryRouter([{ path: "/", element: <IdeaCard idea={card} headingLevel={3} /> }]);
  render(<RouterProvider router={router} />);
}

describe("IdeaCard", () => {
  it.each([
    [1, "1/10", "text-emerald-800", "Easy"],
    [3, "3/10", "text-emerald-800", "Easy"],
    [4, "4/10", "text-amber-800", "Moderate"],
    [7, "7/10", "text-amber-800", "Moderate"],
    [8, "8/10", "text-red-800", "Hard"],
  ])("colours difficulty %i as the spec says", (difficulty, text, tone, label) => {
    renderCard(ideaCard({ executionDifficulty: difficulty }));
    const badge = screen.getByText(text);
    expect(badge).toHaveClass(tone);
    expect(badge).toHaveTextContent(label);
  });

  it("links the whole card by its title and shows the figures", () => {
    renderCard(ideaCard({ slug: "pickle-queue", title: "Pickle Queue", revenueMax: 95_400, viewCount: 1, timeToMvpWeeks: 1, category: "creator" }));
    expect(screen.getByRole("heading", { level: 3, name: "Pickle Queue" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Pickle Queue" })).toHaveAttribute("href", "/ideas/pickle-queue");
    expect(screen.getByText("$95K")).toBeInTheDocument();
    expect(screen.getByText("1 week")).toBeInTheDocument();
    expect(screen.getByText("Creator Economy")).toBeInTheDocument();
    expect(screen.queryByText("Pro Pick")).not.toBeInTheDocument();
  });
});
