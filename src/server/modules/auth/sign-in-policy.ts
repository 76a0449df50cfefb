import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The admin's "require e-mail verification" setting, for the better-auth call that is running.
 * better-auth reads emailAndPassword.requireEmailVerification synchronously from its options, so
 * auth.routes.ts reads the setting at sign-in time and runs the sign-in inside `run`; the option is
 * a getter over this store. Everywhere else (sign-up: no automatic sign-in, the generic answer for
 * a taken address) it stays on.
 */
const store = new AsyncLocalStorage<{ requireEmailVerification: boolean }>();

export const signInPolicy = {
  run<T>(policy: { requireEmailVerification: boolean }, work: () => Promise<T>): Promise<T> {
    return store.run(policy, work);
  },
  get requireEmailVerification(): boolean {
    return store.getStore()?.requireEmailVerification ?? true;
  },
};
