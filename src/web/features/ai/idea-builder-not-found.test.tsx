import { screen } from "@testing-library/react";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import { mockFetch } from "@web/test/fetch-mock";
import { meFor } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { BUILDER_IDEA_NOT_FOUND, IdeaBuilderPage } from "./idea-builder-page";

const routes: RouteObject[] = [{ path: "/idea-builder/:id", element: <IdeaBuilderPage /> }];

describe("IdeaBuilderPage for an id that names no idea", () => {
  it("says the idea was not found, not 'Please check your input', and asks nothing of the server", async () => {
    const { calls } = mockFetch({ "GET /api/v1/me": { body: meFor({ tier: "pro" }) } });
    renderRoutes(routes, "/idea-builder/not-a-real-id");
    expect(await screen.findByText(BUILDER_IDEA_NOT_FOUND, { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/Please check your input/)).not.toBeInTheDocument();
    expect(calls.filter((call) => call.path.startsWith("/api/v1/ai/"))).toHaveLength(0);
  });

  it("says the same for a well-formed id the server does not know", async () => {
    const id = "3f0c8a2e-1b4d-4c6e-8a9b-0c1d2e3f4a5b";
    mockFetch({
      "GET /api/v1/me": { body: meFor({ tier: "pro" }) },
      [`GET /api/v1/ai/ideas/${id}`]: { status: 404, body: { error: { code: "NOT_FOUND", message: "Idea not found" } } },
    });
    renderRoutes(routes, `/idea-builder/${id}`);
    expect(await screen.findByText(BUILDER_IDEA_NOT_FOUND, { exact: false })).toBeInTheDocument();
  });
});
