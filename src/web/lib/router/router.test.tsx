import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { routes } from "@web/app/routes";
import { createMemoryRouter, Link, matchRoutes, NavLink, Outlet, RouterProvider, ScrollRestoration, useNavigation, useParams, useRouteError, useSearchParams, type RouteObject } from ".";
import { resolveTo } from "./router";

const pathOf = (pathname: string) => matchRoutes(routes, pathname)?.map(({ route }) => route.path ?? (route.index ? "(index)" : "(layout)"));

describe("matchRoutes over the app's routes", () => {
  it("prefers a static segment over a parameter wherever it is defined", () => {
    expect(pathOf("/admin/ideas/generate")?.at(-1)).toBe("ideas/generate");
    expect(pathOf("/admin/users/u_1")?.at(-1)).toBe("users/:userId");
  });

  it("matches index routes, parameters and the catch-all", () => {
    expect(pathOf("/")?.at(-1)).toBe("(index)");
    expect(pathOf("/admin")?.at(-1)).toBe("(index)");
    expect(matchRoutes(routes, "/ideas/a%20b")?.at(-1)?.params).toEqual({ slug: "a b" });
    expect(pathOf("/no/such/page")?.at(-1)).toBe("*");
    expect(pathOf("/ideas")?.at(-1)).toBe("*");
  });
});

describe("matchRoutes over nested paths", () => {
  const tree: RouteObject[] = [
    { Component: Layout, children: [{ path: "settings", Component: Outlet, children: [{ path: "profile", Component: Outlet }] }] },
  ];
  const paths = (pathname: string) => matchRoutes(tree, pathname)?.map((match) => match.route.path ?? "(layout)");

  it("matches a parent's own path without an index child, and never a pathless layout alone", () => {
    expect(paths("/settings")).toEqual(["(layout)", "settings"]);
    expect(paths("/settings/profile")).toEqual(["(layout)", "settings", "profile"]);
    expect(matchRoutes(tree, "/")).toBeNull();
  });
});

describe("resolveTo", () => {
  const from = { pathname: "/browse", search: "?page=2" };
  it.each([
    ["/pricing", "/pricing"],
    ["?page=3", "/browse?page=3"],
    ["#top", "/browse?page=2#top"],
    [{ search: "?sort=popular" }, "/browse?sort=popular"],
  ])("%j -> %s", (to, expected) => expect(resolveTo(to, from)).toBe(expected));
});

function Idea() {
  const { slug } = useParams();
  const [params, setParams] = useSearchParams();
  const navigation = useNavigation();
  return (
    <div>
      <h1>Idea {slug}</h1>
      <p>tab {params.get("tab") ?? "none"}</p>
      <p>navigation {navigation.state}</p>
      <button type="button" onClick={() => setParams((current) => ({ ...Object.fromEntries(current), tab: "market" }))}>
        Market tab
      </button>
      <Link to="/slow">Slow page</Link>
      <Link to="/broken">Broken page</Link>
    </div>
  );
}

function Layout() {
  return (
    <>
      <NavLink to="/ideas/a" className={({ isActive }) => (isActive ? "active" : "idle")}>
        Idea A
      </NavLink>
      <Outlet />
    </>
  );
}

function Failure() {
  return <p role="alert">failed: {String((useRouteError() as Error).message)}</p>;
}

function testRoutes(slowPage: Promise<() => React.JSX.Element>): RouteObject[] {
  return [
    {
      Component: Layout,
      children: [
        {
          // As in the app: errors render inside the layout.
          ErrorBoundary: Failure,
          children: [
            { path: "ideas/:slug", Component: Idea },
            { path: "slow", lazy: { Component: () => slowPage } },
            { path: "broken", lazy: { Component: () => Promise.reject(new Error("chunk missing")) } },
          ],
        },
      ],
    },
  ];
}

describe("RouterProvider", () => {
  it("navigates by link and search params, keeps the page while the next chunk loads, and shows a failed chunk as a route error", async () => {
    let arrive: (page: () => React.JSX.Element) => void = () => undefined;
    const slowPage = new Promise<() => React.JSX.Element>((resolve) => (arrive = resolve));
    const router = createMemoryRouter(testRoutes(slowPage), { initialEntries: ["/ideas/a"] });
    const user = userEvent.setup();
    render(<RouterProvider router={router} />);

    expect(screen.getByRole("heading", { name: "Idea a" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Idea A" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Slow page" })).toHaveAttribute("href", "/slow");

    await user.click(screen.getByRole("button", { name: "Market tab" }));
    expect(router.state.location.search).toBe("?tab=market");
    expect(screen.getByText("tab market")).toBeInTheDocument();

    await user.click(screen.getByRole("link", { name: "Slow page" }));
    // Still on the idea, loading: the old page stays until the new one can render.
    expect(screen.getByText("navigation loading")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/ideas/a");
    await act(async () => arrive(() => <h1>Slow page here</h1>));
    expect(await screen.findByRole("heading", { name: "Slow page here" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Idea A" })).not.toHaveAttribute("aria-current");

    await act(async () => router.navigate(-1));
    expect(await screen.findByRole("heading", { name: "Idea a" })).toBeInTheDocument();
    expect(router.state.location.search).toBe("?tab=market");

    // React and the boundary report the failure: expected here, so it is caught instead of failing the test.
    const reported = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await user.click(screen.getByRole("link", { name: "Broken page" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("failed: chunk missing");
    expect(reported).toHaveBeenCalled();
    // The layout stays usable and moving on clears the error.
    await user.click(screen.getByRole("link", { name: "Idea A" }));
    expect(await screen.findByRole("heading", { name: "Idea a" })).toBeInTheDocument();
  });

  it("writes the history entry when the next page lands, so a search written meanwhile replaces the shown page's own entry", async () => {
    const slowPage = new Promise<() => React.JSX.Element>(() => undefined);
    const router = createMemoryRouter(testRoutes(slowPage), { initialEntries: ["/ideas/a"] });
    const user = userEvent.setup();
    render(<RouterProvider router={router} />);

    await user.click(screen.getByRole("link", { name: "Slow page" }));
    expect(screen.getByText("navigation loading")).toBeInTheDocument();
    // A debounced search box on the page still on screen writes its query: it replaces that page's
    // entry (not the one being loaded) and, as the newer navigation, wins.
    await act(async () => router.navigate("?tab=market", { replace: true }));
    expect(screen.getByText("tab market")).toBeInTheDocument();
    expect(screen.getByText("navigation idle")).toBeInTheDocument();
    // No entry was left behind for the abandoned page: Back has nowhere to go.
    await act(async () => router.navigate(-1));
    expect(router.state.location.search).toBe("?tab=market");
    expect(screen.getByRole("heading", { name: "Idea a" })).toBeInTheDocument();
  });

  it("keeps an entry's scroll position in the tab's session storage and returns to it when the app starts again", () => {
    const routesWithScroll: RouteObject[] = [{ path: "/ideas/:slug", Component: () => (<><ScrollRestoration /><Idea /></>) }];
    const router = createMemoryRouter(routesWithScroll, { initialEntries: ["/ideas/a"] });
    const first = render(<RouterProvider router={router} />);
    const scrollY = Object.getOwnPropertyDescriptor(window, "scrollY");
    Object.defineProperty(window, "scrollY", { value: 420, configurable: true });
    try {
      window.dispatchEvent(new Event("pagehide"));
    } finally {
      if (scrollY) Object.defineProperty(window, "scrollY", scrollY);
    }
    const key = router.state.location.key;
    expect(JSON.parse(window.sessionStorage.getItem("ideadeck:scroll-positions") ?? "{}")[key]).toBe(420);
    first.unmount();

    // A reload: the same entry (same key) starts the app again and is scrolled back.
    const scrollTo = vi.spyOn(window, "scrollTo");
    render(<RouterProvider router={router} />);
    expect(scrollTo).toHaveBeenCalledWith(0, 420);
    scrollTo.mockRestore();
  });
});
