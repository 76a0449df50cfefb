import { screen } from "@testing-library/react";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import { mockFetch, unauthorized } from "@web/test/fetch-mock";
import { meFor } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { ideaCard, listResponse, lockedCards } from "@web/test/catalogue-fixtures";
import { BrowsePage } from "../browse-page";

const signedIn = { body: meFor({ tier: "pro" }) };

describe("Browse in a personal order", () => {
  const routes: RouteObject[] = [{ path: "/browse", element: <BrowsePage /> }];

  it("asks the founder-fit API for For you and says what it ranks by", async () => {
    const best = ideaCard({ title: "Fits You Best" });
    const personal = { ...listResponse([best, ...lockedCards(2)], 3), order: "for-you", profileSet: true, fitScores: { [best.id]: 83 } };
    const { calls } = mockFetch({
      "GET /api/v1/me": signedIn,
      "GET /api/v1/founder-fit/ideas": { body: personal },
      "GET /api/v1/subscribers/count": { body: { count: 0 } },
    });
    renderRoutes(routes, "/browse?sort=for-you&category=fintech");
    expect(await screen.findByRole("link", { name: "Fits You Best" })).toBeInTheDocument();
    expect(screen.getByTestId("personal-order-notice")).toHaveTextContent(/Ranked by your fit/);
    // Each ranked card says its fit; the idea page says why.
    expect(screen.getByRole("article")).toHaveTextContent("Your fit: 83 out of 100");
    expect(calls.map((c) => c.path)).not.toContain("/api/v1/ideas");
    expect(calls.find((c) => c.path === "/api/v1/founder-fit/ideas")!.search).toBe("?order=for-you&page=1&category=fintech");
  });

  it("lists a search newest first from the catalogue and says so", async () => {
    const { calls } = mockFetch({
      "GET /api/v1/me": unauthorized,
      "GET /api/v1/ideas": { body: listResponse([ideaCard({ title: "Tax Match" })], 1) },
      "GET /api/v1/subscribers/count": { body: { count: 0 } },
    });
    renderRoutes(routes, "/browse?sort=weights&search=tax");
    expect(await screen.findByRole("link", { name: "Tax Match" })).toBeInTheDocument();
    expect(screen.getByTestId("personal-order-notice")).toHaveTextContent(/newest first/);
    expect(calls.find((c) => c.path === "/api/v1/ideas")!.search).toContain("sort=newest");
    expect(calls.map((c) => c.path)).not.toContain("/api/v1/founder-fit/ideas");
  });
});
