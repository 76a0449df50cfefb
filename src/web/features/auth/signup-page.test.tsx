import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import { mockFetch, unauthorized, type MockRoutes } from "@web/test/fetch-mock";
import { publicConfig } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { SignupPage } from "./signup-page";

const routes: RouteObject[] = [{ path: "/signup", element: <SignupPage /> }];

function renderSignup(extra: MockRoutes = {}) {
  const mock = mockFetch({
    "GET /api/v1/me": unauthorized,
    "GET /api/v1/public-config": { body: publicConfig },
    ...extra,
  });
  renderRoutes(routes, "/signup");
  return mock;
}

async function fill({
  name = "Jane Doe",
  email = "jane@example.com",
  password = "long enough",
  confirm = password,
  terms = true,
}: { name?: string; email?: string; password?: string; confirm?: string; terms?: boolean } = {}) {
  if (name) await userEvent.type(screen.getByLabelText("Full name"), name);
  if (email) await userEvent.type(screen.getByLabelText("Email"), email);
  if (password) await userEvent.type(screen.getByLabelText("Password"), password);
  if (confirm) await userEvent.type(screen.getByLabelText("Confirm password"), confirm);
  if (terms) await userEvent.click(screen.getByRole("checkbox", { name: /I agree to the Terms of Service/ }));
  await userEvent.click(screen.getByRole("button", { name: "Create account" }));
}

const signUpCalls = (calls: { path: string }[]) => calls.filter((call) => call.path === "/api/auth/sign-up/email");

describe("SignupPage validation", () => {
  it("asks for every field", async () => {
    const { calls } = renderSignup();
    await fill({ name: "" });
    expect(await screen.findByRole("alert")).toHaveTextContent("Please fill in all fields");
    expect(signUpCalls(calls)).toHaveLength(0);
  });

  it("says that the terms box is what is missing when every field is filled", async () => {
    const { calls } = renderSignup();
    await fill({ terms: false });
    expect(await screen.findByRole("alert")).toHaveTextContent("Please accept the Terms of Service and Privacy Policy");
    expect(screen.getByRole("checkbox", { name: /I agree to the Terms of Service/ })).toHaveAttribute("aria-invalid", "true");
    expect(signUpCalls(calls)).toHaveLength(0);
  });

  it("does not take a password of spaces", async () => {
    const { calls } = renderSignup();
    await fill({ password: "        ", confirm: "        " });
    expect(await screen.findByText("Password must be at least 8 characters long")).toBeInTheDocument();
    expect(signUpCalls(calls)).toHaveLength(0);
  });

  it("says when the passwords do not match", async () => {
    const { calls } = renderSignup();
    await fill({ password: "long enough", confirm: "long enougH" });
    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
    expect(signUpCalls(calls)).toHaveLength(0);
  });

  it("needs a password of at least 8 characters", async () => {
    const { calls } = renderSignup();
    await fill({ password: "short", confirm: "short" });
    expect(await screen.findByText("Password must be at least 8 characters long")).toBeInTheDocument();
    expect(signUpCalls(calls)).toHaveLength(0);
  });

  it("sends the account and switches to 'Check your email!'", async () => {
    const { calls } = renderSignup({ "POST /api/auth/sign-up/email": { body: { token: null, user: {} } } });
    await fill();
    expect(await screen.findByRole("heading", { name: "Check your email!" })).toBeInTheDocument();
    expect(screen.getByText("jane@example.com")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Resend verification email" })).toBeInTheDocument();
    expect(await screen.findByText("Verification email sent! Check your inbox.")).toBeInTheDocument();
    expect(signUpCalls(calls)[0]).toMatchObject({
      body: { name: "Jane Doe", email: "jane@example.com", password: "long enough", callbackURL: "/verify-email" },
    });
  });

  it("shows the server's field issues next to the fields", async () => {
    renderSignup({
      "POST /api/auth/sign-up/email": {
        status: 400,
        body: {
          error: { code: "VALIDATION", message: "Please check your input and try again.", issues: [{ path: "email", message: "Email is too long" }] },
        },
      },
    });
    await fill();
    expect(await screen.findByText("Email is too long")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
  });

  it("falls back to 'Failed to create account'", async () => {
    renderSignup({ "POST /api/auth/sign-up/email": { status: 500, body: {} } });
    await fill();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to create account");
  });

  it("says sign-ups are closed when the server turned them off", async () => {
    renderSignup({ "GET /api/v1/public-config": { body: { ...publicConfig, signupsEnabled: false } } });
    expect(await screen.findByRole("heading", { name: "Sign-ups are closed" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Create account" })).not.toBeInTheDocument();
  });
});
