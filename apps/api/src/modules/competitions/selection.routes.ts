import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import type { ServiceContext } from "../shared/context.js";
import * as schemas from "./selection.schemas.js";
import * as service from "./selection.service.js";

const WAM_TWO = "wettkampftyp/:wettkampftyp/saison/:saison/mandant/:mandant";
const WAM_THREE = `${WAM_TWO}/mannschaftsart/:mannschaftsart`;

/** The competition selection of the catalogue (the WAM steps), play-offs, top leagues and association lists. */
export async function selectionRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    "/v1/public/getWamOne",
    { schema: schemas.getWamOneSchema },
    async ({ context }) => (await service.getWamOne(context)).v1,
  );
  app.get(
    "/v2/public/getWamOne",
    { schema: schemas.getWamOneV2Schema },
    async ({ context }) => (await service.getWamOne(context)).v2,
  );

  const stepTwo = (context: ServiceContext, params: { wettkampftyp: number; saison: string; mandant: string }) =>
    service.getWamTwo(context, {
      competitionTypeId: params.wettkampftyp,
      seasonId: params.saison,
      mandant: params.mandant,
    });
  app.get(
    `/v1/public/getWamTwo/${WAM_TWO}`,
    { schema: schemas.getWamTwoSchema },
    async ({ params, context }) => (await stepTwo(context, params)).v1,
  );
  app.get(
    `/v2/public/getWamTwo/${WAM_TWO}`,
    { schema: schemas.getWamTwoV2Schema },
    async ({ params, context }) => (await stepTwo(context, params)).v2,
  );

  const stepThree = (
    context: ServiceContext,
    params: { wettkampftyp: number; saison: string; mandant: string; mannschaftsart: number },
    query: { spielklasse?: number },
  ) =>
    service.getWamThree(context, {
      competitionTypeId: params.wettkampftyp,
      seasonId: params.saison,
      mandant: params.mandant,
      teamTypeId: params.mannschaftsart,
      leagueLevelId: query.spielklasse,
    });
  app.get(
    `/v1/public/getWamThree/${WAM_THREE}`,
    { schema: schemas.getWamThreeSchema },
    async ({ params, query, context }) => (await stepThree(context, params, query)).v1,
  );
  app.get(
    `/v2/public/getWamThree/${WAM_THREE}`,
    { schema: schemas.getWamThreeV2Schema },
    async ({ params, query, context }) => (await stepThree(context, params, query)).v2,
  );

  app.get(
    "/v1/public/getBfvWamOne",
    { schema: schemas.getBfvWamOneSchema },
    async ({ context }) => (await service.getBfvWamOne(context)).v1,
  );
  app.get(
    "/v2/public/getBfvWamOne",
    { schema: schemas.getBfvWamOneV2Schema },
    async ({ context }) => (await service.getBfvWamOne(context)).v2,
  );
  app.get(
    "/v1/public/getBfvWamTwo/wettkampftyp/:wettkampftyp/saison/:saison/mannschaftsart/:mannschaftsart",
    { schema: schemas.getBfvWamTwoSchema },
    async ({ params, context }) =>
      service.getBfvWamTwo(context, {
        competitionTypeId: params.wettkampftyp,
        seasonId: params.saison,
        teamTypeId: params.mannschaftsart,
      }),
  );
  app.get(
    "/v1/public/getBfvWamThree/wettkampftyp/:wettkampftyp/saison/:saison/spielklasse/:spielklasse/mannschaftsart/:mannschaftsart",
    { schema: schemas.getBfvWamThreeSchema },
    async ({ params, context }) =>
      service.getBfvWamThree(context, {
        competitionTypeId: params.wettkampftyp,
        seasonId: params.saison,
        leagueLevelId: params.spielklasse,
        teamTypeId: params.mannschaftsart,
      }),
  );

  app.get("/v1/public/getPlayoffWamOne", { schema: schemas.getPlayoffWamOneSchema }, async ({ query, context }) =>
    service.getPlayoffWamOne(context, query.saison),
  );
  app.get(
    "/v1/public/getPlayoffWamTwo/spielgebiet/:spielgebiet/saison/:saison/mannschaftsart/:mannschaftsart",
    { schema: schemas.getPlayoffWamTwoSchema },
    async ({ params, context }) =>
      service.getPlayoffWamTwo(context, {
        playingAreaId: params.spielgebiet,
        seasonId: params.saison,
        teamTypeId: params.mannschaftsart,
      }),
  );

  app.get(
    "/v1/public/getCompetitionsByAssociation/saison/:saison/mandant/:mandant",
    { schema: schemas.getCompetitionsByAssociationSchema },
    async ({ params, context }) =>
      service.getCompetitionsByAssociation(context, { seasonId: params.saison, mandant: params.mandant }),
  );
  app.get(
    "/v1/public/getTopLeagues/saison/:saison",
    { schema: schemas.getTopLeaguesSchema },
    async ({ params, context }) => service.getTopLeagues(context, params.saison),
  );
  app.get("/v1/public/getTopLeagues1", { schema: schemas.getTopLeaguesCurrentSchema }, async ({ context }) =>
    service.getTopLeagues(context),
  );
}
