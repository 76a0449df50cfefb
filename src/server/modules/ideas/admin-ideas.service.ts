import type { z } from "zod";
import { ideaFileSchema, type IdeaRetirement } from "../../../shared/schemas/idea";
import {
  ADMIN_IDEAS_PAGE_SIZE,
  CREATE_STATUSES,
  slugFromTitle,
  type AdminDailyBanner,
  type AdminIdeaRow,
  type AdminIdeasListResponse,
  type IdeaStatus,
  RETIREMENT_REASON_MESSAGE,
  adminIdeaInput,
  type adminIdeasListQuery,
} from "../../../shared/schemas/admin-ideas";
import { nextUtcMidnight, utcDay } from "../../../shared/utc-dates";
import { AppError, issuesFromZod } from "../../http/app-error";
import type { FieldIssue } from "../../../shared/errors";
import type { AuditEntry } from "../audit/index";
import type { AdminIdeasRepo } from "./admin-ideas.repo";
import { ideaRowFromValue, ideaValueFromRow } from "./idea-file-row";
import type { IdeaRow } from "./ideas.repo";
import { dailySubject, type IdeasService } from "./ideas.service";

/** The spec's rule for ideas from the AI generator: a Pro Pick from this opportunity score up. */
export const GENERATED_PRO_PICK_OPPORTUNITY = 9;

type Input = z.output<typeof adminIdeaInput>;
export interface AdminActor {
  id: string;
  email: string;
  ip: string;
}

function toRow(row: IdeaRow, dailyId: string | null): AdminIdeaRow {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    tagline: row.tagline,
    category: row.category,
    status: row.status,
    isProPick: row.isProPick,
    isFeatured: row.isFeatured,
    isDaily: row.id === dailyId,
    viewCount: row.viewCount,
    aiDraftedBy: row.aiDraftedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** What an audit entry keeps of an idea: the header, flags and dates (the analysis is in the row). */
function auditView(row: IdeaRow) {
  return {
    slug: row.slug,
    title: row.title,
    tagline: row.tagline,
    category: row.category,
    status: row.status,
    isProPick: row.isProPick,
    isFeatured: row.isFeatured,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    scores: { opportunity: row.scoreOpportunity, problem: row.scoreProblem, feasibility: row.scoreFeasibility, why_now: row.scoreWhyNow },
  };
}

/** Publishing holds the idea to the catalogue's bar (research evidence stays optional). */
function requirePublishable(value: unknown): void {
  const parsed = ideaFileSchema.safeParse(value);
  if (!parsed.success) {
    throw new AppError("VALIDATION", {
      message: "A published idea needs every field of the catalogue filled in: complete the fields listed, or save it as a draft.",
      issues: issuesFromZod(parsed.error.issues),
    });
  }
}

/** The generator's mark on every part nobody has written for this idea yet (analyst-draft.ts). */
const PLACEHOLDER = "Needs research";
/** The sources an AI draft must cite before it is published (issue 23, item 8). */
export const AI_DRAFT_MIN_SOURCES = 3;

/** Where a value still carries the placeholder, as form paths ("market_size_analysis.total_addressable_market"). */
function placeholderPaths(value: unknown, at: string[] = []): string[] {
  if (typeof value === "string") return value.includes(PLACEHOLDER) ? [at.join(".")] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => placeholderPaths(item, [...at, String(i)]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => placeholderPaths(item, [...at, key]));
  return [];
}

/**
 * An idea drafted with AI is published only once an admin has done the research: every
 * "Needs research" part written and at least three sources cited, whatever research hours it
 * claims, so an unedited draft never reaches members or later validations as "our research".
 */
function requireResearchedDraft(value: Record<string, unknown>): void {
  const placeholders = placeholderPaths(value);
  const sources = Array.isArray(value.sources) ? value.sources.length : 0;
  const issues: FieldIssue[] = placeholders.map((path) => ({ path, message: `Replace the "${PLACEHOLDER}" placeholder with this idea's own research` }));
  if (sources < AI_DRAFT_MIN_SOURCES) issues.push({ path: "sources", message: `Add at least ${AI_DRAFT_MIN_SOURCES} sources (this idea has ${sources})` });
  if (issues.length === 0) return;
  const missing = [
    placeholders.length ? `replace the "${PLACEHOLDER}" placeholder in ${placeholders.length === 1 ? "1 field" : `${placeholders.length} fields`} (${placeholders.join(", ")})` : null,
    sources < AI_DRAFT_MIN_SOURCES ? `add at least ${AI_DRAFT_MIN_SOURCES} sources (it has ${sources})` : null,
  ].filter(Boolean);
  throw new AppError("VALIDATION", {
    message: `This idea was drafted with AI. Before it is published, ${missing.join(" and ")}; research hours alone do not count. Nothing was changed.`,
    issues,
  });
}

type RetirementInput = NonNullable<Input["retirement"]>;

/**
 * Why an idea is archived is public (/retired, the savers' mail), so archiving needs the reason
 * (issue 27); the date is the day it is saved unless the admin gives an earlier one. An idea that
 * is not archived keeps no retirement note.
 */
function retirementFor(status: IdeaStatus, given: RetirementInput | undefined, previous: IdeaRow | null, at: Date): IdeaRetirement | undefined {
  if (status !== "archived") return undefined;
  const kept = previous?.status === "archived" ? previous.analysis?.retirement : undefined;
  if (!given) {
    if (kept) return kept;
    throw new AppError("VALIDATION", { message: RETIREMENT_REASON_MESSAGE, issues: [{ path: "retirement.reason", message: RETIREMENT_REASON_MESSAGE }] });
  }
  const today = utcDay(at);
  if (given.date && given.date > today) {
    const message = `The retirement date ${given.date} is after today (${today}).`;
    throw new AppError("VALIDATION", { message, issues: [{ path: "retirement.date", message }] });
  }
  return { date: given.date ?? today, reason: given.reason, ...(given.source_url ? { source_url: given.source_url } : {}) };
}

/** The spec's rule: a status change sets published_at to now when published, clears it otherwise. */
function publishedAtFor(status: IdeaStatus, previous: IdeaRow | null, now: Date): Date | null {
  if (status !== "published") return null;
  return previous?.status === "published" ? previous.publishedAt : now;
}

/**
 * The admin's rules for ideas (spec sections 4 and 5). Every write clears the catalogue cache here
 * (the database trigger also tells other instances) and leaves an audit entry.
 */
export function createAdminIdeasService(deps: {
  repo: AdminIdeasRepo;
  ideas: IdeasService;
  audit: (entry: AuditEntry) => Promise<void>;
  /** Runs after every edit of an existing idea (issue 27: the history records it, savers who asked are told). */
  onChanged?: (change: { ideaId: string; before: IdeaRow; after: IdeaRow; reason: string | null }) => Promise<unknown>;
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  async function banner(): Promise<AdminDailyBanner | null> {
    const current = await deps.ideas.today();
    if (!current) return null;
    const row = await repo.dailyRow(current.day);
    return {
      day: current.day,
      ideaId: current.idea.id,
      title: current.idea.title,
      slug: current.idea.slug,
      subject: row?.emailSubject ?? dailySubject(current.idea.title),
      expiresAt: nextUtcMidnight(now()).toISOString(),
      sentAt: row?.sentAt?.toISOString() ?? null,
    };
  }

  async function existing(id: string): Promise<IdeaRow> {
    const row = await repo.byId(id);
    if (!row) throw new AppError("NOT_FOUND", { message: "Idea not found" });
    return row;
  }

  function slugConflict(slug: string) {
    const message = `The slug "${slug}" is already used by another idea. Change the title or the slug.`;
    return new AppError("VALIDATION", { status: 409, message, issues: [{ path: "slug", message }] });
  }

  async function requireFreeSlug(slug: string, exceptId?: string) {
    if (await repo.slugTaken(slug, exceptId)) throw slugConflict(slug);
  }

  /** The check above can lose a race with another admin: the unique index then has the last word. */
  async function savingSlug<T>(slug: string, save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
      if (code === "23505") throw slugConflict(slug);
      throw error;
    }
  }

  function slugOf(input: Input): string {
    const slug = input.slug ?? slugFromTitle(input.title);
    if (!slug) {
      const message = "The title needs at least one letter or digit to make the idea's address.";
      throw new AppError("VALIDATION", { message, issues: [{ path: "title", message }] });
    }
    return slug;
  }

  async function write(actor: AdminActor, action: string, before: IdeaRow | null, after: IdeaRow, reason: string | null = null) {
    deps.ideas.clearCache();
    await deps.audit({
      actorId: actor.id,
      actorEmail: actor.email,
      action,
      targetType: "idea",
      targetId: after.id,
      before: before ? auditView(before) : null,
      after: auditView(after),
      ip: actor.ip,
    });
    if (before) await deps.onChanged?.({ ideaId: after.id, before, after, reason });
    const daily = await banner();
    return toRow(after, daily?.ideaId ?? null);
  }

  /** A complete row from a form value: the seed's mapping, with the admin's status rules. */
  function rowOf(input: Input, slug: string, previous: IdeaRow | null) {
    const { ai_drafted_by: engine, retirement: givenRetirement, ...file } = input;
    const at = now();
    const retirement = retirementFor(input.status, givenRetirement, previous, at);
    const value = { ...file, slug, ...(retirement ? { retirement } : {}) };
    if (input.status === "published" && (engine ?? previous?.aiDraftedBy)) requireResearchedDraft(value);
    if (input.status === "published") requirePublishable(value);
    const row = ideaRowFromValue(value, at);
    return { ...row, publishedAt: publishedAtFor(input.status, previous, at), updatedAt: at };
  }

  return {
    async list(query: z.output<typeof adminIdeasListQuery>): Promise<AdminIdeasListResponse> {
      const filter = {
        search: query.search || undefined,
        category: query.category === "all" ? undefined : query.category,
        status: query.status === "all" ? undefined : query.status,
        proPick: query.pick === "all" ? undefined : query.pick === "pro",
      };
      const [{ rows, total }, stats, daily] = await Promise.all([
        repo.list(filter, ADMIN_IDEAS_PAGE_SIZE, (query.page - 1) * ADMIN_IDEAS_PAGE_SIZE),
        repo.stats(),
        banner(),
      ]);
      return { items: rows.map((row) => toRow(row, daily?.ideaId ?? null)), total, page: query.page, pageSize: ADMIN_IDEAS_PAGE_SIZE, stats, daily };
    },

    async detail(id: string) {
      const row = await existing(id);
      return { id: row.id, status: row.status, aiDraftedBy: row.aiDraftedBy, idea: ideaValueFromRow(row) };
    },

    /** New ideas start with every flag off and every count at zero (spec section 4). */
    async create(actor: AdminActor, input: Input) {
      if (!(CREATE_STATUSES as readonly string[]).includes(input.status)) {
        const message = "A new idea is saved as a draft or published.";
        throw new AppError("VALIDATION", { message, issues: [{ path: "status", message }] });
      }
      const slug = slugOf(input);
      // New ideas start with both flags off (spec), except a published AI-generated idea whose
      // opportunity score is 9 or more, which the spec makes a Pro Pick.
      const proPick = input.ai_drafted_by !== undefined && input.status === "published" && (input.scores?.opportunity ?? 0) >= GENERATED_PRO_PICK_OPPORTUNITY;
      const row = rowOf({ ...input, is_pro_pick: proPick, is_featured: false }, slug, null);
      await requireFreeSlug(slug);
      const created = await savingSlug(slug, () => repo.insert({ ...row, aiDraftedBy: input.ai_drafted_by ?? null, editedByAdminAt: row.updatedAt }));
      return write(actor, "idea.create", null, created);
    },

    /** An edit replaces the idea's fields; counts, creation and the AI label stay. */
    async update(actor: AdminActor, id: string, input: Input) {
      const before = await existing(id);
      const slug = input.slug ?? before.slug;
      const row = rowOf({ ...input, is_pro_pick: input.is_pro_pick ?? before.isProPick, is_featured: input.is_featured ?? before.isFeatured }, slug, before);
      if (slug !== before.slug) await requireFreeSlug(slug, id);
      const { slug: _slug, ...changes } = row;
      const updated = await savingSlug(slug, () => repo.update(id, { ...changes, slug, editedByAdminAt: row.updatedAt }));
      if (!updated) throw new AppError("NOT_FOUND", { message: "Idea not found" });
      return write(actor, "idea.update", before, updated, input.score_change_reason ?? null);
    },

    /** The current stored idea merged with the given fields, then saved as an edit. */
    async patch(actor: AdminActor, id: string, input: Partial<Input>) {
      const before = await existing(id);
      const merged = adminIdeaInput.safeParse({ ...ideaValueFromRow(before), status: before.status, ...input });
      if (!merged.success) throw new AppError("VALIDATION", { issues: issuesFromZod(merged.error.issues) });
      return this.update(actor, id, merged.data);
    },

    /** A status change; archiving records the public reason (`retirement`, required unless already archived). */
    async setStatus(actor: AdminActor, id: string, status: IdeaStatus, given?: { reason: string; source_url?: string }) {
      const before = await existing(id);
      if (status === "published" && before.status !== "published") {
        if (before.aiDraftedBy) requireResearchedDraft(ideaValueFromRow(before));
        requirePublishable(ideaValueFromRow(before));
      }
      const at = now();
      const retirement = retirementFor(status, given ? { reason: given.reason.trim(), ...(given.source_url?.trim() ? { source_url: given.source_url.trim() } : {}) } : undefined, before, at);
      const { retirement: _previous, ...analysis } = before.analysis ?? {};
      const changedAnalysis = retirement || _previous ? { analysis: { ...analysis, ...(retirement ? { retirement } : {}) } as IdeaRow["analysis"] } : {};
      const updated = await repo.update(id, { status, ...changedAnalysis, publishedAt: publishedAtFor(status, before, at), updatedAt: at, editedByAdminAt: at });
      return write(actor, "idea.status", before, updated!);
    },

    async setFlag(actor: AdminActor, id: string, flag: "isProPick" | "isFeatured", value: boolean) {
      const before = await existing(id);
      const at = now();
      const updated = await repo.update(id, { [flag]: value, updatedAt: at, editedByAdminAt: at });
      return write(actor, flag === "isProPick" ? "idea.pro_pick" : "idea.featured", before, updated!);
    },

    /**
     * Makes a published idea today's idea (UTC day): the site shows it at once and, while today's
     * e-mail has not gone out, the e-mail carries it. One row per day, so only one daily idea.
     */
    async setDaily(actor: AdminActor, id: string) {
      const row = await existing(id);
      if (row.status !== "published") {
        throw new AppError("VALIDATION", { message: "Only a published idea can be the daily idea. Publish it first." });
      }
      const day = utcDay(now());
      const before = await repo.dailyRow(day);
      const after = await repo.setDaily(day, id, actor.id, dailySubject(row.title));
      deps.ideas.clearCache();
      await deps.audit({
        actorId: actor.id,
        actorEmail: actor.email,
        action: "idea.daily",
        targetType: "daily_idea",
        targetId: day,
        before: before ? { ideaId: before.ideaId, emailSubject: before.emailSubject } : null,
        after: { ideaId: after.ideaId, emailSubject: after.emailSubject, slug: row.slug },
        ip: actor.ip,
      });
      const daily = (await banner())!;
      const message = daily.sentAt
        ? "Idea set as today's daily idea. Today's e-mail already went out with the previous idea; the site shows this one."
        : "Idea set as today's daily idea";
      return { daily, message };
    },

    async remove(actor: AdminActor, id: string) {
      const before = await existing(id);
      await repo.remove(id);
      deps.ideas.clearCache();
      await deps.audit({ actorId: actor.id, actorEmail: actor.email, action: "idea.delete", targetType: "idea", targetId: id, before: auditView(before), after: null, ip: actor.ip });
    },
  };
}
export type AdminIdeasService = ReturnType<typeof createAdminIdeasService>;
