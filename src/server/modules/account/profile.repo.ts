import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { profiles, sessions, users } from "../../db/schema";
import type { SessionOwner } from "../../http/viewer";
import type { BillingInterval, SubscriptionStatus, Tier } from "../../../shared/plans";

export type ProfileRow = typeof profiles.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type ProfileChanges = Partial<
  Pick<ProfileRow, "fullName" | "username" | "location" | "emailDailyIdea" | "emailTrendAlerts" | "emailMarketing">
>;


export function createProfileRepo(db: Db) {
  const sessionLookup = db
    .select({ sessionId: sessions.id, sessionUpdatedAt: sessions.updatedAt, sessionExpiresAt: sessions.expiresAt, user: users, profile: profiles })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(sessions.token, sql.placeholder("token")), gt(sessions.expiresAt, sql`now()`)))
    .prepare("viewer_by_session_token");
  return {
    async create(userId: string, fullName: string | null): Promise<void> {
      await db.insert(profiles).values({ id: userId, fullName }).onConflictDoNothing();
    },
    /**
     * The live session with this token, its user and profile, in one prepared query: what every
     * signed-in request needs to know who is asking (viewer.ts).
     */
    async bySessionToken(token: string): Promise<SessionOwner | null> {
      const [row] = await sessionLookup.execute({ token });
      return row ?? null;
    },
    async getWithUser(userId: string): Promise<{ user: UserRow; profile: ProfileRow } | null> {
      const [row] = await db.select({ user: users, profile: profiles }).from(users).innerJoin(profiles, eq(profiles.id, users.id)).where(eq(users.id, userId));
      return row ?? null;
    },
    async usernameTaken(username: string, exceptUserId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.username, username), ne(profiles.id, exceptUserId)));
      return Boolean(row);
    },
    async update(userId: string, changes: ProfileChanges): Promise<void> {
      await db.update(profiles).set({ ...changes, updatedAt: new Date() }).where(eq(profiles.id, userId));
    },
    async touchLastSeen(userId: string, at: Date): Promise<void> {
      await db.update(profiles).set({ lastSeenAt: at }).where(eq(profiles.id, userId));
    },
  };
}
export type ProfileRepo = ReturnType<typeof createProfileRepo>;

// The writes other modules make to profiles, each in the caller's database or transaction (the
// account module owns the table; account/profile-writes.ts hands these on through the index).

/** Subscription state as the payment provider last reported it (billing's events and admin plans). */
export interface SubscriptionState {
  tier: Tier;
  status: SubscriptionStatus;
  interval: BillingInterval | null;
  endsAt: Date | null;
  cancelAtPeriodEnd: boolean;
  subscriptionId: string | null;
  graceTier: Tier | null;
  graceUntil: Date | null;
}

export async function writeSubscriptionState(db: Db, userId: string, state: SubscriptionState): Promise<void> {
  await db
    .update(profiles)
    .set({
      subscriptionTier: state.tier,
      subscriptionStatus: state.status,
      subscriptionInterval: state.interval,
      subscriptionEndsAt: state.endsAt,
      cancelAtPeriodEnd: state.cancelAtPeriodEnd,
      stripeSubscriptionId: state.subscriptionId,
      graceTier: state.graceTier,
      graceUntil: state.graceUntil,
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, userId));
}

/** Keeps the first payment-provider customer id stored for a user and answers the one that is stored. */
export async function attachCustomerId(db: Db, userId: string, customerId: string): Promise<string> {
  await db
    .update(profiles)
    .set({ stripeCustomerId: customerId, updatedAt: new Date() })
    .where(and(eq(profiles.id, userId), isNull(profiles.stripeCustomerId)));
  const [row] = await db.select({ id: profiles.stripeCustomerId }).from(profiles).where(eq(profiles.id, userId));
  if (!row?.id) throw new Error(`No profile for user ${userId}`);
  return row.id;
}

/** The e-mail choices of the account with this address, if there is one (the mail list's subscribe and unsubscribe). */
export async function setEmailChoicesByAddress(db: Db, email: string, choices: Partial<Pick<ProfileRow, "emailDailyIdea" | "emailTrendAlerts" | "emailMarketing">>): Promise<void> {
  await db
    .update(profiles)
    .set({ ...choices, updatedAt: new Date() })
    .where(sql`${profiles.id} in (select ${users.id} from ${users} where ${users.email} = ${email})`);
}
