import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { aiResearchRequests, chatMessages, chatSessions, ideas } from "../../db/schema";

/** What a stored validation keeps in ai_research_requests.result (everything but id, text and times). */
export type StoredReport = Record<string, unknown>;

/** The AI module's tables: validation reports, chat sessions and their messages. */
export function createAiRepo(db: Db) {
  const sessionColumns = {
    id: chatSessions.id,
    title: chatSessions.title,
    totalMessages: chatSessions.totalMessages,
    lastMessageAt: chatSessions.lastMessageAt,
    ideaId: chatSessions.ideaId,
    ideaTitle: ideas.title,
    ideaSlug: ideas.slug,
  };

  return {
    async saveReport(row: { userId: string; ideaText: string; category: string | null; model: string; result: StoredReport }) {
      const [saved] = await db
        .insert(aiResearchRequests)
        .values({ ...row, status: "completed", completedAt: sql`now()` })
        .returning({ id: aiResearchRequests.id, createdAt: aiResearchRequests.createdAt });
      return saved!;
    },

    /** A failed validation is kept too (its error, no result), so support can see what happened. */
    async saveFailedReport(row: { userId: string; ideaText: string; category: string | null; model: string; error: string }) {
      await db.insert(aiResearchRequests).values({ ...row, status: "failed", completedAt: sql`now()` });
    },

    async reportsFor(userId: string, limit: number) {
      return db
        .select()
        .from(aiResearchRequests)
        .where(and(eq(aiResearchRequests.userId, userId), eq(aiResearchRequests.status, "completed")))
        .orderBy(desc(aiResearchRequests.createdAt), desc(aiResearchRequests.id))
        .limit(limit);
    },

    /** One report, only if it belongs to `userId`. */
    async reportOf(userId: string, id: string) {
      const [row] = await db
        .select()
        .from(aiResearchRequests)
        .where(and(eq(aiResearchRequests.id, id), eq(aiResearchRequests.userId, userId), eq(aiResearchRequests.status, "completed")));
      return row ?? null;
    },

    async sessionsFor(userId: string, limit: number) {
      return db
        .select(sessionColumns)
        .from(chatSessions)
        .leftJoin(ideas, eq(ideas.id, chatSessions.ideaId))
        .where(eq(chatSessions.userId, userId))
        .orderBy(desc(chatSessions.lastMessageAt), desc(chatSessions.id))
        .limit(limit);
    },

    /** One session, only if it belongs to `userId`. */
    async sessionOf(userId: string, id: string) {
      const [row] = await db
        .select(sessionColumns)
        .from(chatSessions)
        .leftJoin(ideas, eq(ideas.id, chatSessions.ideaId))
        .where(and(eq(chatSessions.id, id), eq(chatSessions.userId, userId)));
      return row ?? null;
    },

    /** The newest `limit` messages of a session, oldest first. */
    async messagesOf(sessionId: string, limit: number) {
      const newest = await db
        .select({ role: chatMessages.role, content: chatMessages.content, createdAt: chatMessages.createdAt })
        .from(chatMessages)
        .where(eq(chatMessages.sessionId, sessionId))
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
        .limit(limit);
      return newest.reverse();
    },

    async createSession(userId: string, ideaId: string | null, title: string) {
      const [row] = await db.insert(chatSessions).values({ userId, ideaId, title }).returning({ id: chatSessions.id });
      return row!.id;
    },

    /** Appends a message and keeps the session's count and time in step, in one transaction. */
    async addMessage(sessionId: string, role: "user" | "assistant", content: string) {
      await db.transaction(async (tx) => {
        await tx.insert(chatMessages).values({ sessionId, role, content });
        await tx
          .update(chatSessions)
          .set({ totalMessages: sql`${chatSessions.totalMessages} + 1`, lastMessageAt: sql`now()` })
          .where(eq(chatSessions.id, sessionId));
      });
    },

    /** Removes a session nothing was stored in (its first answer failed). */
    async deleteEmptySession(userId: string, id: string): Promise<void> {
      await db.delete(chatSessions).where(and(eq(chatSessions.id, id), eq(chatSessions.userId, userId), eq(chatSessions.totalMessages, 0)));
    },

    /** Empties a session (the spec's "clear"); the session itself stays in the list. */
    async clearSession(userId: string, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [owned] = await tx
          .update(chatSessions)
          .set({ totalMessages: 0 })
          .where(and(eq(chatSessions.id, id), eq(chatSessions.userId, userId)))
          .returning({ id: chatSessions.id });
        if (!owned) return false;
        await tx.delete(chatMessages).where(eq(chatMessages.sessionId, id));
        return true;
      });
    },
  };
}
export type AiRepo = ReturnType<typeof createAiRepo>;
