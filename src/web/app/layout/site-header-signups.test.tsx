import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import { mockFetch, unauthorized } from "@web/test/fetch-mock";
import { publicConfig } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { SiteHeader } from "./site-header";

const routes: RouteObject[] = [{ path: "/", element: <SiteHeader /> }];

function renderHeader(signupsEnabled: boolean) {
  mockFetch({ "GET /api/v1/me": unauthorized, "GET /api/v1/public-config": { body: { ...publicConfig, signupsEnabled } } });
  return renderRoutes(routes, "/");
}

describe("SiteHeader for visitors", () => {
  it("offers 'Get Started' while sign-ups are open", async () => {
    renderHeader(true);
    expect(await screen.findByRole("link", { name: "Get Started" }, { timeout: 5000 })).toHaveAttribute("href", "/signup");
  });

  it("does not lead to a closed sign-up page when an admin closed sign-ups, on wide and narrow screens", async () => {
    renderHeader(false);
    expect(await screen.findByRole("link", { name: "Sign In" }, { timeout: 5000 })).toHaveAttribute("href", "/login");
    // Offered until the config arrives (sign-ups are usually open), gone once it says they are closed.
    await waitFor(() => expect(screen.queryByRole("link", { name: "Get Started" })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = document.getElementById("mobile-menu")!;
    expect(within(menu).getByRole("link", { name: "Sign In" })).toBeInTheDocument();
    expect(within(menu).queryByRole("link", { name: "Get Started" })).not.toBeInTheDocument();
  });
});
