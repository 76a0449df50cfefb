import { describe, expect, it } from "vitest";
import { getDefaultConfig, twMerge } from "tailwind-merge";
import { createClassGroupUtils } from "tailwind-merge/unstable-do-not-import";
// @ts-expect-error: a plain .mjs script without types
import { utilitiesOf, webClassCandidates } from "../../../scripts/tailwind-merge-config.mjs";
import { cn } from "./cn";
import { tailwindMergeConfig } from "./tailwind-merge-config.gen";

describe("cn", () => {
  it("merges every class our sources use exactly as tailwind-merge's default configuration does", () => {
    const full = createClassGroupUtils(getDefaultConfig());
    const ours = createClassGroupUtils(tailwindMergeConfig());
    const candidates = (webClassCandidates() as string[]).flatMap((candidate) => utilitiesOf(candidate) as string[]);
    expect(candidates.length).toBeGreaterThan(1000);
    const differences: string[] = [];
    for (const utility of new Set(candidates)) {
      const group = full.getClassGroupId(utility);
      if (ours.getClassGroupId(utility) !== group) differences.push(`${utility}: group ${String(ours.getClassGroupId(utility))}, default ${String(group)}`);
      if (!group || group.startsWith("arbitrary..")) continue;
      for (const postfix of [false, true]) {
        // Conflicts with groups no class of ours belongs to cannot arise, so those are left out.
        const expected = full.getConflictingClassGroupIds(group, postfix).filter((other) => other in tailwindMergeConfig().classGroups);
        const actual = [...ours.getConflictingClassGroupIds(group, postfix)];
        if (JSON.stringify(actual) !== JSON.stringify(expected)) differences.push(`${utility}: conflicts ${actual.join(",")}, default ${expected.join(",")}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it("lets a later class override an earlier one of the same kind and keeps different kinds", () => {
    for (const classes of ["h-9 px-4 text-sm text-slate-900 h-8 px-3", "p-6 pb-0", "pb-0 p-6", "size-9 h-8", "hover:bg-slate-100 bg-white hover:bg-indigo-50", "rounded-md rounded-xl border border-slate-200 border-indigo-600"]) {
      expect(cn(classes)).toBe(twMerge(classes));
    }
    expect(cn("text-sm text-slate-900", "text-lg")).toBe("text-slate-900 text-lg");
    expect(cn("px-4", false, "px-6")).toBe("px-6");
  });
});
