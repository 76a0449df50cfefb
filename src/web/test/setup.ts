import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, vi } from "vitest";
import { hardNavigate } from "@web/lib/browser";

// jsdom cannot leave the page: every test gets hardNavigate (lib/browser.ts, the one seam for full-page
// navigation) as a mock, and a test that cares imports it and checks its calls.
// One mock for the whole worker: test files share loaded modules (vitest.config.ts), so a
// component a previous file imported keeps calling the mock it was given first; a new one per file
// would not be the one it calls. Its calls are cleared before each test.
vi.mock("@web/lib/browser", () => {
  const shared = globalThis as { hardNavigateMock?: ReturnType<typeof vi.fn> };
  shared.hardNavigateMock ??= vi.fn();
  return { hardNavigate: shared.hardNavigateMock };
});

// findBy* and waitFor wait up to 5 s instead of Testing Library's 1 s: on a loaded 2-core CI machine a
// lazy route or a mocked fetch can take longer than a second to render, and the wait ends as soon as
// the element is there, so a passing test is not slower (issue 25: five web tests failed at load ~10).
configure({ asyncUtilTimeout: 5000 });

/**
 * House rule 8: an unexpected console.error fails the test. React reports act() warnings, key
 * warnings and failed prop types through console.error, so they all count.
 */
let consoleErrors: unknown[][] = [];

beforeEach(() => {
  vi.mocked(hardNavigate).mockClear();
  consoleErrors = [];
  // As in a browser that may be signed in: the session check asks the (mocked) server.
  document.cookie = "ideadeck.has_session=1; path=/";
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  cleanup();
  // Sonner's store is module-wide and replays active toasts to a new Toaster: start each test clean.
  toast.dismiss();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    const first = errors[0]?.map((part) => (part instanceof Error ? part.stack : String(part))).join(" ");
    throw new Error(`Unexpected console.error (${errors.length}x): ${first}`);
  }
});

// jsdom lacks the layout APIs Radix's menus and dialogs call.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => undefined;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => undefined;
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;
// ScrollRestoration scrolls on navigation; jsdom does not implement scrolling.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
