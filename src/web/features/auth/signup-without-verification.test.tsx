import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import { mockFetch, unauthorized } from "@web/test/fetch-mock";
import { meFor, publicConfig } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { SignupPage } from "./signup-page";

const routes: RouteObject[] = [
  { path: "/signup", element: <SignupPage /> },
  { path: "/dashboard", element: <h1>Dashboard</h1> },
];

async function signUp() {
  await userEvent.type(await screen.findByLabelText("Full name"), "Jane Doe");
  await userEvent.type(screen.getByLabelText("Email"), "jane@example.com");
  await userEvent.type(screen.getByLabelText("Password"), "long enough");
  await userEvent.type(screen.getByLabelText("Confirm password"), "long enough");
  await userEvent.click(screen.getByRole("checkbox", { name: /I agree to the Terms of Service/ }));
  await userEvent.click(screen.getByRole("button", { name: "Create account" }));
}

describe("SignupPage with e-mail verification off", () => {
  it("signs the new member in and takes them on, without 'Check your email!'", async () => {
    let signedIn = false;
    const { calls } = mockFetch({
      "GET /api/v1/me": () => (signedIn ? { body: meFor() } : unauthorized),
      "GET /api/v1/public-config": { body: { ...publicConfig, emailVerificationRequired: false } },
      "POST /api/auth/sign-up/email": { body: { token: null, user: { id: "user-1", email: "jane@example.com" } } },
      "POST /api/auth/sign-in/email": () => {
        signedIn = true;
        return { body: { redirect: false, token: "t", user: { id: "user-1" } } };
      },
    });
    renderRoutes(routes, "/signup");
    await signUp();
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeInTheDocument();
    expect(screen.queryByText("Check your email!")).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === "/api/auth/sign-in/email")?.body).toEqual({ email: "jane@example.com", password: "long enough", rememberMe: false });
  });

  it("still says 'Check your email!' when verification is on", async () => {
    mockFetch({
      "GET /api/v1/me": unauthorized,
      "GET /api/v1/public-config": { body: { ...publicConfig, emailVerificationRequired: true } },
      "POST /api/auth/sign-up/email": { body: { token: null, user: { id: "user-1", email: "jane@example.com" } } },
    });
    renderRoutes(routes, "/signup");
    await signUp();
    expect(await screen.findByRole("heading", { name: "Check your email!" })).toBeInTheDocument();
  });
});
