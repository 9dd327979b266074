import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import type { ServiceContext } from "../shared/context.js";
import * as areaSchemas from "./area.schemas.js";
import * as areaService from "./area.service.js";
import * as live from "./live.service.js";
import * as schemas from "./matches.schemas.js";
import * as service from "./matches.service.js";
import { promateurMatchRoutes } from "./promateur.routes.js";

function parseHttpDate(value: string | undefined): Date | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}

/** Matches, match lists, reports, match news and the ticker. */
export async function matchRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const team = { pathParamNames: { teamId: "team-id" } };

  app.get(
    "/v1/protected/getMatchById1/spiel/:spiel",
    { schema: schemas.getMatchById1Schema },
    ({ params, query, context }) => service.getMatch(context, params.spiel, query.divisionManager === true),
  );
  app.get(
    "/v1/protected/getMatchReport/spiel/:spiel",
    { schema: schemas.getMatchReportSchema },
    ({ params, context }) => service.getMatchReport(context, params.spiel),
  );
  app.get(
    "/v1/protected/getMatchWithReportAndTables/spiel/:spiel",
    { schema: schemas.getMatchWithReportAndTablesSchema },
    ({ params, context }) => service.getMatchWithReportAndTables(context, params.spiel),
  );

  const leagueView =
    (view: "all" | "start" | "today") =>
    async ({ params, context }: { params: { staffel: string }; context: ServiceContext }) => ({
      matches: await service.listCompetitionMatches(context, params.staffel, view),
    });
  app.get(
    "/v1/protected/getMatchesForLeaguesAll/staffel/:staffel",
    { schema: schemas.getMatchesForLeaguesAllSchema },
    leagueView("all"),
  );
  app.get(
    "/v1/protected/getMatchesForLeaguesStart/staffel/:staffel",
    { schema: schemas.getMatchesForLeaguesStartSchema },
    leagueView("start"),
  );
  app.get(
    "/v1/protected/getMatchesForLeaguesToday1/staffel/:staffel",
    { schema: schemas.getMatchesForLeaguesToday1Schema },
    leagueView("today"),
  );
  app.get(
    "/v1/protected/getMatchesForRoundOrGroup1/staffel/:staffel",
    { schema: schemas.getMatchesForRoundOrGroup1Schema },
    ({ params, context }) => service.listMatchesByRound(context, params.staffel),
  );

  const teamView =
    (view: "start" | "today") =>
    async ({ params, context }: { params: { teamId: string }; context: ServiceContext }) => ({
      matches: await service.listTeamMatches(context, params.teamId, view),
    });
  app.get(
    "/v1/protected/getMatchesForTeamsStart/team-id/:teamId",
    { schema: schemas.getMatchesForTeamsStartSchema, config: team },
    teamView("start"),
  );
  app.get(
    "/v1/protected/getMatchesForTeamsToday/team-id/:teamId",
    { schema: schemas.getMatchesForTeamsTodaySchema, config: team },
    teamView("today"),
  );

  app.get(
    "/v1/protected/getAmateurFinalsMatches/saison/:saison",
    { schema: schemas.getAmateurFinalsMatchesSchema },
    ({ params, context }) => service.getAmateurFinals(context, params.saison),
  );
  app.get(
    "/v1/protected/getMatchLatestNewsArticle/spiel/:spiel",
    { schema: schemas.getMatchLatestNewsArticleSchema },
    ({ params, context }) => service.getLatestMatchArticle(context, params.spiel),
  );
  app.get(
    "/v1/protected/getMatchNewsListArticles/spiel/:spiel",
    { schema: schemas.getMatchNewsListArticlesSchema },
    ({ params, query, context }) =>
      service.listMatchArticles(context, params.spiel, query.offset ?? 0, query.max ?? 10),
  );

  app.get(
    "/v1/public/getTicker",
    { schema: schemas.getTickerSchema, config: { responseCache: false } },
    async (request, reply) => {
      const since = parseHttpDate(request.headers["if-modified-since"]);
      const ticker = await live.getTicker(request.context, request.query.spiel, request.query["ticker-id"], since);
      reply.header("last-modified", ticker.lastModified.toUTCString());
      // Clients poll with If-Modified-Since; caches must ask again every time.
      reply.header("cache-control", "no-cache");
      if (ticker.body === null) return reply.code(304).send(null);
      return ticker.body;
    },
  );

  app.get(
    "/v1/protected/getMatchesForAreaToday/spielgebiet/:spielgebiet",
    { schema: areaSchemas.getMatchesForAreaTodaySchema },
    ({ params, query, context }) =>
      areaService.listAreaMatchesToday(context, params.spielgebiet, {
        teamTypeId: query.mannschaftsart,
        max: query.max ?? 100,
      }),
  );
  app.get(
    "/v1/protected/getMatchesForAreaMatchday/spielgebiet/:spielgebiet",
    { schema: areaSchemas.getMatchesForAreaMatchdaySchema },
    ({ params, query, context }) =>
      areaService.listAreaCurrentMatchdays(context, params.spielgebiet, {
        teamTypeId: query.mannschaftsart,
        max: query.max ?? 20,
      }),
  );

  await instance.register(promateurMatchRoutes);
}
