import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Countdown, EXPIRED_RETRY_MS, formatCountdown } from "./countdown";

describe("formatCountdown", () => {
  it("formats a duration as HH:MM:SS", () => {
    expect(formatCountdown(0)).toBe("00:00:00");
    expect(formatCountdown(999)).toBe("00:00:00");
    expect(formatCountdown(61_000)).toBe("00:01:01");
    expect(formatCountdown(3_661_000)).toBe("01:01:01");
    expect(formatCountdown(24 * 3_600_000 - 1)).toBe("23:59:59");
    expect(formatCountdown(100 * 3_600_000)).toBe("100:00:00");
  });

  it("never shows a negative time", () => {
    expect(formatCountdown(-5_000)).toBe("00:00:00");
  });
});

describe("Countdown", () => {
  afterEach(() => vi.useRealTimers());

  it("ticks every second and asks for the next idea at zero, not in a loop", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-03-01T23:59:57.000Z"));
    const onExpire = vi.fn();
    render(<Countdown expiresAt="2026-03-02T00:00:00.000Z" onExpire={onExpire} label="Free for" />);
    expect(screen.getByRole("timer")).toHaveTextContent("00:00:03");
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole("timer")).toHaveTextContent("00:00:02");
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByRole("timer")).toHaveTextContent("00:00:00");
    expect(onExpire).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(onExpire).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(EXPIRED_RETRY_MS));
    expect(onExpire).toHaveBeenCalledTimes(2);
  });

  it("restarts from the new expiry when the next idea arrives", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-03-02T00:00:01.000Z"));
    const { rerender } = render(<Countdown expiresAt="2026-03-02T00:00:00.000Z" label="Free for" />);
    expect(screen.getByRole("timer")).toHaveTextContent("00:00:00");
    rerender(<Countdown expiresAt="2026-03-03T00:00:00.000Z" label="Free for" />);
    expect(screen.getByRole("timer")).toHaveTextContent("23:59:59");
  });
});
