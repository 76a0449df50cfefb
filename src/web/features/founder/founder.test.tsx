import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockFetch } from "@web/test/fetch-mock";
import { meFor } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { FounderSettingsCard, IdeaFitCard } from "./index";

const signedIn = { body: meFor({ tier: "pro" }) };

describe("FounderSettingsCard", () => {
  it("saves the profile and weights the member entered", async () => {
    const saved: unknown[] = [];
    mockFetch({
      "GET /api/v1/me": signedIn,
      "GET /api/v1/founder-fit/settings": { body: { profile: null, weights: null } },
      "PUT /api/v1/founder-fit/settings": ({ body }) => {
        saved.push(body);
        return { body };
      },
    });
    renderRoutes([{ path: "/settings", element: <FounderSettingsCard /> }], "/settings");
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText("Web development"));
    // Pasted rather than typed key by key: the machine the tests share is slow.
    await user.click(screen.getByLabelText("Other skills"));
    await user.paste("NACHA files");
    await user.click(screen.getByLabelText("Hours a week"));
    await user.paste("12");
    await user.click(screen.getByLabelText("Budget to start (USD)"));
    await user.paste("2000");
    await user.click(screen.getByLabelText("FinTech"));
    await user.selectOptions(screen.getByLabelText("You prefer to sell"), "b2b");
    await user.selectOptions(screen.getByLabelText("Easy to build"), "4");
    await user.click(screen.getByRole("button", { name: "Save founder profile" }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      profile: { skills: ["web"], skillsOther: "NACHA files", hoursPerWeek: 12, budgetUsd: 2000, markets: ["fintech"], riskAppetite: "medium", audience: "b2b", regulatedData: false },
      weights: { opportunity: 1, problem: 1, feasibility: 1, whyNow: 1, difficulty: 4, timeToMvp: 0 },
    });
  });

  it("says what is missing instead of sending, and shows the server's refusal", async () => {
    const { calls } = mockFetch({
      "GET /api/v1/me": signedIn,
      "GET /api/v1/founder-fit/settings": { body: { profile: null, weights: null } },
      "PUT /api/v1/founder-fit/settings": { status: 400, body: { error: { code: "VALIDATION", message: "Invalid input", issues: [{ path: "profile.hoursPerWeek", message: "At most 80 hours a week" }] } } },
    });
    renderRoutes([{ path: "/settings", element: <FounderSettingsCard /> }], "/settings");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Save founder profile" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Enter your hours a week and your budget as whole numbers.");
    expect(calls.filter((c) => c.method === "PUT")).toHaveLength(0);
    await user.type(screen.getByLabelText("Hours a week"), "90");
    await user.type(screen.getByLabelText("Budget to start (USD)"), "0");
    await user.click(screen.getByRole("button", { name: "Save founder profile" }));
    expect(await screen.findByText("At most 80 hours a week")).toBeInTheDocument();
  });
});

describe("IdeaFitCard", () => {
  const render = (answer: unknown) => {
    mockFetch({ "GET /api/v1/me": signedIn, "GET /api/v1/founder-fit/ideas/kitchen-hours": { body: answer } });
    renderRoutes([{ path: "/ideas/:slug", element: <IdeaFitCard slug="kitchen-hours" /> }], "/ideas/kitchen-hours");
  };

  it("shows the score and every reason", async () => {
    render({ access: "full", profileSet: true, fit: { score: 25, reasons: [{ kind: "block", text: "It holds health records (HIPAA); you said no regulated data" }, { kind: "good", text: "You know the FinTech market" }] } });
    expect(await screen.findByTestId("fit-score")).toHaveTextContent("25");
    const reasons = screen.getByRole("list", { name: "Why" });
    expect(within(reasons).getAllByRole("listitem").map((li) => li.textContent)).toEqual(["It holds health records (HIPAA); you said no regulated data", "You know the FinTech market"]);
  });

  it("asks for a profile when there is none, and says so when the idea is locked", async () => {
    render({ access: "full", profileSet: false, fit: null });
    expect(await screen.findByRole("link", { name: "Set your founder profile" })).toHaveAttribute("href", "/settings#founder-profile");
  });

  it("says a locked idea has nothing to weigh", async () => {
    render({ access: "none", profileSet: true, fit: null });
    expect(await screen.findByText(/locked on your plan/)).toBeInTheDocument();
  });
});
