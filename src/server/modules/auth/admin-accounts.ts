import type { Auth } from "./auth";
import type { AuthUsersRepo } from "./auth-users.repo";

/** The path of the web page where a reset (or first) password is chosen. */
const SET_PASSWORD_PATH = "/reset-password";

/**
 * Accounts that an admin creates or deletes, through better-auth so its tables stay its own.
 * A new account has no password at all: nobody can sign in to it until the owner of the mailbox
 * follows the set-password link, which is why its address can count as verified from the start.
 */
export function createAdminAccounts(deps: { auth: Auth; users: AuthUsersRepo }) {
  return {
    async invite(input: { email: string; name: string }): Promise<{ id: string; email: string }> {
      const { user } = await deps.auth.api.createUser({ body: { email: input.email, name: input.name, data: { emailVerified: true } } });
      // better-auth's reset flow both stores the one-time token and sends the mail (auth.ts).
      await deps.auth.api.requestPasswordReset({ body: { email: user.email, redirectTo: SET_PASSWORD_PATH } });
      return { id: user.id, email: user.email };
    },
    byEmail: (email: string) => deps.users.byEmail(email),
    delete: (userId: string) => deps.users.deleteById(userId),
  };
}
export type AdminAccounts = ReturnType<typeof createAdminAccounts>;
