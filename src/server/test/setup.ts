import { afterEach, beforeEach, expect, vi } from "vitest";

/** An unexpected console.error fails the test; a test that expects one mocks it itself. */
let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, "error");
});
afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  expect(calls, "unexpected console.error").toEqual([]);
});
