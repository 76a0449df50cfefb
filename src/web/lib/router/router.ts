import { hasLazyRoutes, loadLazyRoutes, matchRoutes, type RouteMatch, type RouteObject } from "./match";

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation that led here passed as `state`. */
  state: unknown;
  /** One per history entry; scroll positions are kept under it. */
  key: string;
}

export type NavigationType = "POP" | "PUSH" | "REPLACE";

export interface RouterState {
  location: Location;
  matches: RouteMatch[];
  /** "loading" while the next page's chunk is on its way; the current page stays on screen meanwhile. */
  navigation: { state: "idle" | "loading" };
  /** How the current location was reached (ScrollRestoration scrolls to the top only for PUSH/REPLACE). */
  historyAction: NavigationType;
  /** False until the first page's chunk is in hand (only without a server-rendered page). */
  initialized: boolean;
  /** The navigation that led here asked to keep the scroll position. */
  preventScrollReset: boolean;
}

/** A path, or its parts ({ search: "?page=2" } keeps the current path). */
export type To = string | Partial<Pick<Location, "pathname" | "search" | "hash">>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Keep the reader's scroll position (filters and pages of a list that stays on screen). */
  preventScrollReset?: boolean;
}

/** Where locations come from: the browser's history, a list in memory (tests) or one fixed URL (server). */
interface History {
  location(): Location;
  push(path: string, state: unknown): Location;
  replace(path: string, state: unknown): Location;
  go(delta: number): void;
  /** Leaves the app for another site or scheme (a document load in a browser; nothing elsewhere). */
  leave(url: string, replace: boolean): void;
  listen(onPop: (location: Location) => void): void;
}

export interface Router {
  readonly routes: RouteObject[];
  readonly state: RouterState;
  subscribe(listener: () => void): () => void;
  navigate(to: To | number, options?: NavigateOptions): void;
}

const NOT_FOUND: RouteMatch[] = [];

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function splitPath(path: string): Pick<Location, "pathname" | "search" | "hash"> {
  const url = new URL(path, "http://router.invalid");
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** A URL with its own scheme or host ("https:", "mailto:", "tel:", "//cdn..."): React Router's test. */
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * A target the browser must handle: another site or scheme. Links to it keep their href as written and
 * their clicks are not intercepted; navigating to it loads the document. (React Router routes an
 * absolute URL of this very origin inside the app; here it loads the page: a server-rendered link
 * cannot know the page's origin, and the same rule on both sides keeps hydration's markup equal.)
 */
export function isExternal(to: To): to is string {
  return typeof to === "string" && ABSOLUTE_URL.test(to);
}

/** "/a?b#c" -> its parts, as React Router's parsePath (absent parts are left out). */
export function parsePath(path: string): Partial<Pick<Location, "pathname" | "search" | "hash">> {
  const parts: Partial<Pick<Location, "pathname" | "search" | "hash">> = {};
  const hashAt = path.indexOf("#");
  if (hashAt >= 0) [path, parts.hash] = [path.slice(0, hashAt), path.slice(hashAt)];
  const searchAt = path.indexOf("?");
  if (searchAt >= 0) [path, parts.search] = [path.slice(0, searchAt), path.slice(searchAt)];
  if (path) parts.pathname = path;
  return parts;
}

/** A path from its parts; a search or hash given without its "?" or "#" gets one (React Router's createPath). */
export function createPath({ pathname = "/", search = "", hash = "" }: Partial<Pick<Location, "pathname" | "search" | "hash">>): string {
  if (search && search !== "?") pathname += search.startsWith("?") ? search : `?${search}`;
  if (hash && hash !== "#") pathname += hash.startsWith("#") ? hash : `#${hash}`;
  return pathname;
}

/** "edit", "../x", "./y/" from `from`, segment by segment: ".." drops one segment, never past the root. */
function resolvePathname(relative: string, from: string): string {
  const segments = from.replace(/\/+$/, "").split("/");
  for (const segment of relative.split("/")) {
    if (segment === "..") {
      if (segments.length > 1) segments.pop();
    } else if (segment !== ".") segments.push(segment);
  }
  return segments.length > 1 ? segments.join("/") : "/";
}

/**
 * Resolves a link target against the current path as React Router does (its resolveTo with
 * relative="path"): a target without a path keeps the current path and takes only its own search and
 * hash ("?page=2" -> "/browse?page=2", "#top" or { hash: "top" } -> "/browse#top"); a relative path
 * is resolved segment by segment from the current path.
 */
export function resolveTo(target: To, from: Pick<Location, "pathname">): string {
  const to = typeof target === "string" ? parsePath(target) : target;
  const pathname = !to.pathname ? from.pathname : to.pathname.startsWith("/") ? to.pathname : resolvePathname(to.pathname, from.pathname);
  return createPath({ pathname, search: to.search, hash: to.hash });
}

function browserHistory(): History {
  const read = (): Location => {
    const entry = window.history.state as { usr?: unknown; key?: string } | null;
    return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash, state: entry?.usr ?? null, key: entry?.key ?? "default" };
  };
  const write = (method: "pushState" | "replaceState", path: string, state: unknown): Location => {
    const key = newKey();
    window.history[method]({ usr: state, key }, "", path);
    return read();
  };
  // The entry the page was loaded on (typed, or from another site) has no key yet: without one, its
  // scroll position would be kept under "default", shared with every other such entry.
  const first = window.history.state as { usr?: unknown; key?: string } | null;
  if (!first?.key) window.history.replaceState({ usr: first?.usr ?? null, key: newKey() }, "");
  return {
    location: read,
    push: (path, state) => write("pushState", path, state),
    replace: (path, state) => write("replaceState", path, state),
    go: (delta) => window.history.go(delta),
    leave: (url, replace) => (replace ? window.location.replace(url) : window.location.assign(url)),
    listen: (onPop) =>
      window.addEventListener("popstate", () => {
        // An entry the browser made itself (a plain #anchor link such as "Skip to content") has no
        // key: give it one, so its scroll position is not mixed up with another entry's.
        if (!(window.history.state as { key?: string } | null)?.key) window.history.replaceState({ usr: null, key: newKey() }, "");
        onPop(read());
      }),
  };
}

function memoryHistory(initialEntries: string[]): History {
  const entries: Location[] = initialEntries.map((path) => ({ ...splitPath(path), state: null, key: newKey() }));
  let index = entries.length - 1;
  let onPop: (location: Location) => void = () => undefined;
  const at = (path: string, state: unknown): Location => ({ ...splitPath(path), state, key: newKey() });
  return {
    location: () => entries[index]!,
    push(path, state) {
      entries.splice(index + 1, entries.length, at(path, state));
      index = entries.length - 1;
      return entries[index]!;
    },
    replace(path, state) {
      entries[index] = at(path, state);
      return entries[index]!;
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      onPop(entries[index]!);
    },
    leave: () => undefined,
    listen(listener) {
      onPop = listener;
    },
  };
}

function createRouter(routes: RouteObject[], history: History): Router {
  const listeners = new Set<() => void>();
  const initialLocation = history.location();
  const initialMatches = matchRoutes(routes, initialLocation.pathname) ?? NOT_FOUND;
  let state: RouterState = {
    location: initialLocation,
    matches: initialMatches,
    navigation: { state: "idle" },
    historyAction: "POP",
    initialized: !hasLazyRoutes(initialMatches),
    preventScrollReset: false,
  };
  // Only the newest navigation may land; an older one still loading its chunk is dropped.
  let pending = 0;

  const set = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  /**
   * Shows the page at `pathname` once its chunks are loaded; a failed load shows the route's error
   * boundary. `enter` writes the history entry and returns its location. It runs when the page lands,
   * not before: until then the address bar keeps naming the page on screen, so a link or search write
   * made from that page still resolves against, and replaces, its own entry.
   */
  const commit = (pathname: string, enter: () => Location, historyAction: NavigationType, preventScrollReset = false) => {
    const matches = matchRoutes(routes, pathname) ?? NOT_FOUND;
    const ticket = ++pending;
    const land = () => {
      if (ticket !== pending) return;
      set({ location: enter(), matches, historyAction, preventScrollReset, navigation: { state: "idle" }, initialized: true });
    };
    if (!hasLazyRoutes(matches)) return land();
    set({ navigation: { state: "loading" } });
    void loadLazyRoutes(matches).then(land);
  };

  if (!state.initialized) commit(initialLocation.pathname, () => initialLocation, "POP");
  // Back and Forward have already moved the browser's entry; the page follows once loaded.
  history.listen((location) => commit(location.pathname, () => location, "POP"));

  return {
    routes,
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, options = {}) {
      if (typeof to === "number") return history.go(to);
      if (isExternal(to)) return history.leave(to, Boolean(options.replace));
      const path = resolveTo(to, state.location);
      const replace = options.replace ?? path === createPath(state.location);
      const entryState = options.state ?? null;
      const enter = () => (replace ? history.replace(path, entryState) : history.push(path, entryState));
      commit(splitPath(path).pathname, enter, replace ? "REPLACE" : "PUSH", options.preventScrollReset);
    },
  };
}

/**
 * The browser's router. A server-rendered page must hydrate with its page component in hand (a lazy
 * route still loading would render the fallback and throw the server's markup away), so `hydrating`
 * loads the current page's chunks first.
 */
export async function createBrowserRouter(routes: RouteObject[], options: { hydrating?: boolean } = {}): Promise<Router> {
  if (options.hydrating) await loadLazyRoutes(matchRoutes(routes, window.location.pathname) ?? NOT_FOUND);
  return createRouter(routes, browserHistory());
}

/** A router over an in-memory history (component tests). */
export function createMemoryRouter(routes: RouteObject[], options: { initialEntries?: string[] } = {}): Router {
  return createRouter(routes, memoryHistory(options.initialEntries ?? ["/"]));
}

/** A router fixed at one URL, for server rendering: the page's chunks are loaded before it renders. */
export async function createStaticRouter(routes: RouteObject[], url: URL): Promise<Router> {
  const matches = matchRoutes(routes, url.pathname) ?? NOT_FOUND;
  await loadLazyRoutes(matches);
  const location: Location = { pathname: url.pathname, search: url.search, hash: "", state: null, key: "default" };
  const history: History = {
    location: () => location,
    push: () => location,
    replace: () => location,
    go: () => undefined,
    leave: () => undefined,
    listen: () => undefined,
  };
  return createRouter(routes, history);
}
