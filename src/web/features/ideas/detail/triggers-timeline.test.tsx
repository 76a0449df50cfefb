import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TriggersTimeline } from "./triggers-timeline";

const triggers = [{ date: "2026-12-18", kind: "filing" as const, jurisdiction: "US-CA", summary: "First annual registration is due with the state.", source_url: "https://example.gov/filing" }];

afterEach(() => {
  vi.useRealTimers();
});

describe("TriggersTimeline", () => {
  it("renders on the server without a relative date, so the markup the browser hydrates is the same on any day", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 10, 27, 12));
    const first = renderToString(<TriggersTimeline triggers={triggers} />);
    vi.setSystemTime(new Date(2027, 5, 1, 12));
    expect(renderToString(<TriggersTimeline triggers={triggers} />)).toBe(first);
    expect(first).toContain("Dec 18, 2026");
    expect(first).not.toMatch(/in \d|ago|today|tomorrow/);
  });

  it("adds the distance from the viewer's today once mounted in the browser", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 11, 17, 9));
    render(<TriggersTimeline triggers={triggers} />);
    expect(await screen.findByText("tomorrow")).toBeInTheDocument();
  });

  it("says where the idea stands against its dates once the viewer's today is known", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(2026, 6, 1, 9));
    const { unmount } = render(<TriggersTimeline triggers={triggers} />);
    expect(await screen.findByText("Before the rush")).toBeInTheDocument();
    unmount();
    vi.setSystemTime(new Date(2026, 11, 1, 9));
    render(<TriggersTimeline triggers={triggers} />);
    expect(await screen.findByText("In the rush")).toBeInTheDocument();
  });
});
