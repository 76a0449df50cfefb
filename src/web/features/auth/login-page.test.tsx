import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation, type RouteObject } from "@web/lib/router";
import { describe, expect, it, vi } from "vitest";
import { hardNavigate } from "@web/lib/browser";
import { mockFetch, unauthorized, type MockRoutes } from "@web/test/fetch-mock";
import { meFor, publicConfig } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { LoginPage } from "./login-page";

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

const routes: RouteObject[] = [
  { path: "/login", element: <LoginPage /> },
  { path: "*", element: <Where /> },
];

function renderLogin(extra: MockRoutes = {}, path = "/login") {
  const mock = mockFetch({
    "GET /api/v1/me": unauthorized,
    "GET /api/v1/public-config": { body: publicConfig },
    ...extra,
  });
  renderRoutes(routes, path);
  return mock;
}

async function fillAndSubmit(email = "jane@example.com", password = "correct horse") {
  await userEvent.type(screen.getByLabelText("Email"), email);
  await userEvent.type(screen.getByLabelText("Password"), password);
  await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("LoginPage", () => {
  it("offers to resend the verification e-mail when the address is not verified", async () => {
    const { calls } = renderLogin({
      "POST /api/auth/sign-in/email": {
        status: 403,
        body: {
          error: { code: "PERMISSION", reason: "EMAIL_NOT_VERIFIED", message: "Please verify your email address before signing in." },
        },
      },
      "POST /api/auth/send-verification-email": { body: { status: true } },
    });
    await fillAndSubmit("Jane@Example.com");

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Please verify your email address before signing in.");
    await userEvent.click(within(alert).getByRole("button", { name: "Resend verification email" }));

    expect(await screen.findByText("Verification email sent! Check your inbox.")).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({
        method: "POST",
        path: "/api/auth/send-verification-email",
        body: { email: "jane@example.com", callbackURL: "/verify-email" },
      }),
    );
  });

  it("signs in with rememberMe and goes to the requested page", async () => {
    let signedIn = false;
    const { calls } = renderLogin(
      {
        "GET /api/v1/me": () => (signedIn ? { body: meFor() } : unauthorized),
        "POST /api/auth/sign-in/email": () => {
          signedIn = true;
          return { body: { redirect: false, token: "t" } };
        },
      },
      "/login?redirect=%2Fsaved%3Fcategory%3Dsaas",
    );
    await userEvent.click(screen.getByRole("checkbox", { name: "Remember me" }));
    await fillAndSubmit();

    expect(await screen.findByTestId("location")).toHaveTextContent("/saved?category=saas");
    expect(await screen.findByText("Welcome back!")).toBeInTheDocument();
    expect(calls).toContainEqual(
      expect.objectContaining({
        path: "/api/auth/sign-in/email",
        body: { email: "jane@example.com", password: "correct horse", rememberMe: true },
      }),
    );
  });

  it("ignores a redirect to another site", async () => {
    renderLogin({ "POST /api/auth/sign-in/email": { body: {} } }, "/login?redirect=%2F%2Fevil.example");
    await fillAndSubmit();
    expect(await screen.findByTestId("location")).toHaveTextContent(/^\/dashboard$/);
  });

  it("shows the server's message, or a rate-limit message", async () => {
    renderLogin({
      "POST /api/auth/sign-in/email": {
        status: 429,
        body: { error: { code: "RATE_LIMIT", message: "Too many requests. Please wait a moment and try again." } },
      },
    });
    await fillAndSubmit();
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests. Please wait a moment and try again.");
  });

  it("says 'An unexpected error occurred' when the request never gets an answer", async () => {
    renderLogin();
    vi.mocked(fetch).mockImplementation(async (input) => {
      if (String(input).includes("/sign-in/email")) throw new TypeError("Failed to fetch");
      return new Response(JSON.stringify(publicConfig), { status: 200 });
    });
    await fillAndSubmit();
    expect(await screen.findByRole("alert")).toHaveTextContent("An unexpected error occurred");
  });

  it("shows only the providers the server has configured, and starts their sign-in", async () => {
    const { calls } = renderLogin(
      {
        "GET /api/v1/public-config": { body: { ...publicConfig, oauthProviders: ["github"] } },
        "POST /api/auth/sign-in/social": { body: { url: "https://github.com/login/oauth/authorize?x=1", redirect: true } },
      },
      "/login?redirect=%2Fsaved",
    );
    await userEvent.click(await screen.findByRole("button", { name: "Continue with GitHub" }));
    expect(screen.queryByRole("button", { name: "Continue with Google" })).not.toBeInTheDocument();

    await vi.waitFor(() => expect(hardNavigate).toHaveBeenCalledWith("https://github.com/login/oauth/authorize?x=1"));
    expect(localStorage.getItem("auth-redirect")).toBe("/saved");
    expect(calls).toContainEqual(
      expect.objectContaining({
        path: "/api/auth/sign-in/social",
        body: { provider: "github", callbackURL: "/auth/callback", errorCallbackURL: "/login" },
      }),
    );
  });

  it("checks the fields before calling the server", async () => {
    const { calls } = renderLogin();
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(calls.some((call) => call.path === "/api/auth/sign-in/email")).toBe(false);
  });
});
