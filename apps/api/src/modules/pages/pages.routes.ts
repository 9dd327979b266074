import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { getClubPageSchema } from "./club-page.schemas.js";
import { getClubPage } from "./club-page.service.js";
import { getMatchPageSchema } from "./match-page.schemas.js";
import { getMatchPage } from "./match-page.service.js";
import { getPlayerPageSchema } from "./player-page.schemas.js";
import { getPlayerPage } from "./player-page.service.js";
import { getTeamPageSchema } from "./team-page.schemas.js";
import { getTeamPage } from "./team-page.service.js";

/**
 * Added beside the catalogue (API.md, "Pages in one call"): each of the website's page templates that needed several
 * calls reads its data in one, composed of the catalogue calls' own services, so privacy and tiers hold as there.
 */
export async function pageRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  app.get("/v1/protected/getMatchPage", { schema: getMatchPageSchema }, ({ query, context }) =>
    getMatchPage(context, query.spiel),
  );
  app.get("/v1/protected/getClubPage", { schema: getClubPageSchema }, ({ query, context }) =>
    getClubPage(context, query.id),
  );
  app.get("/v1/protected/getPlayerPage", { schema: getPlayerPageSchema }, ({ query, context }) =>
    getPlayerPage(context, query.userid),
  );
  app.get("/v1/protected/getTeamPage", { schema: getTeamPageSchema }, ({ query, context }) =>
    getTeamPage(context, query["team-id"]),
  );
}
