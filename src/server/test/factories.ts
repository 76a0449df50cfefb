import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { profiles, users } from "../db/schema";
import type { Tier } from "../../shared/plans";
import { setRole } from "../modules/auth/index";
import { signUpVerified, type TestApp, type TestClient } from "./test-app";

/**
 * The test kit's people: a signed-in member on a plan, an admin. They sign up through the real
 * HTTP flow (verification mail included); only the plan, which would otherwise take a payment, is
 * written straight to the profile.
 */
export interface TestPerson {
  id: string;
  email: string;
  client: TestClient;
}

export async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

type PlanStatus = "active" | "cancelled" | "past_due" | "trialing";
type PlanInterval = "month" | "year" | null;

/** Marks an address verified, the state its verification link leaves: for setups without a TestApp (e2e/server.ts). */
export async function markVerified(db: Db, email: string): Promise<void> {
  await db.update(users).set({ emailVerified: true }).where(eq(users.email, email.toLowerCase()));
}

/** Puts a user on a plan in a database (the state a paid checkout leaves): for setups without a TestApp (e2e/server.ts). */
export async function putOnPlan(db: Db, userId: string, tier: Tier, status: PlanStatus = "active", interval?: PlanInterval): Promise<void> {
  await db
    .update(profiles)
    .set({ subscriptionTier: tier, subscriptionStatus: status, ...(interval !== undefined ? { subscriptionInterval: interval } : {}) })
    .where(eq(profiles.id, userId));
}

/** Puts a user on a plan, active unless told (the state a paid checkout leaves). */
export async function setTier(t: TestApp, userId: string, tier: Tier, status: PlanStatus = "active", interval?: PlanInterval): Promise<void> {
  await putOnPlan(t.database.db, userId, tier, status, interval);
}

/**
 * When a member was last seen (null: never). Every signed-in request moves it, so a test that reads
 * it sets it after its own requests as a member.
 */
export async function setLastSeen(t: TestApp, userId: string, at: Date | null): Promise<void> {
  await t.database.db.update(profiles).set({ lastSeenAt: at }).where(eq(profiles.id, userId));
}

/** When a member signed up (reports count sign-ups by day and range). */
export async function setSignedUpAt(t: TestApp, userId: string, at: Date): Promise<void> {
  await t.database.db.update(users).set({ createdAt: at }).where(eq(users.id, userId));
}

/** A member's public username (the account page sets it; tests need names a sign-up form refuses). */
export async function setUsername(t: TestApp, userId: string, username: string): Promise<void> {
  await t.database.db.update(profiles).set({ username }).where(eq(profiles.id, userId));
}

/** A verified, signed-in member on `tier` (free by default). */
export async function member(t: TestApp, email: string, tier: Tier = "free"): Promise<TestPerson> {
  const client = await signUpVerified(t, email);
  const id = await userIdOf(t, email);
  if (tier !== "free") await setTier(t, id, tier);
  return { id, email, client };
}

/** Makes an existing user an admin, the way the `npm run admin` command does (audited). */
export async function grantAdmin(t: TestApp, email: string): Promise<void> {
  await setRole(t.database.db, email, "admin", { id: null, label: "test" });
}

/** A verified, signed-in admin (granted the way the `npm run admin` command grants it). */
export async function admin(t: TestApp, email: string): Promise<TestPerson> {
  const person = await member(t, email);
  await grantAdmin(t, email);
  return person;
}
