import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import { mockFetch } from "@web/test/fetch-mock";
import { meFor } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { AdminGenerateIdeaPage } from "./admin-generate-idea-page";

const routes: RouteObject[] = [{ path: "/admin/ideas/generate", element: <AdminGenerateIdeaPage /> }];
const GENERATE = "POST /api/v1/admin/generate-idea";
const TOO_SHORT = "Write a brief of at least 10 characters, or leave it empty to draft from the category's best ideas";

function renderPage(generate: { status: number; body: unknown }) {
  const mock = mockFetch({ "GET /api/v1/me": { body: meFor({ role: "admin" }) }, [GENERATE]: generate });
  return { ...renderRoutes(routes, "/admin/ideas/generate"), ...mock };
}

describe("AdminGenerateIdeaPage brief", () => {
  it("says a one-character brief is too short next to the field, without asking the server", async () => {
    const { calls } = renderPage({ status: 500, body: {} });
    await userEvent.selectOptions(await screen.findByLabelText("Category"), "saas");
    await userEvent.type(screen.getByLabelText("Custom prompt (optional)"), "x");
    await userEvent.click(screen.getByRole("button", { name: "Generate" }));
    expect(await screen.findByText(TOO_SHORT, { selector: "p" })).toBeInTheDocument();
    expect(screen.getByLabelText("Custom prompt (optional)")).toHaveAttribute("aria-invalid", "true");
    expect(calls.filter((call) => call.path === "/api/v1/admin/generate-idea")).toHaveLength(0);
  });

  it("shows the server's reason for a refused brief instead of 'try again'", async () => {
    renderPage({
      status: 400,
      body: { error: { code: "VALIDATION", message: "Please check your input and try again.", issues: [{ path: "prompt", message: "Keep the prompt to at most 1,000 characters" }] } },
    });
    await userEvent.selectOptions(await screen.findByLabelText("Category"), "saas");
    await userEvent.type(screen.getByLabelText("Custom prompt (optional)"), "a long enough brief");
    await userEvent.click(screen.getByRole("button", { name: "Generate" }));
    await waitFor(() => expect(screen.getByLabelText("Custom prompt (optional)")).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText("Keep the prompt to at most 1,000 characters", { selector: "p" })).toBeInTheDocument();
    expect(screen.queryByText("Failed to generate idea. Please try again.")).not.toBeInTheDocument();
  });
});
