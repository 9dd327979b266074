import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type TObject, Type } from "typebox";
import { ApiError } from "../../plugins/errors.js";
import type { ServiceContext } from "../shared/context.js";
import * as service from "./widget-api.service.js";
import * as legacy from "./widget-legacy.service.js";

/*
 * The association's public widget API (docs/widgets.md): `/api/service/widget/v1/…` and the legacy
 * `/rest/…controller/…` reads, each answer in the envelope `{state, message, data}`. Public (no key, no token), open
 * to every origin, cached and invalidated like every public answer. Outside the catalogue, so not in openapi.json.
 */

const V1 = "/api/service/widget/v1";
/** Team and club ids are 32 characters; a competition's compound id 30 to 40 (the clients check so too). */
const ID = { min: 32, max: 32 };
const COMPOUND = { min: 30, max: 40 };
const hidden = { hide: true } as const;
const publicRoute = { tier: "public" as const };

type Handler = (context: ServiceContext, params: Record<string, string>, query: Record<string, string>) => unknown;

/** A GET of the widget API: the envelope around what the handler answers; an unknown id is a 404 in the envelope. */
function widgetGet(app: FastifyInstance, path: string, handler: Handler, query?: TObject): void {
  const schema = query ? { ...hidden, querystring: query } : hidden;
  app.get(path, { schema, config: publicRoute }, async (request: FastifyRequest) => {
    const data = await handler(
      request.context,
      request.params as Record<string, string>,
      request.query as Record<string, string>,
    );
    return service.envelope(data);
  });
}

export async function widgetApiRoutes(app: FastifyInstance): Promise<void> {
  // Every origin may read: the clubs' own websites call from their browsers.
  app.addHook("onSend", async (_request, reply: FastifyReply, payload) => {
    reply.header("access-control-allow-origin", "*");
    reply.removeHeader("access-control-allow-credentials");
    return payload;
  });
  // Errors in the clients' envelope, with the status they would have anywhere else (never a 5xx for a bad id).
  app.setErrorHandler((error, request, reply) => {
    const status = error instanceof ApiError ? error.statusCode : (error as { statusCode?: number }).statusCode;
    if (status === undefined || status >= 500) {
      request.log.error({ err: error }, "widget API call failed");
      return reply.code(500).send({ state: 1, message: "Interner Fehler", data: null });
    }
    return reply.code(status).send({ state: 1, message: (error as Error).message, data: null });
  });

  widgetGet(app, `${V1}/team/:teamPermanentId/matches`, (context, params) => {
    service.requireId("teamPermanentId", params.teamPermanentId!, ID);
    return service.getTeamMatches(context, params.teamPermanentId!);
  });
  widgetGet(
    app,
    `${V1}/club/info`,
    (context, _params, query) => {
      if (!query.teamPermanentId) {
        throw new ApiError("bad_request", 'Parameter "teamPermanentId" is missing', { field: "teamPermanentId" });
      }
      service.requireId("teamPermanentId", query.teamPermanentId, ID);
      return service.getClubInformationOfTeam(context, query.teamPermanentId);
    },
    Type.Object({ teamPermanentId: Type.Optional(Type.String({ maxLength: 64 })) }, { additionalProperties: false }),
  );
  widgetGet(app, `${V1}/team/:teamPermanentId/info`, (context, params) => {
    service.requireId("teamPermanentId", params.teamPermanentId!, ID);
    return service.getTeamInformation(context, params.teamPermanentId!);
  });
  widgetGet(app, `${V1}/club/:clubId/info`, (context, params) => {
    service.requireId("clubId", params.clubId!, ID);
    return service.getClubInformation(context, params.clubId!);
  });
  widgetGet(app, `${V1}/competition/:compoundId/info`, (context, params) => {
    service.requireId("compoundId", params.compoundId!, COMPOUND);
    return service.getCompetitionInformation(context, params.compoundId!);
  });
  widgetGet(app, `${V1}/competition/:compoundId/table`, (context, params) => {
    service.requireId("compoundId", params.compoundId!, COMPOUND);
    return service.getCompetitionTable(context, params.compoundId!);
  });
  widgetGet(app, `${V1}/team/:teamPermanentId/squad`, (context, params) => {
    service.requireId("teamPermanentId", params.teamPermanentId!, ID);
    return service.getTeamSquadForWidget(context, params.teamPermanentId!);
  });
  widgetGet(app, `${V1}/competition/:compoundId/topscorer`, (context, params) => {
    service.requireId("compoundId", params.compoundId!, COMPOUND);
    return service.getTopScorers(context, params.compoundId!);
  });

  // The legacy reads.
  widgetGet(app, "/rest/competitioncontroller/competition/id/:compoundId", (context, params) => {
    service.requireId("compoundId", params.compoundId!, COMPOUND);
    return legacy.getLegacyCompetition(context, params.compoundId!);
  });
  widgetGet(app, "/rest/competitioncontroller/competition/id/:compoundId/matchday/:matchday", (context, params) => {
    service.requireId("compoundId", params.compoundId!, COMPOUND);
    const matchday = Number(params.matchday);
    if (!Number.isInteger(matchday) || matchday < 1 || matchday > 99) {
      throw new ApiError("bad_request", 'Parameter "matchday" must be a matchday number', { field: "matchday" });
    }
    // A matchday outside the plan is refused by the path's own name.
    return legacy.getLegacyCompetition(context, params.compoundId!, matchday).catch((error: unknown) => {
      if (error instanceof ApiError && error.statusCode === 400) {
        throw new ApiError("bad_request", `Parameter "matchday" is not a matchday of this competition`, {
          field: "matchday",
        });
      }
      throw error;
    });
  });
  for (const type of legacy.LEGACY_TABLE_TYPES) {
    // The default table's type is empty: its path has a double slash (`table//id/…`), which the clients send as is.
    widgetGet(app, `/rest/competitioncontroller/competition/table/${type}/id/:compoundId`, (context, params) => {
      service.requireId("compoundId", params.compoundId!, COMPOUND);
      return legacy.getLegacyStandings(context, params.compoundId!, type);
    });
  }
  // The same default table where a proxy on the way merged the double slash (the website's own forwarding does).
  widgetGet(app, "/rest/competitioncontroller/competition/table/id/:compoundId", (context, params) => {
    service.requireId("compoundId", params.compoundId!, COMPOUND);
    return legacy.getLegacyStandings(context, params.compoundId!, "");
  });
  widgetGet(app, "/rest/clubcontroller/fixtures/id/:clubId/matchtype/:matchType", (context, params) => {
    service.requireId("clubId", params.clubId!, ID);
    if (!["all", "home", "away", "team"].includes(params.matchType!)) {
      throw new ApiError("bad_request", 'Parameter "matchType" must be all, home, away or team', {
        field: "matchType",
      });
    }
    return legacy.getLegacyClubMatches(context, params.clubId!, params.matchType!);
  });
  widgetGet(app, "/rest/matchcontroller/matchreport/id/:matchId", (context, params) => {
    service.requireId("matchId", params.matchId!, { min: 1, max: 64 });
    return legacy.getLegacyMatchReport(context, params.matchId!);
  });
}
