import {
  Component,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ComponentType,
  type CSSProperties,
  type ErrorInfo,
  type MouseEvent,
  type ReactNode,
} from "react";
import type { RouteMatch } from "./match";
import { isExternal, parsePath, resolveTo, type Location, type NavigateOptions, type Router, type RouterState, type To } from "./router";

const RouterContext = createContext<{ router: Router; state: RouterState } | null>(null);
/** What the nearest <Outlet /> renders: the next route down the matched chain. */
const OutletContext = createContext<ReactNode>(null);
const RouteErrorContext = createContext<unknown>(undefined);

export function useRouterContext() {
  const context = useContext(RouterContext);
  if (!context) throw new Error("Router hooks must be used inside <RouterProvider>");
  return context;
}

class RouteErrorBoundary extends Component<
  { fallback: ComponentType; resetKey: string; children: ReactNode },
  { error: unknown; resetKey: string }
> {
  override state = { error: undefined as unknown, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  // Moving to another page clears the error, as it would with a fresh page load.
  static getDerivedStateFromProps(props: { resetKey: string }, state: { resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("A page failed to render", error, info.componentStack);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    const Fallback = this.props.fallback;
    return (
      <RouteErrorContext.Provider value={this.state.error}>
        <Fallback />
      </RouteErrorContext.Provider>
    );
  }
}

/** Renders the matched chain from `index` down: each route's element with the rest as its outlet. */
function renderMatches(matches: RouteMatch[], index: number, resetKey: string): ReactNode {
  const match = matches[index];
  if (!match) return null;
  const { route } = match;
  const RouteComponent = route.Component;
  const element = route.element ?? (RouteComponent ? <RouteComponent /> : <Outlet />);
  const content = <OutletContext.Provider value={renderMatches(matches, index + 1, resetKey)}>{element}</OutletContext.Provider>;
  return route.ErrorBoundary ? (
    <RouteErrorBoundary fallback={route.ErrorBoundary} resetKey={resetKey}>
      {content}
    </RouteErrorBoundary>
  ) : (
    content
  );
}

export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(router.subscribe, () => router.state, () => router.state);
  const value = useMemo(() => ({ router, state }), [router, state]);
  let content: ReactNode;
  if (!state.initialized) {
    const Fallback = state.matches.find(({ route }) => route.HydrateFallback)?.route.HydrateFallback;
    content = Fallback ? <Fallback /> : null;
  } else {
    content = renderMatches(state.matches, 0, state.location.key);
  }
  return <RouterContext.Provider value={value}>{content}</RouterContext.Provider>;
}

export function Outlet() {
  return <>{useContext(OutletContext)}</>;
}

export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

/** Whether a route error is an HTTP-like answer (status + text); ours are plain errors today. */
export function isRouteErrorResponse(error: unknown): error is { status: number; statusText: string } {
  return typeof error === "object" && error !== null && typeof (error as { status?: unknown }).status === "number" && "statusText" in error;
}

export function useLocation(): Location {
  return useRouterContext().state.location;
}

export function useNavigation(): RouterState["navigation"] {
  return useRouterContext().state.navigation;
}

export function useParams<T extends Record<string, string | undefined> = Record<string, string | undefined>>(): T {
  const { matches } = useRouterContext().state;
  return (matches[matches.length - 1]?.params ?? {}) as T;
}

export function useNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const { router } = useRouterContext();
  return router.navigate;
}

type SearchParamsInit = URLSearchParams | string | Record<string, string>;

/** The query string as URLSearchParams, and a setter that navigates to the same path with a new query. */
export function useSearchParams(): [URLSearchParams, (next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => void] {
  const { router, state } = useRouterContext();
  const search = state.location.search;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  // Stable across renders, like React Router's: effects may list it as a dependency.
  const setParams = useCallback(
    (next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit), options?: NavigateOptions) => {
      const current = new URLSearchParams(router.state.location.search);
      const query = new URLSearchParams(typeof next === "function" ? next(current) : next).toString();
      router.navigate(`${router.state.location.pathname}${query ? `?${query}` : ""}`, options);
    },
    [router],
  );
  return [params, setParams];
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && (!event.currentTarget.target || event.currentTarget.target === "_self");
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

/**
 * A real link (it works before the scripts arrive and with a middle click); a plain click moves
 * inside the app without a page load. A link to another site or scheme (mailto:, tel:) is a plain
 * link with its href as written.
 */
export function Link({ to, replace, state, onClick, ...rest }: LinkProps) {
  const { router, state: routerState } = useRouterContext();
  if (isExternal(to)) return <a {...rest} href={to} onClick={onClick} />;
  const href = resolveTo(to, routerState.location);
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainLeftClick(event)) return;
        event.preventDefault();
        router.navigate(href, { replace, state });
      }}
    />
  );
}

export interface NavLinkProps extends Omit<LinkProps, "className"> {
  className?: string | ((status: { isActive: boolean }) => string);
  /** Active only on this exact path, not below it. */
  end?: boolean;
}

/** A link that knows whether it points at the current page (aria-current="page" and its active style). */
export function NavLink({ className, end, to, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const current = pathname.replace(/\/$/, "").toLowerCase() || "/";
  const wanted = (parsePath(resolveTo(to, { pathname })).pathname ?? "/").replace(/\/$/, "").toLowerCase() || "/";
  const isActive = !isExternal(to) && (current === wanted || (!end && wanted !== "/" && current.startsWith(`${wanted}/`)));
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
    />
  );
}

/** Moves to `to` once rendered (guards and redirects). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const { router } = useRouterContext();
  useEffect(() => {
    router.navigate(to, { replace, state });
  }, [router, to, replace, state]);
  return null;
}

/** Scroll positions by history entry key, kept in the tab's sessionStorage across reloads. */
const SCROLL_STORAGE_KEY = "ideadeck:scroll-positions";
const KEPT_POSITIONS = 100;
const scrollPositions = new Map<string, number>();

function loadScrollPositions() {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? "{}") as Record<string, unknown>;
    for (const [key, y] of Object.entries(stored)) if (typeof y === "number" && !scrollPositions.has(key)) scrollPositions.set(key, y);
  } catch {
    // Storage blocked or holding something else: positions are kept for this page's life only.
  }
}

function storeScrollPositions() {
  try {
    const newest = [...scrollPositions].slice(-KEPT_POSITIONS);
    window.sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(Object.fromEntries(newest)));
  } catch {
    // As above.
  }
}

/**
 * Browser-like scrolling for in-app navigation: a new page starts at the top (or at its #anchor),
 * Back and Forward return to where the reader was, also after a reload or a visit to another site.
 */
export function ScrollRestoration() {
  const { state } = useRouterContext();
  const { location, historyAction, preventScrollReset } = state;
  const previousKey = useRef(location.key);

  useEffect(() => {
    if ("scrollRestoration" in window.history) window.history.scrollRestoration = "manual";
    loadScrollPositions();
    // A reload, or Back from another site, lands on an entry the reader has scrolled before.
    const saved = scrollPositions.get(previousKey.current);
    // A first visit to an address with an #anchor goes to it, as a browser does for a whole page.
    let stopWaiting: (() => void) | undefined;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (location.hash) stopWaiting = scrollToAnchorWhenDrawn(decodeURIComponent(location.hash.slice(1)));
    const save = () => {
      scrollPositions.delete(previousKey.current);
      scrollPositions.set(previousKey.current, window.scrollY);
      storeScrollPositions();
    };
    window.addEventListener("pagehide", save);
    return () => {
      stopWaiting?.();
      window.removeEventListener("pagehide", save);
    };
    // Once, when the app starts: later entries are the layout effect's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useLayoutEffect(() => {
    if (previousKey.current === location.key) return;
    previousKey.current = location.key;
    if (historyAction === "POP") {
      // Back/Forward return to where the reader was; an entry never seen here (a page load, or the
      // browser's own jump to an #anchor) goes to its anchor, once the page has drawn it.
      const saved = scrollPositions.get(location.key);
      if (saved !== undefined) window.scrollTo(0, saved);
      else if (location.hash) return scrollToAnchorWhenDrawn(decodeURIComponent(location.hash.slice(1)));
      return;
    }
    if (preventScrollReset) return;
    if (location.hash) return scrollToAnchorWhenDrawn(decodeURIComponent(location.hash.slice(1)));
    window.scrollTo(0, 0);
  }, [location, historyAction, preventScrollReset]);

  // Remember where the reader is on this entry, for when they come back to it.
  useEffect(() => {
    const key = location.key;
    const onScroll = () => scrollPositions.set(key, window.scrollY);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [location.key]);

  return null;
}



/** How long an #anchor may take to appear (a lazy page's code, then its data) before we give up on it. */
const ANCHOR_WAIT_MS = 5000;

/**
 * Scrolls to the element with this id: now if it is there, else when the page draws it (a lazily
 * loaded page, or a part that waits for its data, e.g. /settings#founder-profile). Gives up after
 * ANCHOR_WAIT_MS or as soon as the reader scrolls or types, so nobody is pulled away from where
 * they went. Answers the cleanup for the effect.
 */
function scrollToAnchorWhenDrawn(id: string): (() => void) | undefined {
  const target = document.getElementById(id);
  if (target) {
    target.scrollIntoView();
    return undefined;
  }
  window.scrollTo(0, 0);
  const observer = new MutationObserver(() => {
    const drawn = document.getElementById(id);
    if (!drawn) return;
    stop();
    drawn.scrollIntoView();
  });
  const userMoved = ["wheel", "touchmove", "keydown"] as const;
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const event of userMoved) window.removeEventListener(event, stop);
  };
  const timer = setTimeout(stop, ANCHOR_WAIT_MS);
  for (const event of userMoved) window.addEventListener(event, stop, { passive: true });
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/** Hidden on screen, still read by screen readers (the usual "sr-only" rules, inline: no stylesheet needed). */
const visuallyHidden: CSSProperties = { position: "absolute", width: 1, height: 1, margin: -1, padding: 0, overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap", border: 0 };
/** How long after a navigation a page may still rename the tab (its data arrived) and be read out again. */
const TITLE_SETTLE_MS = 5000;

/**
 * Tells keyboard and screen-reader users that a client-side navigation reached a new page, as a page
 * load would: focus moves to the page's <main> (Tab continues in the new content, not from a link
 * that is gone) and the new page's title is read out through a polite live region. Only when the
 * path changes: a new query or hash (a filter, a search box, the next page of a list) leaves focus
 * where the reader is. Nothing on the first page, which the browser announces itself. Scrolling is
 * ScrollRestoration's: the focus move never scrolls.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState("");
  const announced = useRef(pathname);

  useEffect(() => {
    if (announced.current === pathname) return;
    announced.current = pathname;
    document.querySelector("main")?.focus({ preventScroll: true });
    // Pages name the tab in their own effects, which React runs before this one (the page sits above
    // in the tree); a page that names it once its data arrives ("Loading idea", then the idea) is
    // read out again with the final title.
    setAnnouncement(document.title);
    const title = document.querySelector("title");
    if (!title) return;
    const renamed = new MutationObserver(() => setAnnouncement(document.title));
    renamed.observe(title, { childList: true, characterData: true, subtree: true });
    const settle = window.setTimeout(() => renamed.disconnect(), TITLE_SETTLE_MS);
    return () => {
      renamed.disconnect();
      window.clearTimeout(settle);
    };
  }, [pathname]);

  return (
    <div aria-live="polite" aria-atomic="true" style={visuallyHidden}>
      {announcement}
    </div>
  );
}
