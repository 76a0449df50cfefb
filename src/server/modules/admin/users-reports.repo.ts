import { and, asc, count, desc, eq, gt, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { containsPattern } from "../../db/like-pattern";
import { ideaViews, loginAttempts, payments, profiles, savedIdeas, sessions, subscriptionEvents, usageLedger, users } from "../../db/schema";
import { ledgerMonth } from "../usage/index";
import { payingFigures } from "../billing/index";
import { payingColumns } from "./subscriptions-reports.repo";
import type { AdminUserFilter, AdminUserListQuery, AdminUserRow, AdminUserSort, AdminUserStats } from "../../../shared/schemas/admin-users";

const DAY_MS = 86_400_000;

function whereOf(filter: AdminUserFilter): SQL | undefined {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  return and(
    filter.tier === "all" ? undefined : eq(profiles.subscriptionTier, filter.tier),
    filter.status === "all" ? undefined : eq(profiles.subscriptionStatus, filter.status),
    pattern ? or(ilike(users.email, pattern), ilike(profiles.fullName, pattern), ilike(profiles.username, pattern)) : undefined,
  );
}

function orderOf(sort: AdminUserSort, order: "asc" | "desc"): SQL[] {
  const dir = order === "asc" ? asc : desc;
  const nameKey = sql`lower(coalesce(${profiles.fullName}, ${users.name}))`;
  const key: Record<AdminUserSort, SQL> = {
    created: dir(users.createdAt),
    // Never-seen users sort last whichever way the list runs.
    last_seen: sql`${profiles.lastSeenAt} ${sql.raw(order)} nulls last`,
    email: dir(users.email),
    name: sql`${nameKey} ${sql.raw(order)}`,
  };
  return [key[sort], asc(users.id)];
}

/**
 * Read-only reporting for the admin user screens. Rows are built for a page of ids at once: each
 * figure is a subquery on an indexed column, run only for the page's users, never per request per
 * user from the service.
 */
export function createUsersReportsRepo(db: Db) {
  async function rowsFor(ids: string[], now = new Date()): Promise<AdminUserRow[]> {
    if (!ids.length) return [];
    const month = ledgerMonth(now);
    const used = (kind: string) =>
      sql<number>`coalesce((select ${usageLedger.used} from ${usageLedger} where ${usageLedger.userId} = ${users.id} and ${usageLedger.month} = ${month} and ${usageLedger.kind} = ${kind}), 0)`.mapWith(Number);
    const rows = await db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        createdAt: users.createdAt,
        fullName: profiles.fullName,
        username: profiles.username,
        avatarUrl: profiles.avatarUrl,
        location: profiles.location,
        subscriptionTier: profiles.subscriptionTier,
        subscriptionStatus: profiles.subscriptionStatus,
        subscriptionEndsAt: profiles.subscriptionEndsAt,
        lastSeenAt: profiles.lastSeenAt,
        // Sessions end at sign-out, so the sign-in log keeps the date for e-mail sign-ins too.
        lastSignIn: sql<string | null>`greatest(
          (select max(${sessions.createdAt}) from ${sessions} where ${sessions.userId} = ${users.id}),
          (select max(${loginAttempts.createdAt}) from ${loginAttempts} where ${loginAttempts.email} = ${users.email} and ${loginAttempts.succeeded}))`,
        ideasSaved: sql<number>`(select count(*) from ${savedIdeas} where ${savedIdeas.userId} = ${users.id})`.mapWith(Number),
        ideasViewed: sql<number>`(select count(*) from ${ideaViews} where ${ideaViews.userId} = ${users.id})`.mapWith(Number),
        aiResearchUsed: used("ai_research"),
        aiChatUsed: used("ai_chat"),
      })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(inArray(users.id, ids));
    const byId = new Map<string, AdminUserRow>(
      rows.map((row) => [
        row.id,
        {
          id: row.id,
          email: row.email,
          fullName: row.fullName ?? row.name,
          username: row.username,
          avatarUrl: row.avatarUrl,
          location: row.location,
          role: row.role,
          subscriptionTier: row.subscriptionTier,
          subscriptionStatus: row.subscriptionStatus,
          subscriptionEndsAt: row.subscriptionEndsAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
          lastSignIn: row.lastSignIn ? new Date(row.lastSignIn).toISOString() : null,
          ideasSaved: row.ideasSaved,
          ideasViewed: row.ideasViewed,
          aiResearchUsed: row.aiResearchUsed,
          aiChatUsed: row.aiChatUsed,
        },
      ]),
    );
    return ids.map((id) => byId.get(id)).filter((row): row is AdminUserRow => row !== undefined);
  }

  return {
    rowsFor,

    /** One page of the filtered, sorted list and how many users match. */
    async list(query: AdminUserListQuery, pageSize: number): Promise<{ items: AdminUserRow[]; total: number }> {
      const where = whereOf(query);
      const [page, [matched]] = await Promise.all([
        db
          .select({ id: users.id })
          .from(users)
          .innerJoin(profiles, eq(profiles.id, users.id))
          .where(where)
          .orderBy(...orderOf(query.sort, query.order))
          .limit(pageSize)
          .offset((query.page - 1) * pageSize),
        db.select({ n: count() }).from(users).innerJoin(profiles, eq(profiles.id, users.id)).where(where),
      ]);
      return { items: await rowsFor(page.map((row) => row.id)), total: matched?.n ?? 0 };
    },

    /** Figures over every user in one pass over profiles. */
    async stats(now = new Date()): Promise<AdminUserStats> {
      const since = new Date(now.getTime() - 30 * DAY_MS);
      const [row] = await db
        .select({
          total: count(),
          free: count(sql`case when ${profiles.subscriptionTier} = 'free' then 1 end`),
          starter: count(sql`case when ${profiles.subscriptionTier} = 'starter' then 1 end`),
          pro: count(sql`case when ${profiles.subscriptionTier} = 'pro' then 1 end`),
          lifetime: count(sql`case when ${profiles.subscriptionTier} = 'lifetime' then 1 end`),
          payingStarterMonth: payingColumns.starterMonth,
          payingStarterYear: payingColumns.starterYear,
          payingProMonth: payingColumns.proMonth,
          payingProYear: payingColumns.proYear,
          active30d: count(sql`case when ${profiles.lastSeenAt} > ${since} then 1 end`),
        })
        .from(profiles);
      return {
        total: row?.total ?? 0,
        byTier: { free: row?.free ?? 0, starter: row?.starter ?? 0, pro: row?.pro ?? 0, lifetime: row?.lifetime ?? 0 },
        // Lifetime owners are the lifetime tier count above (payingColumns.lifetime is the same expression).
        paying: payingFigures({
          starterMonth: row?.payingStarterMonth ?? 0,
          starterYear: row?.payingStarterYear ?? 0,
          proMonth: row?.payingProMonth ?? 0,
          proYear: row?.payingProYear ?? 0,
          lifetime: row?.lifetime ?? 0,
        }).paying,
        active30d: row?.active30d ?? 0,
      };
    },

    /** The export's next block after `afterId` (keyset on the user id), with the list's filter. */
    async exportPage(filter: AdminUserFilter, afterId: string | null, size: number): Promise<AdminUserRow[]> {
      const page = await db
        .select({ id: users.id })
        .from(users)
        .innerJoin(profiles, eq(profiles.id, users.id))
        .where(and(whereOf(filter), afterId === null ? undefined : gt(users.id, afterId)))
        .orderBy(asc(users.id))
        .limit(size);
      return rowsFor(page.map((row) => row.id));
    },

    async payments(userId: string) {
      return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt)).limit(100);
    },

    async events(userId: string) {
      return db.select().from(subscriptionEvents).where(eq(subscriptionEvents.userId, userId)).orderBy(desc(subscriptionEvents.createdAt)).limit(100);
    },

    async activeSessions(userId: string, now = new Date()) {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.updatedAt));
    },
  };
}
export type UsersReportsRepo = ReturnType<typeof createUsersReportsRepo>;
