import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet, useLocation, type RouteObject } from "@web/lib/router";
import { describe, expect, it } from "vitest";
import { mockFetch, unauthorized } from "@web/test/fetch-mock";
import { meFor } from "@web/test/fixtures";
import { renderRoutes } from "@web/test/render";
import { RouteGuard } from "./route-guard";

function Where() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function Screen({ title }: { title: string }) {
  return (
    <>
      <h1>{title}</h1>
      <Where />
    </>
  );
}

const routes: RouteObject[] = [
  {
    element: <Outlet />,
    children: [
      { path: "/", element: <Screen title="Home" /> },
      { path: "/login", element: <Screen title="Login" /> },
      { path: "/pricing", element: <Screen title="Pricing" /> },
      { element: <RouteGuard access="user" />, children: [{ path: "/saved", element: <Screen title="Saved Ideas" /> }] },
      { element: <RouteGuard access="pro" />, children: [{ path: "/validate", element: <Screen title="AI Research Agent" /> }] },
      { element: <RouteGuard access="admin" />, children: [{ path: "/admin", element: <Screen title="Admin Dashboard" /> }] },
    ],
  },
];

describe("RouteGuard", () => {
  it("shows a loading spinner while the session is checked", async () => {
    mockFetch({ "GET /api/v1/me": { body: meFor() } });
    renderRoutes(routes, "/saved");
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Saved Ideas" })).toBeInTheDocument();
  });

  it("sends a visitor to /login, remembering the page and its query", async () => {
    mockFetch({ "GET /api/v1/me": unauthorized });
    renderRoutes(routes, "/saved?category=saas");
    expect(await screen.findByRole("heading", { name: "Login" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/login?redirect=%2Fsaved%3Fcategory%3Dsaas");
  });

  it("sends a free user on a Pro page to /pricing", async () => {
    mockFetch({ "GET /api/v1/me": { body: meFor({ tier: "free" }) } });
    renderRoutes(routes, "/validate");
    expect(await screen.findByRole("heading", { name: "Pricing" })).toBeInTheDocument();
  });

  it("sends a Bootstrap Builder (starter) user on a Pro page to /pricing", async () => {
    mockFetch({ "GET /api/v1/me": { body: meFor({ tier: "starter" }) } });
    renderRoutes(routes, "/validate");
    expect(await screen.findByRole("heading", { name: "Pricing" })).toBeInTheDocument();
  });

  it("lets Pro and Lifetime users onto Pro pages", async () => {
    mockFetch({ "GET /api/v1/me": { body: meFor({ tier: "lifetime" }) } });
    renderRoutes(routes, "/validate");
    expect(await screen.findByRole("heading", { name: "AI Research Agent" })).toBeInTheDocument();
  });

  it("sends a non-admin away from admin pages to / with a toast", async () => {
    mockFetch({ "GET /api/v1/me": { body: meFor({ tier: "pro", role: "user" }) } });
    renderRoutes(routes, "/admin");
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/);
    expect(await screen.findByText("Admin access required")).toBeInTheDocument();
  });

  it("lets an admin onto admin pages", async () => {
    mockFetch({ "GET /api/v1/me": { body: meFor({ role: "admin" }) } });
    renderRoutes(routes, "/admin");
    expect(await screen.findByRole("heading", { name: "Admin Dashboard" })).toBeInTheDocument();
  });

  it("offers a retry when the session check fails instead of guessing", async () => {
    let healthy = false;
    mockFetch({
      "GET /api/v1/me": () =>
        healthy ? { body: meFor() } : { status: 500, body: { error: { code: "SERVER", message: "Server error. Our team has been notified and is working on it." } } },
    });
    renderRoutes(routes, "/saved");
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeInTheDocument();
    healthy = true;
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByRole("heading", { name: "Saved Ideas" })).toBeInTheDocument();
  });
});
