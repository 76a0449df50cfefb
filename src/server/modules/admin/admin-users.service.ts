import { AppError } from "../../http/app-error";
import type { AdminAccounts } from "../auth/index";
import type { AccountService } from "../account/index";
import type { AdminPlan } from "../billing/index";
import type { AuditEntry } from "../audit/index";
import type { UsersReportsRepo } from "./users-reports.repo";
import {
  ADMIN_USERS_PAGE_SIZE,
  type AdminUserDetail,
  type AdminUserListQuery,
  type AdminUserListResponse,
  type CreateAdminUserBody,
  type UpdateAdminUserBody,
} from "../../../shared/schemas/admin-users";

/** Who acts, for the audit log. */
export interface AdminActor {
  id: string;
  email: string;
  ip: string;
}

const notFound = () => new AppError("NOT_FOUND", { message: "User not found" });

/** User management for admins: reads from the reports repo, every write through the owning module and audited. */
export function createAdminUsersService(deps: {
  reports: UsersReportsRepo;
  accounts: AdminAccounts;
  sessions: Pick<AccountService, "signOutEverywhere">;
  plan: AdminPlan;
  audit: (entry: AuditEntry) => Promise<void>;
  /** This instance forgets the user's cached sessions at once; others hear it from the database. */
  forgetUser: (userId: string) => void;
  /** The mail module forgets an address: its subscriber entry and the outbox's copies of its mail. */
  forgetAddress: (email: string) => Promise<void>;
}) {
  const { reports, accounts, sessions, plan, audit, forgetUser } = deps;

  function audited(actor: AdminActor, entry: Omit<AuditEntry, "actorId" | "actorEmail" | "ip" | "targetType">) {
    return audit({ ...entry, actorId: actor.id, actorEmail: actor.email, ip: actor.ip, targetType: "user" });
  }

  async function detail(userId: string): Promise<AdminUserDetail> {
    const [user] = await reports.rowsFor([userId]);
    if (!user) throw notFound();
    const [payments, events, active] = await Promise.all([reports.payments(userId), reports.events(userId), reports.activeSessions(userId)]);
    return {
      user,
      payments: payments.map((p) => ({
        id: p.id,
        tier: p.tier,
        interval: p.interval,
        amountCents: p.amountCents,
        refundedCents: p.refundedCents,
        currency: p.currency,
        status: p.status,
        provider: p.provider,
        createdAt: p.createdAt.toISOString(),
      })),
      events: events.map((e) => ({
        id: e.id,
        eventType: e.eventType,
        amountCents: e.amountCents,
        currency: e.currency,
        metadata: e.metadata ?? null,
        createdAt: e.createdAt.toISOString(),
      })),
      sessions: active.map((s) => ({
        id: s.id,
        userAgent: s.userAgent,
        ipAddress: s.ipAddress,
        createdAt: s.createdAt.toISOString(),
        lastActiveAt: s.updatedAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
      })),
    };
  }

  return {
    async list(query: AdminUserListQuery): Promise<AdminUserListResponse> {
      const [page, stats] = await Promise.all([reports.list(query, ADMIN_USERS_PAGE_SIZE), reports.stats()]);
      return { ...page, page: query.page, pageSize: ADMIN_USERS_PAGE_SIZE, stats };
    },

    detail,

    exportPage: reports.exportPage,

    async create(actor: AdminActor, body: CreateAdminUserBody): Promise<{ id: string; email: string }> {
      const email = body.email.toLowerCase();
      if (await accounts.byEmail(email)) {
        throw new AppError("VALIDATION", { status: 409, reason: "USER_ALREADY_EXISTS", message: "An account with this e-mail already exists." });
      }
      const created = await accounts.invite({ email, name: body.fullName });
      await audited(actor, { action: "user.create", targetId: created.id, after: { email: created.email, fullName: body.fullName } });
      return created;
    },

    async update(actor: AdminActor, userId: string, body: UpdateAdminUserBody): Promise<AdminUserDetail> {
      const result = await plan.set(userId, body);
      if (!result) throw notFound();
      if (result.before.tier !== result.after.tier || result.before.status !== result.after.status) {
        await audited(actor, { action: "user.subscription.update", targetId: userId, before: result.before, after: result.after });
        forgetUser(userId);
      }
      return detail(userId);
    },

    async revokeSessions(actor: AdminActor, userId: string): Promise<{ revoked: number }> {
      const [user] = await reports.rowsFor([userId]);
      if (!user) throw notFound();
      const revoked = await sessions.signOutEverywhere(userId);
      await audited(actor, { action: "user.sessions.revoke", targetId: userId, after: { revoked } });
      forgetUser(userId);
      return { revoked };
    },

    /**
     * Deletes the account after ending any running provider subscription (a failure there stops the
     * delete, so nobody keeps paying for an account that is gone). The audit keeps no personal data.
     */
    async remove(actor: AdminActor, userId: string): Promise<void> {
      if (userId === actor.id) throw new AppError("VALIDATION", { status: 409, message: "You cannot delete your own account." });
      const [user] = await reports.rowsFor([userId]);
      if (!user) throw notFound();
      const cancelledSubscription = await plan.cancelForDeletion(userId);
      await accounts.delete(userId);
      forgetUser(userId);
      // Personal data goes with the account (docs/DECISIONS.md, Admin); payments stay, detached.
      await deps.forgetAddress(user.email);
      await audited(actor, {
        action: "user.delete",
        targetId: userId,
        before: { role: user.role, tier: user.subscriptionTier, status: user.subscriptionStatus },
        after: { deleted: true, cancelledSubscription },
      });
    },
  };
}
export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
