import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import { mockFetch, unauthorized } from "@web/test/fetch-mock";
import { publicConfig } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { LoginPage } from "./login-page";

const routes: RouteObject[] = [{ path: "/login", element: <LoginPage /> }];
const LOCKOUT = "Too many failed sign-in attempts for this account. Try again in 15 minutes. You can also reset your password.";

describe("LoginPage when the account is locked out", () => {
  it("shows the server's lock-out message, which says how long, not 'Failed to sign in'", async () => {
    mockFetch({
      "GET /api/v1/me": unauthorized,
      "GET /api/v1/public-config": { body: publicConfig },
      "POST /api/auth/sign-in/email": { status: 429, body: { error: { code: "RATE_LIMIT", message: LOCKOUT } }, headers: { "Retry-After": "900" } },
    });
    renderRoutes(routes, "/login");
    await userEvent.type(await screen.findByLabelText("Email"), "jane@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "wrong password");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText(LOCKOUT)).toBeInTheDocument();
    expect(screen.queryByText("Failed to sign in")).not.toBeInTheDocument();
  });

  it("says how long from Retry-After when the answer carries only the catalogue's words", async () => {
    mockFetch({
      "GET /api/v1/me": unauthorized,
      "GET /api/v1/public-config": { body: publicConfig },
      "POST /api/auth/sign-in/email": { status: 429, body: {}, headers: { "Retry-After": "900" } },
    });
    renderRoutes(routes, "/login");
    await userEvent.type(await screen.findByLabelText("Email"), "jane@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "wrong password");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Too many requests. Try again in 15 minutes.")).toBeInTheDocument();
  });
});
