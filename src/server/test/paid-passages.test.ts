import { describe, expect, it } from "vitest";
import { passageFinder } from "./paid-passages";

describe("passageFinder", () => {
  const entries = [
    { id: "a", passage: "The first passage that the finder looks for" },
    { id: "b", passage: "The first passage that the finder must tell apart" },
    { id: "c", passage: "A passage at the very end of the text, nothing after" },
  ];
  const find = passageFinder(entries);

  it("finds every passage the text holds, wherever it sits, once each", () => {
    const text = `The first passage that the finder looks for, and The first passage that the finder looks for again. A passage at the very end of the text, nothing after`;
    expect(find(text).map((entry) => entry.id).sort()).toEqual(["a", "c"]);
  });

  it("tells apart passages that begin alike and misses a passage cut short", () => {
    expect(find("... The first passage that the finder must tell apart ...").map((entry) => entry.id)).toEqual(["b"]);
    expect(find("The first passage that the finder looks fo")).toEqual([]);
    expect(find("")).toEqual([]);
  });

  it("refuses a passage too short to be filed", () => {
    expect(() => passageFinder([{ passage: "short" }])).toThrow(/shorter than/);
  });
});
