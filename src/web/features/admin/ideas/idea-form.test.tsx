import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { IdeaFormValue } from "@shared/schemas/admin-ideas";
import { IdeaForm } from "./idea-form";
import { stateFromValue, valueFromState } from "./idea-form-fields";

const idea: IdeaFormValue = {
  slug: "cash-flow-radar",
  title: "Cash Flow Radar",
  tagline: "Weekly cash forecasts for freelancers",
  category: "fintech",
  status: "published",
  tags: ["finance", "freelancers"],
  is_pro_pick: true,
  is_featured: false,
  research_hours: 12.5,
  scores: { opportunity: 8.5, problem: 7, feasibility: 9, why_now: 6 },
  revenue_potential: { min: 1000, max: 20000, monthly_estimate: 5000 },
  primary_keyword: { term: "cash flow forecast", monthly_volume: 2400, growth_rate: 35 },
  problem_narrative: "First paragraph.\n\nSecond paragraph.",
  trends_analysis: { key_trends: ["One trend here", "Two trend here", "Three trend here"] },
  competitive_landscape: {
    competitive_advantage: "Built for one person businesses.",
    direct_competitors: [{ name: "Float", strengths: ["Mature", "Integrations"], weaknesses: ["Pricey"] }],
  },
  community_signals: {
    reddit: { subreddits: ["r/freelance"], total_members: 500000, monthly_posts: null },
    facebook: { groups: [], total_members: null },
    youtube: { channels: ["Some channel"], score: 6 },
  },
};

describe("the idea form's value", () => {
  it("comes back unchanged through the form's text state (lists, groups, numbers, nulls, flags)", () => {
    expect(valueFromState(stateFromValue(idea), idea)).toEqual(idea);
  });

  it("leaves out what was emptied, so a draft may be saved incomplete", () => {
    const state = stateFromValue(idea);
    state.fields.problem_narrative = "  ";
    state.fields["trends_analysis.key_trends"] = "\n\n";
    state.groups.competitors = [{ name: "", strengths: "", weaknesses: "" }];
    const value = valueFromState(state, idea);
    expect(value.problem_narrative).toBeUndefined();
    expect(value.trends_analysis).toBeUndefined();
    expect(value.competitive_landscape).toEqual({ competitive_advantage: "Built for one person businesses." });
  });
});

// A form with every idea field is a large DOM for jsdom: these tests get more than the default 5 s.
describe("IdeaForm", { timeout: 30_000 }, () => {
  it("asks for the required fields before submitting", async () => {
    const onSubmit = vi.fn();
    render(<IdeaForm initial={{}} onSubmit={onSubmit} submitLabel="Create idea" />);
    await userEvent.click(screen.getByRole("button", { name: "Create idea" }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText("Please fill in all required fields").length).toBeGreaterThan(1);
    expect(screen.getByLabelText("Title (required)")).toHaveAttribute("aria-invalid", "true");

    await userEvent.type(screen.getByLabelText("Title (required)"), "A new idea");
    await userEvent.type(screen.getByLabelText("Tagline (required)"), "Its tagline");
    await userEvent.selectOptions(screen.getByLabelText("Category (required)"), "saas");
    await userEvent.type(screen.getByLabelText("Core MVP features"), "Sign-up flow{enter}Billing page{enter}");
    await userEvent.click(screen.getByRole("button", { name: "Create idea" }));
    expect(onSubmit).toHaveBeenCalledWith({ title: "A new idea", tagline: "Its tagline", category: "saas", status: "draft", mvp_features: { core_features: ["Sign-up flow", "Billing page"] } });
  });

  it("edits every section, groups included, and shows the server's issues next to their fields", async () => {
    const onSubmit = vi.fn();
    render(
      <IdeaForm
        initial={idea}
        onSubmit={onSubmit}
        submitLabel="Save changes"
        errors={[
          { path: "slug", message: 'The slug "cash-flow-radar" is already used by another idea. Change the title or the slug.' },
          { path: "scores.opportunity", message: "Too big: expected number to be <=10" },
        ]}
      />,
    );
    expect(screen.getByText('The slug "cash-flow-radar" is already used by another idea. Change the title or the slug.')).toBeVisible();
    expect(screen.getByLabelText("Opportunity score (0-10)")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Competitor 1: Name")).toHaveValue("Float");
    expect(screen.getByLabelText("Subreddits (r/name)")).toHaveValue("r/freelance");
    await userEvent.click(screen.getByRole("button", { name: "Add tier" }));
    await userEvent.type(screen.getByLabelText("Tier 1: Name"), "Solo");
    await userEvent.type(screen.getByLabelText("Tier 1: Price"), "$9/month");
    await userEvent.type(screen.getByLabelText("Tier 1: Features"), "Forecasts");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(onSubmit).toHaveBeenCalledWith({ ...idea, business_model: { tiers: [{ name: "Solo", price: "$9/month", features: ["Forecasts"] }] } });
  });
});

describe("archiving from the form", () => {
  it("asks for the retirement reason only when the status is Archived, and sends it", async () => {
    const onSubmit = vi.fn();
    render(<IdeaForm initial={idea} onSubmit={onSubmit} submitLabel="Save changes" />);
    expect(screen.queryByLabelText("Why it is retired (required to archive)")).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Status"), "archived");
    const reason = screen.getByLabelText("Why it is retired (required to archive)");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(reason, "A bigger vendor shipped the same forecast for free.");
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ status: "archived", retirement: { reason: "A bigger vendor shipped the same forecast for free." } }));
  });

  it("drops a retirement note when the idea is no longer archived", () => {
    const archived = { ...idea, status: "archived" as const, retirement: { date: "2026-01-05", reason: "A bigger vendor shipped the same forecast for free." } };
    expect(valueFromState(stateFromValue(archived), archived)).toEqual(archived);
    const state = stateFromValue(archived);
    state.fields.status = "published";
    expect(valueFromState(state, archived).retirement).toBeUndefined();
  });
});
