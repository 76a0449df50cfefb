import { screen } from "@testing-library/react";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import { mockFetch, unauthorized } from "@web/test/fetch-mock";
import { renderRoutes } from "@web/test/render";
import { PaywallDialog } from "./paywall-dialog";

const routes: RouteObject[] = [{ path: "/browse", element: <PaywallDialog open onOpenChange={() => undefined} /> }];

describe("PaywallDialog subscriber line", () => {
  it("says 'Join 1 founder', not 'Join 1 founders'", async () => {
    mockFetch({ "GET /api/v1/me": unauthorized, "GET /api/v1/subscribers/count": { body: { count: 1 } } });
    renderRoutes(routes, "/browse");
    expect(await screen.findByText("Join 1 founder getting the daily idea")).toBeInTheDocument();
  });

  it("keeps the plural for any other count", async () => {
    mockFetch({ "GET /api/v1/me": unauthorized, "GET /api/v1/subscribers/count": { body: { count: 2 } } });
    renderRoutes(routes, "/browse");
    expect(await screen.findByText("Join 2 founders getting the daily idea")).toBeInTheDocument();
  });
});
