import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ScoreHistory } from "./score-history";

const scores = { opportunity: 8.6, problem: 8.3, feasibility: 7.4, whyNow: 9.4 };

describe("ScoreHistory", () => {
  it("shows each re-scoring with its date, what moved and why", () => {
    render(
      <ScoreHistory
        changes={[{ changedAt: "2026-11-22T12:00:00.000Z", previous: scores, current: { ...scores, opportunity: 6.1 }, reason: "Three competitors already sell upload links." }]}
      />,
    );
    expect(screen.getByText("Score history (1)")).toBeInTheDocument();
    expect(screen.getByText(/Opportunity 8\.6 → 6\.1/)).toBeInTheDocument();
    expect(screen.getByText("Three competitors already sell upload links.")).toBeInTheDocument();
    expect(screen.queryByText(/Problem/)).not.toBeInTheDocument();
  });

  it("shows nothing for an idea never re-scored", () => {
    const { container } = render(<ScoreHistory changes={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
