import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useEffect, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { routes } from "@web/app/routes";
import { createMemoryRouter, Link, matchRoutes, NavLink, Outlet, RouteAnnouncer, RouterProvider, ScrollRestoration, useNavigation, useParams, useRouteError, useSearchParams, type RouteObject } from ".";
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

describe("matchRoutes with optional segments (React Router's explodeOptionalSegments)", () => {
  const tree: RouteObject[] = [
    { path: ":lang?/about", Component: Outlet },
    { path: "docs/intro?", Component: Outlet },
    { path: "shop/:category?", Component: Outlet, children: [{ path: "items/:id", Component: Outlet }] },
  ];
  const match = (pathname: string) => matchRoutes(tree, pathname)?.map(({ params, pathname: matched }) => ({ params, matched }));

  it("matches with and without an optional parameter or static segment, and each route's own part of the path", () => {
    expect(match("/about")).toEqual([{ params: {}, matched: "/about" }]);
    expect(match("/fr/about")).toEqual([{ params: { lang: "fr" }, matched: "/fr/about" }]);
    expect(match("/docs")).toHaveLength(1);
    expect(match("/docs/intro")).toHaveLength(1);
    expect(match("/docs/other")).toBeUndefined();
    expect(match("/shop/books/items/7")).toEqual([
      { params: { category: "books", id: "7" }, matched: "/shop/books" },
      { params: { category: "books", id: "7" }, matched: "/shop/books/items/7" },
    ]);
    expect(match("/shop/items/7")).toEqual([
      { params: { id: "7" }, matched: "/shop" },
      { params: { id: "7" }, matched: "/shop/items/7" },
    ]);
  });
});

describe("resolveTo, as React Router builds hrefs", () => {
  // The current search never carries over: React Router's Link does not keep it either.
  const from = { pathname: "/browse", search: "?page=2" };
  it.each<[Parameters<typeof resolveTo>[0], string]>([
    ["/pricing", "/pricing"],
    ["?page=3", "/browse?page=3"],
    ["#top", "/browse#top"],
    ["", "/browse"],
    [{}, "/browse"],
    [{ search: "?sort=popular" }, "/browse?sort=popular"],
    [{ search: "sort=popular" }, "/browse?sort=popular"],
    [{ hash: "top" }, "/browse#top"],
    [{ pathname: "/ideas/a", search: "tab=market", hash: "notes" }, "/ideas/a?tab=market#notes"],
    [{ pathname: "/ideas/a", search: "?tab=market", hash: "#notes" }, "/ideas/a?tab=market#notes"],
    [{ pathname: "/ideas/a", search: "?", hash: "#" }, "/ideas/a"],
    ["/ideas/a?tab=market#notes", "/ideas/a?tab=market#notes"],
  ])("%j -> %s", (to, expected) => expect(resolveTo(to, from)).toBe(expected));

  it.each<[Parameters<typeof resolveTo>[0], string]>([
    ["edit", "/admin/users/u_1/edit"],
    ["./edit/", "/admin/users/u_1/edit/"],
    ["../u_2", "/admin/users/u_2"],
    ["../../ideas?page=2", "/admin/ideas?page=2"],
    ["../../../../..", "/"],
    [{ pathname: "../u_2", search: "tab=audit" }, "/admin/users/u_2?tab=audit"],
  ])("relative to the current path: %j -> %s", (to, expected) => expect(resolveTo(to, { pathname: "/admin/users/u_1/" })).toBe(expected));
});

describe("links to another site or scheme", () => {
  const targets = ["https://other.site/page?x=1#y", "mailto:team@example.com?subject=Hi", "tel:+15551234567", "//cdn.example.com/file.pdf", "HTTP://OTHER.SITE"];

  function Page() {
    return (
      <>
        {targets.map((to) => (
          <Link key={to} to={to}>
            {to}
          </Link>
        ))}
        <NavLink to="https://other.site/">Other home</NavLink>
      </>
    );
  }

  it("render the href as written, are never active, and their clicks are left to the browser", async () => {
    const router = createMemoryRouter([{ path: "/", Component: Page }]);
    render(<RouterProvider router={router} />);
    // What the browser would do next is a page load jsdom cannot make: note whether the app's
    // handler claimed the click, then stop it.
    const claimed: boolean[] = [];
    const listener = (event: MouseEvent) => {
      claimed.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener("click", listener);
    try {
      for (const to of targets) {
        const link = screen.getByRole("link", { name: to });
        expect(link).toHaveAttribute("href", to);
        await userEvent.click(link);
      }
    } finally {
      document.removeEventListener("click", listener);
    }
    expect(claimed).toEqual(targets.map(() => false));
    expect(router.state.location.pathname).toBe("/");
    expect(screen.getByRole("link", { name: "Other home" })).toHaveAttribute("href", "https://other.site/");
    expect(screen.getByRole("link", { name: "Other home" })).not.toHaveAttribute("aria-current");

    // navigate() to another site leaves the app (a page load in a browser): never a same-site path.
    act(() => router.navigate("https://other.site/elsewhere"));
    expect(router.state.location.pathname).toBe("/");
  });
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

  it("goes to an #anchor the page draws only once its data arrives, on a page load and on a link, and not after the reader scrolled", async () => {
    function Late() {
      const [ready, setReady] = useState(false);
      useEffect(() => {
        const timer = setTimeout(() => setReady(true), 50);
        return () => clearTimeout(timer);
      }, []);
      return ready ? <section id="founder-profile">Founder profile</section> : <p>Loading</p>;
    }
    const scrolled = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this.id);
    };
    try {
      const late: RouteObject[] = [
        { path: "/settings", Component: () => (<><ScrollRestoration /><Late /></>) },
        { path: "/other", Component: () => (<><ScrollRestoration /><Link to="/settings#founder-profile">Your profile</Link></>) },
      ];
      const loaded = render(<RouterProvider router={createMemoryRouter(late, { initialEntries: ["/settings#founder-profile"] })} />);
      await screen.findByText("Founder profile");
      await waitFor(() => expect(scrolled).toHaveBeenCalledWith("founder-profile"));
      loaded.unmount();

      scrolled.mockClear();
      render(<RouterProvider router={createMemoryRouter(late, { initialEntries: ["/other"] })} />);
      await userEvent.click(screen.getByRole("link", { name: "Your profile" }));
      await screen.findByText("Founder profile");
      await waitFor(() => expect(scrolled).toHaveBeenCalledWith("founder-profile"));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it("leaves the reader where they scrolled while the anchor was still loading", async () => {
    function Later() {
      const [ready, setReady] = useState(false);
      useEffect(() => {
        const timer = setTimeout(() => setReady(true), 80);
        return () => clearTimeout(timer);
      }, []);
      return ready ? <section id="notes">Notes</section> : <p>Loading</p>;
    }
    const scrolled = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this.id);
    };
    try {
      render(<RouterProvider router={createMemoryRouter([{ path: "/page", Component: () => (<><ScrollRestoration /><Later /></>) }], { initialEntries: ["/page#notes"] })} />);
      window.dispatchEvent(new Event("wheel"));
      await screen.findByText("Notes");
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(scrolled).not.toHaveBeenCalled();
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});

describe("RouteAnnouncer", () => {
  function Titled({ title }: { title: string }) {
    useEffect(() => {
      document.title = `${title} · Test`;
    }, [title]);
    return <h1>{title}</h1>;
  }

  function IdeaPage() {
    const { slug } = useParams();
    const [, setParams] = useSearchParams();
    return (
      <>
        <Titled title={`Idea ${slug}`} />
        <button type="button" onClick={() => setParams({ tab: "market" })}>
          Market tab
        </button>
      </>
    );
  }

  let arrive: () => void = () => undefined;
  /** A page that names the tab "Loading" until its data arrives. */
  function SlowPage() {
    const [loaded, setLoaded] = useState(false);
    useEffect(() => {
      arrive = () => setLoaded(true);
    }, []);
    return <Titled title={loaded ? "Slow page ready" : "Loading"} />;
  }

  function Shell() {
    return (
      <>
        <nav>
          <Link to="/ideas/b">Idea B</Link>
          <Link to="/slow">Slow page</Link>
        </nav>
        <main tabIndex={-1}>
          <Outlet />
        </main>
        <ScrollRestoration />
        <RouteAnnouncer />
      </>
    );
  }

  it("moves focus to <main> without scrolling and reads the new page's title after each navigation, but not on the first page or a new query", async () => {
    const router = createMemoryRouter(
      [{ Component: Shell, children: [{ path: "ideas/:slug", Component: IdeaPage }, { path: "slow", Component: SlowPage }] }],
      { initialEntries: ["/ideas/a"] },
    );
    const user = userEvent.setup();
    const { container } = render(<RouterProvider router={router} />);
    const main = screen.getByRole("main");
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toHaveAttribute("aria-atomic", "true");
    expect(document.title).toBe("Idea a · Test");
    // The first page: the browser announces it; focus stays where the browser put it.
    expect(region).toHaveTextContent(/^$/);
    expect(main).not.toHaveFocus();

    const focus = vi.spyOn(main, "focus");
    await user.click(screen.getByRole("link", { name: "Idea B" }));
    expect(screen.getByRole("heading", { name: "Idea b" })).toBeInTheDocument();
    expect(main).toHaveFocus();
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(region).toHaveTextContent(/^Idea b · Test$/);

    // A new query on the same page (a tab, a filter, a search box): focus stays on what was used.
    const tab = screen.getByRole("button", { name: "Market tab" });
    await user.click(tab);
    expect(router.state.location.search).toBe("?tab=market");
    expect(tab).toHaveFocus();
    expect(region).toHaveTextContent(/^Idea b · Test$/);

    // A page that names itself once its data is in is read out again with its final title.
    await user.click(screen.getByRole("link", { name: "Slow page" }));
    expect(main).toHaveFocus();
    expect(region).toHaveTextContent(/^Loading · Test$/);
    act(() => arrive());
    await waitFor(() => expect(region).toHaveTextContent(/^Slow page ready · Test$/));

    // Back is a navigation too.
    screen.getByRole("link", { name: "Idea B" }).focus();
    await act(async () => router.navigate(-1));
    expect(screen.getByRole("heading", { name: "Idea b" })).toBeInTheDocument();
    expect(main).toHaveFocus();
    expect(region).toHaveTextContent(/^Idea b · Test$/);
    focus.mockRestore();
  });
});
