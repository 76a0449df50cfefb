import { screen } from "@testing-library/react";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import { mockFetch, unauthorized } from "@web/test/fetch-mock";
import { meFor, publicConfig } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { VerifyEmailPage } from "./verify-email-page";

const routes: RouteObject[] = [{ path: "/verify-email", element: <VerifyEmailPage /> }];

describe("VerifyEmailPage", () => {
  it("does not claim a verified address when opened without a verification (no session)", async () => {
    mockFetch({ "GET /api/v1/me": unauthorized, "GET /api/v1/public-config": { body: publicConfig } });
    renderRoutes(routes, "/verify-email");
    expect(await screen.findByRole("button", { name: "Resend verification email" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Verify your email" })).toBeInTheDocument();
    expect(screen.queryByText("Email verified")).not.toBeInTheDocument();
  });

  it("says the address is verified when the link signed a verified account in", async () => {
    const me = meFor();
    mockFetch({ "GET /api/v1/me": { body: { ...me, profile: { ...me.profile, emailVerified: true } } }, "GET /api/v1/public-config": { body: publicConfig } });
    renderRoutes(routes, "/verify-email");
    expect(await screen.findByRole("heading", { name: "Email verified" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Go to Dashboard" })).toBeInTheDocument();
  });

  it("explains a bad link and offers a new one", async () => {
    mockFetch({ "GET /api/v1/me": unauthorized, "GET /api/v1/public-config": { body: publicConfig } });
    renderRoutes(routes, "/verify-email?error=invalid_token");
    expect(await screen.findByText("This verification link is invalid or has expired.")).toBeInTheDocument();
  });
});
