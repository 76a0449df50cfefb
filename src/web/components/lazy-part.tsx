import { Component, createContext, lazy, Suspense, useContext, useState, type ComponentType, type ReactNode } from "react";
import { loadOnce } from "@web/lib/load-once";

/**
 * The server render collects here the names of the lazy parts it rendered with their content (not
 * their fallback); the page carries them (ssr-state.ts) and the browser downloads those parts before
 * it hydrates (preloadRenderedParts). A part React hydrates before its code has come stays inert
 * until then, and a click on it is lost: React does not replay it (a tab click in CI was).
 */
export const RenderedParts = createContext<Set<string> | null>(null);

/** Every lazy part by name, so a server-rendered page can ask for the ones it showed. */
const partsByName = new Map<string, () => Promise<unknown>>();

/**
 * Loads every part's code known so far (the server renderer, before each render: renderToString
 * cannot wait for a part, and a part not loaded would render its fallback). Once loaded, this is a
 * few settled promises.
 */
export async function preloadAllParts(): Promise<void> {
  // A part's code can define more parts (the analysis tabs inside the tab list): load until none is new.
  let known: number;
  do {
    known = partsByName.size;
    await Promise.all([...partsByName.values()].map((preload) => preload().catch(() => undefined)));
  } while (partsByName.size > known);
}

/**
 * Downloads the named parts (a server-rendered page's). A part defined inside another part's code
 * is known only once that code has run, so names not yet known are tried again after each round.
 * A failed download is left to the part itself, which shows its "did not load" notice.
 */
export async function preloadRenderedParts(names: readonly string[]): Promise<void> {
  let waiting = [...new Set(names)];
  while (waiting.length > 0) {
    const known = waiting.filter((name) => partsByName.has(name));
    if (known.length === 0) return;
    await Promise.all(known.map((name) => partsByName.get(name)!().catch(() => undefined)));
    waiting = waiting.filter((name) => !partsByName.has(name));
  }
}

/** Marks an error as the part's code failing to download, not as a bug while rendering it. */
class PartLoadError extends Error {}

class PartBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Only a failed download is this boundary's to show; anything else goes on to the page's.
    if (!(error instanceof PartLoadError)) throw error;
    return (
      <p role="alert" className="text-sm text-slate-700">
        This part of the page did not load.{" "}
        <button
          type="button"
          className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
          onClick={this.props.onRetry}
        >
          Try again
        </button>
      </p>
    );
  }
}

/**
 * A part of a page whose code downloads when it first renders (or earlier, on `preload`), not with
 * the page: the first-visit budget (issue 30). `fallback` shows while it downloads (a node, or one
 * made from the part's props; a `fallback` prop where it is used wins). If the download fails (a network blip, or a deploy that replaced the
 * files), only this part says so, with Try again, which downloads it afresh; the rest of the page
 * stays. React's lazy remembers a failure for good, so a retry needs a new lazy component.
 * `name` is unique among parts: where the server renders the part's content, the page names it and
 * the browser downloads its code before hydrating (RenderedParts above), so it is live at once.
 */
export function lazyPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>, fallback: ReactNode | ((props: P) => ReactNode) = null) {
  // The part once its code has come, wrapped to note that it rendered (RenderedParts).
  let ready: { default: ComponentType<P> } | null = null;
  const preload = loadOnce(async () => {
    const Part = await load();
    function RenderedPart(props: P) {
      useContext(RenderedParts)?.add(name);
      return <Part {...props} />;
    }
    return (ready ??= { default: RenderedPart });
  });
  // A module evaluated again (hot reload in development) registers its parts again: the newest wins.
  partsByName.set(name, preload);
  const fresh = () =>
    lazy(() => {
      // Code already loaded (preloaded before hydrating, or on the server) is handed over at once:
      // React's lazy takes a value its thenable gives synchronously without suspending, so the part
      // renders (or hydrates) in the same pass instead of one promise callback later.
      if (ready) {
        const loaded = ready;
        return { then: (resolve: (value: typeof loaded) => void) => resolve(loaded) } as unknown as Promise<typeof loaded>;
      }
      return preload().catch((error: unknown) => {
        throw new PartLoadError("the part's code did not download", { cause: error });
      });
    });
  let Loaded = fresh();

  /** `fallback` here replaces the one given at creation, for a placeholder that needs the caller's state. */
  function LazyPart({ fallback: shown, ...rest }: P & { fallback?: ReactNode }) {
    const props = rest as P;
    const [attempt, setAttempt] = useState(0);
    const Current = Loaded;
    return (
      // A new key on retry mounts a new boundary (no error) around the new lazy component.
      <PartBoundary
        key={attempt}
        onRetry={() => {
          Loaded = fresh();
          setAttempt((n) => n + 1);
        }}
      >
        <Suspense fallback={shown !== undefined ? shown : typeof fallback === "function" ? fallback(props) : fallback}>
          <Current {...props} />
        </Suspense>
      </PartBoundary>
    );
  }
  return Object.assign(LazyPart, { preload: () => void preload().catch(() => undefined) });
}
