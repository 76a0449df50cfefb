import { afterEach, describe, expect, it, vi } from "vitest";
import type { CardRow } from "../ideas/index";
import { createCardCache } from "./founder-fit.service";

const row = (id: string, title = `Idea ${id}`) => ({ id, title }) as unknown as CardRow;

/** A card source over a set of published rows, counting the ids each query asked for. */
function source(rows: Map<string, CardRow>) {
  const asked: string[][] = [];
  const load = async (ids: string[]) => {
    asked.push(ids);
    return ids.flatMap((id) => (rows.has(id) ? [rows.get(id)!] : []));
  };
  return { load, asked };
}

describe("the ranked pages' card cache", () => {
  afterEach(() => vi.useRealTimers());

  it("asks the database only for cards it does not hold, and nothing for a page it holds", async () => {
    const rows = new Map([row("a"), row("b"), row("c")].map((r) => [r.id, r]));
    const { load, asked } = source(rows);
    const cards = createCardCache(load, 15_000);
    expect([...(await cards(["a", "b"], 1)).keys()]).toEqual(["a", "b"]);
    expect([...(await cards(["b", "c"], 1)).keys()].sort()).toEqual(["b", "c"]);
    await cards(["a", "b", "c"], 1);
    expect(asked).toEqual([["a", "b"], ["c"]]);
  });

  it("starts over when the catalogue changed, so an edited or unpublished idea is never served from it", async () => {
    const rows = new Map([row("a"), row("b")].map((r) => [r.id, r]));
    const { load, asked } = source(rows);
    const cards = createCardCache(load, 15_000);
    await cards(["a", "b"], 1);
    rows.set("a", row("a", "Renamed"));
    rows.delete("b");
    const after = await cards(["a", "b"], 2);
    expect(after.get("a")?.title).toBe("Renamed");
    expect(after.has("b")).toBe(false);
    expect(asked).toEqual([["a", "b"], ["a", "b"]]);
  });

  it("reads a card again once its time is up, and keeps nothing with a time of 0", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-29T10:00:00Z") });
    const rows = new Map([row("a")].map((r) => [r.id, r]));
    const timed = source(rows);
    const cards = createCardCache(timed.load, 15_000);
    await cards(["a"], 1);
    vi.setSystemTime(new Date("2026-11-29T10:00:16Z"));
    await cards(["a"], 1);
    expect(timed.asked).toEqual([["a"], ["a"]]);

    const uncached = source(rows);
    const never = createCardCache(uncached.load, 0);
    await never(["a"], 1);
    await never(["a"], 1);
    expect(uncached.asked).toEqual([["a"], ["a"]]);
  });
});
