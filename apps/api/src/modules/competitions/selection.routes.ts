import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.js";
import * as schemas from "./selection.schemas.js";
import * as service from "./selection.service.js";

interface Options {
  db: Database;
}

const WAM_TWO = "wettkampftyp/:wettkampftyp/saison/:saison/mandant/:mandant";
const WAM_THREE = `${WAM_TWO}/mannschaftsart/:mannschaftsart`;

/** The competition selection of the catalogue (the WAM steps), play-offs, top leagues and association lists. */
export async function selectionRoutes(instance: FastifyInstance, { db }: Options): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get("/v1/public/getWamOne", { schema: schemas.getWamOneSchema }, async () => (await service.getWamOne(db)).v1);
  app.get("/v2/public/getWamOne", { schema: schemas.getWamOneV2Schema }, async () => (await service.getWamOne(db)).v2);

  const stepTwo = (params: { wettkampftyp: number; saison: string; mandant: string }) =>
    service.getWamTwo(db, { competitionTypeId: params.wettkampftyp, seasonId: params.saison, mandant: params.mandant });
  app.get(
    `/v1/public/getWamTwo/${WAM_TWO}`,
    { schema: schemas.getWamTwoSchema },
    async (request) => (await stepTwo(request.params)).v1,
  );
  app.get(
    `/v2/public/getWamTwo/${WAM_TWO}`,
    { schema: schemas.getWamTwoV2Schema },
    async (request) => (await stepTwo(request.params)).v2,
  );

  const stepThree = (
    params: { wettkampftyp: number; saison: string; mandant: string; mannschaftsart: number },
    query: { spielklasse?: number },
  ) =>
    service.getWamThree(db, {
      competitionTypeId: params.wettkampftyp,
      seasonId: params.saison,
      mandant: params.mandant,
      teamTypeId: params.mannschaftsart,
      leagueLevelId: query.spielklasse,
    });
  app.get(
    `/v1/public/getWamThree/${WAM_THREE}`,
    { schema: schemas.getWamThreeSchema },
    async (request) => (await stepThree(request.params, request.query)).v1,
  );
  app.get(
    `/v2/public/getWamThree/${WAM_THREE}`,
    { schema: schemas.getWamThreeV2Schema },
    async (request) => (await stepThree(request.params, request.query)).v2,
  );

  app.get(
    "/v1/public/getBfvWamOne",
    { schema: schemas.getBfvWamOneSchema },
    async () => (await service.getBfvWamOne(db)).v1,
  );
  app.get(
    "/v2/public/getBfvWamOne",
    { schema: schemas.getBfvWamOneV2Schema },
    async () => (await service.getBfvWamOne(db)).v2,
  );
  app.get(
    "/v1/public/getBfvWamTwo/wettkampftyp/:wettkampftyp/saison/:saison/mannschaftsart/:mannschaftsart",
    { schema: schemas.getBfvWamTwoSchema },
    async ({ params }) =>
      service.getBfvWamTwo(db, {
        competitionTypeId: params.wettkampftyp,
        seasonId: params.saison,
        teamTypeId: params.mannschaftsart,
      }),
  );
  app.get(
    "/v1/public/getBfvWamThree/wettkampftyp/:wettkampftyp/saison/:saison/spielklasse/:spielklasse/mannschaftsart/:mannschaftsart",
    { schema: schemas.getBfvWamThreeSchema },
    async ({ params }) =>
      service.getBfvWamThree(db, {
        competitionTypeId: params.wettkampftyp,
        seasonId: params.saison,
        leagueLevelId: params.spielklasse,
        teamTypeId: params.mannschaftsart,
      }),
  );

  app.get("/v1/public/getPlayoffWamOne", { schema: schemas.getPlayoffWamOneSchema }, async ({ query }) =>
    service.getPlayoffWamOne(db, query.saison),
  );
  app.get(
    "/v1/public/getPlayoffWamTwo/spielgebiet/:spielgebiet/saison/:saison/mannschaftsart/:mannschaftsart",
    { schema: schemas.getPlayoffWamTwoSchema },
    async ({ params }) =>
      service.getPlayoffWamTwo(db, {
        playingAreaId: params.spielgebiet,
        seasonId: params.saison,
        teamTypeId: params.mannschaftsart,
      }),
  );

  app.get(
    "/v1/public/getCompetitionsByAssociation/saison/:saison/mandant/:mandant",
    { schema: schemas.getCompetitionsByAssociationSchema },
    async ({ params }) =>
      service.getCompetitionsByAssociation(db, { seasonId: params.saison, mandant: params.mandant }),
  );
  app.get("/v1/public/getTopLeagues/saison/:saison", { schema: schemas.getTopLeaguesSchema }, async ({ params }) =>
    service.getTopLeagues(db, params.saison),
  );
  app.get("/v1/public/getTopLeagues1", { schema: schemas.getTopLeaguesCurrentSchema }, async () =>
    service.getTopLeagues(db),
  );
}
