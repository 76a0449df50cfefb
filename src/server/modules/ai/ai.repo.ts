import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { createBuilderRepo } from "./builder.repo";
import { aiResearchRequests, catalogueTerms, catalogueTermsState, chatMessages, chatSessions, ideaCounts, ideas, ideaSearch, profiles } from "../../db/schema";
import type { RankRequest } from "./analyst-chat-intents";
import type { MatchCandidate } from "./analyst-retrieval";

/** What a stored validation keeps in ai_research_requests.result (everything but id, text and times). */
export type StoredReport = Record<string, unknown>;

/** How many published ideas matching a description's words are ranked at most (issue 30: ranking every match took 3.9 s at 1M ideas). */
const CANDIDATE_POOL = 400;
/** Document frequencies are counted up to this many ideas; a word in more is simply common. */
const FREQUENCY_CAP = 2000;

/** The advisory lock key that keeps catalogue_terms rebuilds to one at a time (any fixed number). */
const CATALOGUE_TERMS_LOCK = 7_302_024;

/** A word the tsquery syntax cannot misread: callers pass normalised words (analyst-words.ts). */
const SAFE_TERM = /^[a-z0-9]{2,40}$/;

/**
 * The tsquery that finds candidates for a description: with three or more words, ideas sharing at
 * least two of them (any pair), which keeps the matched set small in a large catalogue; with fewer,
 * any of them. The English configuration stems here, which only widens the candidates: the ranking
 * compares whole words.
 */
export function candidateQuery(words: string[]): string | null {
  const safe = words.filter((word) => SAFE_TERM.test(word)).slice(0, 10);
  if (safe.length === 0) return null;
  if (safe.length < 3) return safe.join(" | ");
  const pairs: string[] = [];
  for (let i = 0; i < safe.length; i++) for (let j = i + 1; j < safe.length; j++) pairs.push(`(${safe[i]} & ${safe[j]})`);
  return pairs.join(" | ");
}

/** A general chat's current topic, joined beside the idea a chat was started from. */
const topicIdeas = alias(ideas, "topic_ideas");

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
    reportId: chatSessions.reportId,
    reportIdea: aiResearchRequests.ideaText,
    topicIdeaId: chatSessions.topicIdeaId,
    topicTitle: topicIdeas.title,
    topicSlug: topicIdeas.slug,
  };

  return {
    // The report builder's columns on the same table (builder.repo.ts).
    ...createBuilderRepo(db),

    /**
     * Published ideas sharing words (as the founder wrote them) with a description, best first: at
     * most CANDIDATE_POOL matches are ranked by the index's ts_rank, and the ids of `limit` returned.
     */
    async rankCandidates(words: string[], limit: number): Promise<string[]> {
      const text = candidateQuery(words);
      if (!text) return [];
      const query: SQL = sql`to_tsquery('english', ${text})`;
      // idea_search holds published ideas only (drizzle/0029).
      const pool = db
        .select({ id: ideaSearch.ideaId, vector: ideaSearch.fullVector })
        .from(ideaSearch)
        .where(sql`${ideaSearch.fullVector} @@ ${query}`)
        .limit(CANDIDATE_POOL)
        .as("pool");
      const ranked = await db
        .select({ id: pool.id })
        .from(pool)
        .orderBy(sql`ts_rank(${pool.vector}, ${query}) desc`, pool.id)
        .limit(limit);
      return ranked.map((row) => row.id);
    },

    /** What the analyst's ranking reads of each idea (match-candidates.ts keeps them per instance). */
    async candidateDocs(ids: string[]): Promise<MatchCandidate[]> {
      if (ids.length === 0) return [];
      return db
        .select({
          id: ideas.id,
          slug: ideas.slug,
          title: ideas.title,
          tagline: ideas.tagline,
          tags: ideas.tags,
          targetMarket: sql<string>`coalesce(${ideas.analysis}->>'target_market', '')`,
          competitors: sql<string[]>`coalesce((select array_agg(c->>'name') from jsonb_array_elements(${ideas.analysis}->'competitive_landscape'->'direct_competitors') c), '{}')`,
          body: sql<string>`${ideas.problemNarrative} || ' ' || ${ideas.solutionOverview}`,
        })
        .from(ideas)
        .where(sql`${ideas.id} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
    },

    /**
     * How many published ideas use each of the founder's words (stemmed as the index stems it, keyed
     * by the analyst's term), counted up to FREQUENCY_CAP, and how many ideas are published. Read
     * from catalogue_terms when it is current (`fresh`); otherwise counted live, exactly as before,
     * and the caller starts a rebuild (catalogue-terms.ts).
     */
    async termFrequencies(words: { term: string; word: string }[]): Promise<{ frequencies: Map<string, number>; published: number; fresh: boolean }> {
      const safe = words.filter(({ word }) => SAFE_TERM.test(word));
      // One statement (one round trip on the validation's path): whether catalogue_terms is current,
      // and each word's count from it when it is, else counted live (a CASE runs only the branch it
      // takes, so a current table never touches the ideas).
      const fresh = sql`coalesce((select ${catalogueTermsState.generation} = ${catalogueTermsState.builtGeneration} from ${catalogueTermsState} where ${catalogueTermsState.id} = 1), false)`;
      // The published count from idea_counts (exact, kept by a trigger): counting the ideas rows read
      // every published idea, 1M of them in a large catalogue, on each validation.
      const summary = sql`select ''::text as term, (select coalesce(sum(${ideaCounts.published}), 0) from ${ideaCounts})::int as n, ${fresh} as fresh`;
      let statement = summary;
      if (safe.length > 0) {
        const pairs = sql.join(safe.map(({ term, word }) => sql`(${term}::text, ${word}::text)`), sql`, `);
        // From the table: the word's lexeme as the index stems it (a word the parser splits keeps its first part).
        const stored = sql`(select ${catalogueTerms.ndoc} from ${catalogueTerms} where ${catalogueTerms.lexeme} = (select v.lexeme from unnest(to_tsvector('english', w.word)) v limit 1))`;
        const live = sql`(select count(*) from (select 1 from ${ideaSearch} where ${ideaSearch.fullVector} @@ to_tsquery('english', w.word) limit ${FREQUENCY_CAP}) hits)`;
        statement = sql`select w.term, (case when ${fresh} then least(coalesce(${stored}, 0), ${FREQUENCY_CAP}) else ${live} end)::int as n, null::boolean as fresh
          from (values ${pairs}) as w(term, word)
          union all ${summary}`;
      }
      const result = await db.execute(statement);
      const rows = (result as unknown as { rows: { term: string; n: number; fresh: boolean | null }[] }).rows;
      const frequencies = new Map<string, number>();
      let total = 0;
      let current = false;
      for (const row of rows) {
        if (row.term === "") {
          total = Number(row.n);
          current = row.fresh === true;
        } else frequencies.set(row.term, Number(row.n));
      }
      return { frequencies, published: total, fresh: current };
    },

    /**
     * Rebuilds catalogue_terms from the search index (ts_stat over the published ideas) and marks it
     * built at the generation read first: a change committed meanwhile leaves it stale, never wrongly
     * current. One rebuild at a time across instances (an advisory lock; a second answers false).
     */
    async rebuildCatalogueTerms(): Promise<{ built: boolean; lexemes: number }> {
      return db.transaction(async (tx) => {
        const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${CATALOGUE_TERMS_LOCK}) as taken`)) as unknown as { rows: { taken: boolean }[] };
        if (!lock.rows[0]?.taken) return { built: false, lexemes: 0 };
        const [state] = await tx.select({ generation: catalogueTermsState.generation }).from(catalogueTermsState).where(eq(catalogueTermsState.id, 1));
        if (!state) return { built: false, lexemes: 0 };
        await tx.delete(catalogueTerms);
        await tx.execute(sql`insert into ${catalogueTerms} (lexeme, ndoc) select word, ndoc from ts_stat('select full_vector from idea_search')`);
        await tx.update(catalogueTermsState).set({ builtGeneration: state.generation, builtAt: sql`now()` }).where(eq(catalogueTermsState.id, 1));
        return { built: true, lexemes: await tx.$count(catalogueTerms) };
      });
    },

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
        .leftJoin(aiResearchRequests, eq(aiResearchRequests.id, chatSessions.reportId))
        .leftJoin(topicIdeas, eq(topicIdeas.id, chatSessions.topicIdeaId))
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
        .leftJoin(aiResearchRequests, eq(aiResearchRequests.id, chatSessions.reportId))
        .leftJoin(topicIdeas, eq(topicIdeas.id, chatSessions.topicIdeaId))
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

    async createSession(userId: string, subject: { ideaId: string | null; reportId: string | null }, title: string) {
      const [row] = await db.insert(chatSessions).values({ userId, ideaId: subject.ideaId, reportId: subject.reportId, title }).returning({ id: chatSessions.id });
      return row!.id;
    },

    /** A general chat's topic: the catalogue idea its follow-ups are about (null: none yet). */
    async setTopic(sessionId: string, ideaId: string | null) {
      await db.update(chatSessions).set({ topicIdeaId: ideaId }).where(eq(chatSessions.id, sessionId));
    },

    /**
     * Published ideas ranked by a score, with the founder's filters and the viewer's access applied in
     * the query, so an idea the viewer may not read is never ranked, counted or named.
     */
    async rankIdeas(request: RankRequest, access: { proPicks: boolean; all: boolean; dailyId: string | null }, limit: number) {
      const filters: SQL[] = [eq(ideas.status, "published")];
      if (!access.all) filters.push(access.dailyId ? eq(ideas.id, access.dailyId) : sql`false`);
      else if (!access.proPicks) filters.push(access.dailyId ? sql`(${ideas.isProPick} = false or ${ideas.id} = ${access.dailyId})` : eq(ideas.isProPick, false));
      if (request.proPicks) filters.push(eq(ideas.isProPick, true));
      if (request.category) filters.push(eq(ideas.category, request.category));
      if (request.weekend) filters.push(sql`${ideas.timeToMvpWeeks} <= 2 and ${ideas.executionDifficulty} <= 5`);
      const order = {
        opportunity: desc(ideas.scoreOpportunity),
        problem: desc(ideas.scoreProblem),
        feasibility: desc(ideas.scoreFeasibility),
        whyNow: desc(ideas.scoreWhyNow),
        overall: desc(ideas.scoreOverall),
        difficulty: ideas.executionDifficulty,
        revenue: desc(ideas.revenueMax),
      }[request.by];
      const where = and(...filters.map((f) => sql`(${f})`));
      const [rows, [counted]] = await Promise.all([
        db.select({ id: ideas.id }).from(ideas).where(where).orderBy(order, desc(ideas.scoreOverall), ideas.slug).limit(limit),
        db.select({ n: sql<number>`count(*)::int` }).from(ideas).where(where),
      ]);
      return { ids: rows.map((row) => row.id), total: Number(counted?.n ?? 0) };
    },

    /** The published idea with a slug, or null. */
    async publishedIdBySlug(slug: string): Promise<string | null> {
      const [row] = await db.select({ id: ideas.id }).from(ideas).where(and(eq(ideas.slug, slug), eq(ideas.status, "published")));
      return row?.id ?? null;
    },

    /** What the member's profile says that bears on an idea's fit (only the location, today). */
    async profileFacts(userId: string): Promise<{ location: string | null }> {
      const [row] = await db.select({ location: profiles.location }).from(profiles).where(eq(profiles.id, userId));
      return { location: row?.location?.trim() || null };
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

    /** Deletes a member's session and its messages (they cascade); false when it is not theirs. */
    async deleteSession(userId: string, id: string): Promise<boolean> {
      const deleted = await db
        .delete(chatSessions)
        .where(and(eq(chatSessions.id, id), eq(chatSessions.userId, userId)))
        .returning({ id: chatSessions.id });
      return deleted.length > 0;
    },
  };
}
export type AiRepo = ReturnType<typeof createAiRepo>;
