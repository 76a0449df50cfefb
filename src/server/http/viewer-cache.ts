/**
 * Who a session token belongs to, remembered briefly per instance so a signed-in request needs no
 * query. Exact across instances: the database NOTIFYs every change to a session, user or profile
 * (drizzle/0009) and each instance forgets that user's entries; the TTL only bounds what a missed
 * notification could cost, and an entry never outlives its session.
 */
export function createViewerCache<T extends { userId: string; expiresAt: Date }>(options: { ttlMs: number; maxEntries: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const byToken = new Map<string, { value: T; until: number }>();
  const tokensByUser = new Map<string, Set<string>>();

  function forget(token: string) {
    const entry = byToken.get(token);
    if (!entry) return;
    byToken.delete(token);
    const tokens = tokensByUser.get(entry.value.userId);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensByUser.delete(entry.value.userId);
  }

  return {
    get(token: string): T | null {
      const entry = byToken.get(token);
      if (!entry) return null;
      if (entry.until <= now() || entry.value.expiresAt.getTime() <= now()) {
        forget(token);
        return null;
      }
      return entry.value;
    },
    set(token: string, value: T) {
      forget(token);
      if (byToken.size >= options.maxEntries) forget(byToken.keys().next().value!);
      byToken.set(token, { value, until: now() + options.ttlMs });
      let tokens = tokensByUser.get(value.userId);
      if (!tokens) tokensByUser.set(value.userId, (tokens = new Set()));
      tokens.add(token);
    },
    forgetUser(userId: string) {
      for (const token of [...(tokensByUser.get(userId) ?? [])]) forget(token);
    },
    clear() {
      byToken.clear();
      tokensByUser.clear();
    },
  };
}
export type ViewerCache<T extends { userId: string; expiresAt: Date }> = ReturnType<typeof createViewerCache<T>>;
