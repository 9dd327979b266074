import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Config } from "../../config.js";
import type { Database } from "../../db/database.js";
import * as schemas from "./calendars.schemas.js";
import { type CalendarFeed, clubCalendar, competitionCalendar, teamCalendar } from "./calendars.service.js";

interface Options {
  config: Config;
  db: Database;
  clock: () => Date;
}

function send(reply: FastifyReply, feed: CalendarFeed) {
  return reply
    .type("text/calendar; charset=utf-8")
    .header("content-disposition", `inline; filename="${feed.fileName}"`)
    .send(feed.body);
}

/** iCalendar feeds (RFC 5545) per team, club and competition, added beside the catalogue. */
export async function calendarRoutes(instance: FastifyInstance, { config, db, clock }: Options): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const links = { apiUrl: `${config.apiPublicUrl}${config.basePath}`, siteUrl: config.siteUrl };
  app.get(
    "/v1/public/getTeamCalendar/team-id/:teamId",
    { schema: schemas.getTeamCalendarSchema, config: { pathParamNames: { teamId: "team-id" } } },
    async (request, reply) =>
      send(reply, await teamCalendar(db, request.params.teamId, request.query.saison, clock(), links)),
  );
  app.get(
    "/v1/public/getClubCalendar/club-id/:clubId",
    { schema: schemas.getClubCalendarSchema, config: { pathParamNames: { clubId: "club-id" } } },
    async (request, reply) =>
      send(reply, await clubCalendar(db, request.params.clubId, request.query.saison, clock(), links)),
  );
  app.get(
    "/v1/public/getCompetitionCalendar/staffel/:staffel",
    { schema: schemas.getCompetitionCalendarSchema },
    async (request, reply) => send(reply, await competitionCalendar(db, request.params.staffel, clock(), links)),
  );
}
