import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";
import { loadOnce } from "@web/lib/load-once";

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
 * Where the server renders the part's content, the browser hydrates it only once its code has come;
 * until then its buttons do nothing. So a part the reader acts on at once (the idea page's tab list)
 * is not a lazyPart.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode | ((props: P) => ReactNode) = null) {
  const preload = loadOnce(load);
  const fresh = () =>
    lazy(async () => {
      try {
        return { default: await preload() };
      } catch (error) {
        throw new PartLoadError("the part's code did not download", { cause: error });
      }
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
