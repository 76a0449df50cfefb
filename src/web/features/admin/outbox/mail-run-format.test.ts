import { describe, expect, it } from "vitest";
import type { MailRun } from "../api/admin-mail-api";
import { runCounts, runName, runProblem, runStatusLabel } from "./mail-run-format";

const run = (overrides: Partial<MailRun>): MailRun => ({
  runKey: "daily-send:2026-11-21",
  status: "succeeded",
  startedAt: "2026-11-21T09:00:00.000Z",
  finishedAt: "2026-11-21T09:01:00.000Z",
  detail: null,
  ...overrides,
});

describe("mail run formatting", () => {
  it("names runs by job and UTC day", () => {
    expect(runName("daily-send:2026-11-21")).toBe("Daily idea e-mail, Nov 21, 2026");
    expect(runName("trend-alert:2026-11-16")).toBe("Trend alert, week of Nov 16, 2026");
    expect(runName("daily-send:2026-11-21:top-up:2026-11-21T16:48:36.184Z")).toBe("Daily idea e-mail, Nov 21, 2026 (to new addresses)");
    // The first of a month stays the first in every time zone (the key is a UTC date).
    expect(runName("daily-send:2026-01-01")).toBe("Daily idea e-mail, Jan 1, 2026");
    expect(runName("cleanup:2026-11-21")).toBe("cleanup:2026-11-21");
    expect(runName("daily-send:not-a-day")).toBe("daily-send:not-a-day");
  });

  it("labels statuses", () => {
    expect(runStatusLabel("running")).toBe("Running");
    expect(runStatusLabel("succeeded")).toBe("Succeeded");
    expect(runStatusLabel("failed")).toBe("Failed");
    expect(runStatusLabel("paused")).toBe("paused");
  });

  it("reads recipients and mail counts from the detail, in a fixed order", () => {
    expect(runCounts(run({ detail: { recipients: 12, mail: { stored: 2, failed: 1, sent: 9 } } }))).toEqual([
      { label: "Recipients", value: 12 },
      { label: "Sent", value: 9 },
      { label: "Failed", value: 1 },
      { label: "Stored", value: 2 },
    ]);
    expect(runCounts(run({ detail: { recipients: 4 } }))).toEqual([{ label: "Recipients", value: 4 }]);
    expect(runCounts(run({ detail: { mail: "nonsense", recipients: "3" } }))).toEqual([]);
    expect(runCounts(run({ detail: null }))).toEqual([]);
  });

  it("says why a run failed", () => {
    expect(runProblem(run({ status: "failed", detail: { reason: "no published idea" } }))).toBe("no published idea");
    expect(runProblem(run({ status: "failed", detail: { error: "SMTP down" } }))).toBe("SMTP down");
    expect(runProblem(run({ status: "succeeded", detail: { reason: "x" } }))).toBeNull();
  });
});
