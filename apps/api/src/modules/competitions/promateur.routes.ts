import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import type { ServiceContext } from "../shared/context.js";
import { getTable } from "../shared/wire-tables.js";
import * as schemas from "./promateur.schemas.js";
import * as service from "./promateur.service.js";
import * as selection from "./selection.service.js";

const promateur = { tier: "promateur" as const };
const WAM_TWO = "wettkampftyp/:wettkampftyp/saison/:saison/mandant/:mandant";
const WAM_THREE = `${WAM_TWO}/mannschaftsart/:mannschaftsart`;

type StepTwoParams = { wettkampftyp: number; saison: string; mandant: string };
type StepThreeParams = StepTwoParams & { mannschaftsart: number };

/**
 * The promateur tier's competition calls (docs/promateur.md): tables, the leagues and the pilot's, the competition
 * with its matches, and the selection steps (all of them, or the pilot leagues only). None of them names a person.
 */
export async function promateurCompetitionRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    "/v1/promateur/getAmateurTable/staffel/:staffel",
    { schema: schemas.getAmateurTablePromateurSchema, config: promateur },
    async ({ params, query, context }) => getTable(context, params.staffel, query.spieltag),
  );
  app.get(
    "/v1/promateur/leagues",
    { schema: schemas.getLeaguesSchema, config: promateur },
    async ({ query, context }) => service.getLeagues(context, query.season, false),
  );
  app.get(
    "/v1/promateur/pilotLeagues",
    { schema: schemas.getPilotLeaguesSchema, config: promateur },
    async ({ query, context }) => service.getLeagues(context, query.season, true),
  );
  app.get(
    "/v1/promateur/getCompetitionInfo/staffel/:staffel",
    { schema: schemas.getCompetitionInfoPromateurSchema, config: promateur },
    async ({ params, context }) => service.getCompetitionWithMatches(context, params.staffel),
  );

  const stepTwo = (context: ServiceContext, params: StepTwoParams, scope?: selection.SelectionScope) =>
    selection.getWamTwo(
      context,
      { competitionTypeId: params.wettkampftyp, seasonId: params.saison, mandant: params.mandant },
      scope,
    );
  const stepThree = (
    context: ServiceContext,
    params: StepThreeParams,
    query: { spielklasse?: number },
    scope?: selection.SelectionScope,
  ) =>
    selection.getWamThree(
      context,
      {
        competitionTypeId: params.wettkampftyp,
        seasonId: params.saison,
        mandant: params.mandant,
        teamTypeId: params.mannschaftsart,
        leagueLevelId: query.spielklasse,
      },
      scope,
    );

  app.get(
    "/v1/promateur/getWamOne",
    { schema: schemas.getWamOnePromateurSchema, config: promateur },
    async ({ context }) => (await selection.getWamOne(context)).v1,
  );
  app.get(
    `/v1/promateur/getWamTwo/${WAM_TWO}`,
    { schema: schemas.getWamTwoPromateurSchema, config: promateur },
    async ({ params, context }) => (await stepTwo(context, params)).v1,
  );
  app.get(
    `/v1/promateur/getWamThree/${WAM_THREE}`,
    { schema: schemas.getWamThreePromateurSchema, config: promateur },
    async ({ params, query, context }) => (await stepThree(context, params, query)).v1,
  );
  app.get(
    "/v1/promateur/getPilotWamOne",
    { schema: schemas.getPilotWamOneSchema, config: promateur },
    async ({ context }) => (await selection.getWamOne(context, await service.pilotScope(context))).v1,
  );
  app.get(
    `/v1/promateur/getPilotWamTwo/${WAM_TWO}`,
    { schema: schemas.getPilotWamTwoSchema, config: promateur },
    async ({ params, context }) => (await stepTwo(context, params, await service.pilotScope(context))).v1,
  );
  app.get(
    `/v1/promateur/getPilotWamThree/${WAM_THREE}`,
    { schema: schemas.getPilotWamThreeSchema, config: promateur },
    async ({ params, query, context }) =>
      (await stepThree(context, params, query, await service.pilotScope(context))).v1,
  );
}
