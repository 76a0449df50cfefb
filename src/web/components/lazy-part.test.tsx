import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Component, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazyPart } from "./lazy-part";

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

/** A download that fails `failures` times, then gives the component; counts the attempts. */
function flakyDownload(failures: number) {
  let attempts = 0;
  const load = vi.fn(async () => {
    attempts += 1;
    if (attempts <= failures) throw new TypeError("Failed to fetch dynamically imported module");
    return Greeting;
  });
  return load;
}

class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>The page failed</p> : this.props.children;
  }
}

describe("lazyPart", () => {
  it("shows its fallback, then the part, and downloads it once for every use", async () => {
    const load = flakyDownload(0);
    const Part = lazyPart("greeting", load, <p role="status">Loading the greeting</p>);
    render(
      <>
        <Part name="Ada" />
        <Part name="Grace" />
      </>,
    );
    expect(screen.getAllByRole("status").map((status) => status.textContent)).toEqual(["Loading the greeting", "Loading the greeting"]);
    expect(await screen.findByText("Hello, Ada")).toBeInTheDocument();
    expect(screen.getByText("Hello, Grace")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("says only this part did not load when its download fails, and Try again downloads it afresh", async () => {
    const load = flakyDownload(1);
    const Part = lazyPart("greeting-flaky", load);
    // React reports an error a boundary caught on the console; here it is the point of the test.
    const reported = vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <PageBoundary>
        <h1>The page</h1>
        <Part name="Ada" />
      </PageBoundary>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("This part of the page did not load.");
    expect(screen.getByRole("heading", { name: "The page" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Hello, Ada")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(reported).toHaveBeenCalled();
    reported.mockRestore();
  });

  it("leaves an error while rendering the part to the page's boundary: it is a bug, not a download", async () => {
    const broken = () => {
      throw new Error("a render bug");
    };
    const Part = lazyPart("broken", async () => broken);
    const reported = vi.spyOn(console, "error").mockImplementation(() => undefined);
    render(
      <PageBoundary>
        <Part />
      </PageBoundary>,
    );
    expect(await screen.findByText("The page failed")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
    reported.mockRestore();
  });

  it("starts the download on preload, so the part shows without a fallback later", async () => {
    const load = flakyDownload(0);
    const Part = lazyPart("greeting-slow", load, <p>Loading</p>);
    Part.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    render(<Part name="Ada" fallback={<p>Still loading</p>} />);
    expect(await screen.findByText("Hello, Ada")).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
