import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ERROR_CATALOGUE } from "@shared/errors";
import { mockFetch, unauthorized, type MockReply } from "@web/test/fetch-mock";
import { meFor, publicConfig } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { routes } from "./routes";

function renderApp(path: string, me: MockReply = unauthorized) {
  mockFetch({
    "GET /api/v1/me": me,
    "GET /api/v1/public-config": { body: publicConfig },
    "GET /api/v1/admin/outbox": { body: { items: [], total: 0, page: 1, pageSize: 20 } },
  });
  return renderRoutes(routes, path);
}

describe("routes", () => {
  it("redirects old /idea/{slug} links to /ideas/{slug}", async () => {
    const { router } = renderApp("/idea/weekend-crm");
    // The idea page is the largest lazy chunk; its first import in a loaded test run can take seconds.
    expect(await screen.findByRole("heading", { level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/ideas/weekend-crm");
  });

  it("sends /auth/login to /login, keeping the return target", async () => {
    const { router } = renderApp("/auth/login?redirect=%2Fai-chat");
    expect(await screen.findByRole("heading", { name: "Sign in to your account" })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe("/login?redirect=%2Fai-chat");
  });

  it("answers unknown paths with 'Page not found'", async () => {
    renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeInTheDocument();
    expect(screen.getByText(ERROR_CATALOGUE.NOT_FOUND.message)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
  });

  it("renders admin pages inside the admin navigation", async () => {
    renderApp("/admin/outbox", { body: meFor({ role: "admin" }) });
    expect(await screen.findByRole("heading", { name: "Outbox", level: 1 })).toBeInTheDocument();
    const nav = within(screen.getByRole("navigation", { name: "Admin" }));
    expect(nav.getByRole("link", { name: "Outbox" })).toHaveAttribute("aria-current", "page");
    expect(nav.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(await screen.findByText("No e-mails yet.", { selector: "td" })).toBeInTheDocument();
  });

  it("shows the pages of other issues with only their heading", async () => {
    renderApp("/faq");
    expect(await screen.findByRole("heading", { name: "Frequently Asked Questions", level: 1 })).toBeInTheDocument();
  });
});
