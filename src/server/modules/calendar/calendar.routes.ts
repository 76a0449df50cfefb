import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { VISITOR_ENTITLEMENTS, type Entitlements } from "../../../shared/entitlements";
import { z } from "zod";
import { calendarFeedCreated, calendarFeedParams, calendarFeedStatus, calendarQuery, calendarResponse, ideaWindowResponse } from "../../../shared/schemas/calendar";
import { ideaSlugParams } from "../../../shared/schemas/idea-api";
import type { ViewerResolver } from "../../http/viewer";
import type { CalendarService } from "./calendar.service";
import { renderIcs } from "./ics";

export async function calendarRoutes(app: FastifyInstance, deps: { viewers: ViewerResolver; calendar: CalendarService; appUrl: string }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["calendar"];

  async function entitlementsOf(request: FastifyRequest): Promise<Entitlements> {
    return (await deps.viewers.viewerOf(request))?.entitlements ?? VISITOR_ENTITLEMENTS;
  }

  r.get(
    "/api/v1/calendar",
    {
      schema: {
        tags,
        summary: "Dated triggers of published ideas between from and to (default: the next 365 days); triggers of ideas the viewer's plan does not open are only counted",
        querystring: calendarQuery,
        response: { 200: calendarResponse },
      },
    },
    async (request) => deps.calendar.calendar(await entitlementsOf(request), request.query),
  );

  r.get(
    "/api/v1/calendar/ideas/:slug",
    { schema: { tags, summary: "An idea's window (before the rush, in it, after it) and next trigger date", params: ideaSlugParams, response: { 200: ideaWindowResponse } } },
    async (request) => deps.calendar.ideaWindow(await entitlementsOf(request), request.params.slug),
  );

  r.get(
    "/api/v1/calendar/feed",
    { schema: { tags, summary: "Whether the member has a secret feed of their saved ideas' triggers", response: { 200: calendarFeedStatus } } },
    async (request) => deps.calendar.feedStatus((await deps.viewers.requireUser(request)).user.id),
  );

  r.post(
    "/api/v1/calendar/feed",
    { schema: { tags, summary: "Make a new secret feed address (the old one stops working); shown only in this answer", response: { 200: calendarFeedCreated } } },
    async (request) => {
      const viewer = await deps.viewers.requireUser(request);
      return deps.calendar.createFeed(viewer.entitlements, viewer.user.id);
    },
  );

  r.delete(
    "/api/v1/calendar/feed",
    { schema: { tags, summary: "Revoke the secret feed address", response: { 200: z.object({ revoked: z.boolean() }) } } },
    async (request) => ({ revoked: await deps.calendar.revokeFeed((await deps.viewers.requireUser(request)).user.id) }),
  );

  r.get(
    "/calendar/feeds/:file",
    { schema: { tags, summary: "A member's secret iCalendar feed of their saved ideas' triggers; 404 once revoked", params: calendarFeedParams } },
    async (request, reply) => {
      const entries = await deps.calendar.secretFeed(request.params.file.slice(0, -".ics".length));
      const body = renderIcs({
        name: "Ideadeck: my saved ideas",
        description: "Dated rules, deadlines and platform changes behind the ideas you saved on Ideadeck",
        entries,
        appUrl: deps.appUrl,
        now: new Date(),
      });
      // Private: the address is the secret; shared caches must not keep a copy.
      return reply.type("text/calendar; charset=utf-8").header("cache-control", "private, max-age=900").header("x-robots-tag", "noindex").send(body);
    },
  );

  r.get(
    "/calendar.ics",
    { schema: { tags, summary: "The catalogue's triggers as an iCalendar feed (RFC 5545): those a visitor may read, from 30 days ago on" } },
    async (_request, reply) => {
      const { entries } = await deps.calendar.feed(VISITOR_ENTITLEMENTS);
      const body = renderIcs({
        name: "Ideadeck trigger calendar",
        description: "Dated rules, deadlines and platform changes behind Ideadeck's free ideas",
        entries,
        appUrl: deps.appUrl,
        now: new Date(),
      });
      return reply.type("text/calendar; charset=utf-8").header("cache-control", "public, max-age=900").send(body);
    },
  );
}
