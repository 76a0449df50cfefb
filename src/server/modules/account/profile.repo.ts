import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { profiles, sessions, users } from "../../db/schema";
import type { SessionOwner } from "../../http/viewer";

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
