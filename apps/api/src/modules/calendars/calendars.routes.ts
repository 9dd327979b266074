import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance, FastifyReply } from "fastify";
import * as schemas from "./calendars.schemas.js";
import { type CalendarFeed, clubCalendar, competitionCalendar, teamCalendar } from "./calendars.service.js";

function send(reply: FastifyReply, feed: CalendarFeed) {
  return reply
    .type("text/calendar; charset=utf-8")
    .header("content-disposition", `inline; filename="${feed.fileName}"`)
    .send(feed.body);
}

/** iCalendar feeds (RFC 5545) per team, club and competition, added beside the catalogue. */
export async function calendarRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    "/v1/public/getTeamCalendar/team-id/:teamId",
    { schema: schemas.getTeamCalendarSchema, config: { pathParamNames: { teamId: "team-id" } } },
    async ({ params, query, context }, reply) => send(reply, await teamCalendar(context, params.teamId, query.saison)),
  );
  app.get(
    "/v1/public/getClubCalendar/club-id/:clubId",
    { schema: schemas.getClubCalendarSchema, config: { pathParamNames: { clubId: "club-id" } } },
    async ({ params, query, context }, reply) => send(reply, await clubCalendar(context, params.clubId, query.saison)),
  );
  app.get(
    "/v1/public/getCompetitionCalendar/staffel/:staffel",
    { schema: schemas.getCompetitionCalendarSchema },
    async ({ params, context }, reply) => send(reply, await competitionCalendar(context, params.staffel)),
  );
}
