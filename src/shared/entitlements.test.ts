import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { effectiveTier, entitlementsFor, VISITOR_ENTITLEMENTS } from "./entitlements";
import { SUBSCRIPTION_STATUSES, TIERS } from "./plans";

const now = new Date("2026-11-21T12:00:00Z");
const future = new Date("2026-12-21T12:00:00Z");
const past = new Date("2026-10-21T12:00:00Z");

describe("entitlements", () => {
  it("gives a visitor the free preview and nothing paid", () => {
    expect(VISITOR_ENTITLEMENTS).toMatchObject({ signedIn: false, canSave: false, isPro: false, canBrowseAll: false, previewCount: 3, trendingPageSize: 3 });
  });

  it("follows the plan table", () => {
    const of = (tier: (typeof TIERS)[number]) => entitlementsFor({ role: "user", tier, status: "active", endsAt: null }, now);
    expect(of("free")).toMatchObject({ canSave: true, canBrowseAll: false, canSeeProPicks: false, canExport: false, isPro: false });
    expect(of("starter")).toMatchObject({ canBrowseAll: true, canSeeProPicks: false, canExport: true, canUseAiChat: false, trendingPageSize: 12 });
    expect(of("pro")).toMatchObject({ canSeeProPicks: true, canUseBuilder: true, canUseAiChat: true, canValidate: true, quotas: { aiChat: 100, aiResearch: 3 } });
    expect(of("lifetime")).toMatchObject({ isPro: true, isLifetime: true, quotas: { aiChat: 1000, aiResearch: 1000 } });
  });

  it("keeps a cancelled subscription until its period ends", () => {
    expect(effectiveTier({ tier: "pro", status: "cancelled", endsAt: future }, now)).toBe("pro");
    expect(effectiveTier({ tier: "pro", status: "cancelled", endsAt: past }, now)).toBe("free");
    expect(effectiveTier({ tier: "starter", status: "cancelled", endsAt: null }, now)).toBe("free");
    expect(effectiveTier({ tier: "lifetime", status: "cancelled", endsAt: past }, now)).toBe("lifetime");
  });

  it("ends a subscription set to cancel at its period end even if the ending event is late", () => {
    expect(effectiveTier({ tier: "pro", status: "active", endsAt: future, cancelAtPeriodEnd: true }, now)).toBe("pro");
    expect(effectiveTier({ tier: "pro", status: "active", endsAt: past, cancelAtPeriodEnd: true }, now)).toBe("free");
    // A renewing subscription whose renewal event is late keeps its tier (the provider retries payment).
    expect(effectiveTier({ tier: "pro", status: "active", endsAt: past, cancelAtPeriodEnd: false }, now)).toBe("pro");
  });

  it("keeps the higher tier after a downgrade until the period paid for ends", () => {
    expect(effectiveTier({ tier: "starter", status: "active", endsAt: future, graceTier: "pro", graceUntil: future }, now)).toBe("pro");
    expect(effectiveTier({ tier: "starter", status: "active", endsAt: future, graceTier: "pro", graceUntil: past }, now)).toBe("starter");
    // Grace never lowers a tier.
    expect(effectiveTier({ tier: "pro", status: "active", endsAt: future, graceTier: "starter", graceUntil: future }, now)).toBe("pro");
  });

  it("never grants more than the stored tier, and pro features only with pro access", () => {
    fc.assert(
      fc.property(fc.constantFrom(...TIERS), fc.constantFrom(...SUBSCRIPTION_STATUSES), fc.option(fc.date()), fc.boolean(), (tier, status, endsAt, admin) => {
        const e = entitlementsFor({ role: admin ? "admin" : "user", tier, status, endsAt }, now);
        expect(TIERS.indexOf(e.effectiveTier)).toBeLessThanOrEqual(TIERS.indexOf(tier));
        expect(e.canUseAiChat).toBe(e.effectiveTier === "pro" || e.effectiveTier === "lifetime");
        expect(e.canSeeProPicks).toBe(e.isPro || admin);
      }),
    );
  });
});
