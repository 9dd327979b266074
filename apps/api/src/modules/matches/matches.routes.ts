import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.js";
import type { Database } from "../../db/database.js";
import * as areaSchemas from "./area.schemas.js";
import * as areaService from "./area.service.js";
import * as live from "./live.service.js";
import * as schemas from "./matches.schemas.js";
import * as service from "./matches.service.js";

interface Options {
  config: Config;
  db: Database;
  clock: () => Date;
}

function parseHttpDate(value: string | undefined): Date | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time);
}

/** Matches, match lists, reports, match news and the ticker. */
export async function matchRoutes(instance: FastifyInstance, { config, db, clock }: Options): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const apiUrl = `${config.apiPublicUrl}${config.basePath}`;
  const links: service.Links = { apiUrl, siteUrl: config.siteUrl };
  const team = { pathParamNames: { teamId: "team-id" } };

  app.get("/v1/protected/getMatchById1/spiel/:spiel", { schema: schemas.getMatchById1Schema }, (request) =>
    service.getMatch(db, request.params.spiel, request.query.divisionManager === true, clock(), links),
  );
  app.get("/v1/protected/getMatchReport/spiel/:spiel", { schema: schemas.getMatchReportSchema }, (request) =>
    service.getMatchReport(db, request.params.spiel),
  );
  app.get(
    "/v1/protected/getMatchWithReportAndTables/spiel/:spiel",
    { schema: schemas.getMatchWithReportAndTablesSchema },
    (request) => service.getMatchWithReportAndTables(db, request.params.spiel, clock(), links),
  );

  const leagueView = (view: "all" | "start" | "today") => async (request: { params: { staffel: string } }) => ({
    matches: await service.listCompetitionMatches(db, request.params.staffel, view, clock(), links),
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
    (request) => service.listMatchesByRound(db, request.params.staffel, clock(), links),
  );

  const teamView = (view: "start" | "today") => async (request: { params: { teamId: string } }) => ({
    matches: await service.listTeamMatches(db, request.params.teamId, view, clock(), links),
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
    (request) => service.getAmateurFinals(db, request.params.saison, clock(), links),
  );
  app.get(
    "/v1/protected/getMatchLatestNewsArticle/spiel/:spiel",
    { schema: schemas.getMatchLatestNewsArticleSchema },
    (request) => service.getLatestMatchArticle(db, request.params.spiel, links),
  );
  app.get(
    "/v1/protected/getMatchNewsListArticles/spiel/:spiel",
    { schema: schemas.getMatchNewsListArticlesSchema },
    (request) =>
      service.listMatchArticles(db, request.params.spiel, request.query.offset ?? 0, request.query.max ?? 10, links),
  );

  app.get(
    "/v1/public/getTicker",
    { schema: schemas.getTickerSchema, config: { responseCache: false } },
    async (request, reply) => {
      const since = parseHttpDate(request.headers["if-modified-since"]);
      const ticker = await live.getTicker(db, request.query.spiel, request.query["ticker-id"], since, clock());
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
    (request) =>
      areaService.listAreaMatchesToday(
        db,
        request.params.spielgebiet,
        { teamTypeId: request.query.mannschaftsart, max: request.query.max ?? 100 },
        clock(),
        links,
      ),
  );
  app.get(
    "/v1/protected/getMatchesForAreaMatchday/spielgebiet/:spielgebiet",
    { schema: areaSchemas.getMatchesForAreaMatchdaySchema },
    (request) =>
      areaService.listAreaCurrentMatchdays(
        db,
        request.params.spielgebiet,
        { teamTypeId: request.query.mannschaftsart, max: request.query.max ?? 20 },
        clock(),
        links,
      ),
  );
}
