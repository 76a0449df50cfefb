import { screen } from "@testing-library/react";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import { ERROR_CATALOGUE } from "@shared/errors";
import { mockFetch, unauthorized } from "@web/test/fetch-mock";
import { meFor } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { BrowsePage } from "./browse-page";
import { IdeaDetailPage } from "./idea-detail-page";

/** The API rate limit's answer (settings-enforcement.ts): the catalogue message and a Retry-After. */
const limited = (retryAfter?: string) => ({
  status: 429,
  body: { error: { code: "RATE_LIMIT", message: ERROR_CATALOGUE.RATE_LIMIT.message } },
  headers: retryAfter ? { "Retry-After": retryAfter } : undefined,
});

describe("a rate-limited member", () => {
  it("is told on an idea page that they sent too many requests and how long to wait, not that the idea is gone", async () => {
    const routes: RouteObject[] = [{ path: "/ideas/:slug", element: <IdeaDetailPage /> }];
    mockFetch({ "GET /api/v1/me": { body: meFor({ tier: "pro" }) }, "GET /api/v1/ideas/court-queue": limited("1500"), "POST /api/v1/ideas/court-queue/views": { body: { counted: true } } });
    renderRoutes(routes, "/ideas/court-queue");
    expect(await screen.findByRole("heading", { level: 1, name: "Too many requests" })).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Too many requests. Try again in 25 minutes.");
    expect(screen.queryByText("Idea not found")).not.toBeInTheDocument();
    expect(screen.queryByText(/may have been removed/)).not.toBeInTheDocument();
  });

  it("is told on Browse that they sent too many requests, not to check their connection", async () => {
    const routes: RouteObject[] = [{ path: "/browse", element: <BrowsePage /> }];
    mockFetch({ "GET /api/v1/me": unauthorized, "GET /api/v1/ideas": limited("59"), "GET /api/v1/subscribers/count": { body: { count: 0 } } });
    renderRoutes(routes, "/browse");
    expect(await screen.findByText("Too many requests. Try again in a minute.")).toBeInTheDocument();
    expect(screen.queryByText(ERROR_CATALOGUE.LOAD_IDEAS.message)).not.toBeInTheDocument();
  });

  it("keeps the catalogue's words when the server gives no wait", async () => {
    const routes: RouteObject[] = [{ path: "/browse", element: <BrowsePage /> }];
    mockFetch({ "GET /api/v1/me": unauthorized, "GET /api/v1/ideas": limited(), "GET /api/v1/subscribers/count": { body: { count: 0 } } });
    renderRoutes(routes, "/browse");
    expect(await screen.findByText(ERROR_CATALOGUE.RATE_LIMIT.message)).toBeInTheDocument();
  });
});
