import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.js";
import type { Database } from "../../db/database.js";
import type { LinkBase } from "../shared/links.js";
import * as schemas from "./search.schemas.js";
import * as service from "./search.service.js";

interface Options {
  config: Config;
  db: Database;
  clock: () => Date;
}

/** Searches per minute and visitor address: each one reads several trigram indexes (the website's key is exempt). */
const SEARCHES_PER_ADDRESS_PER_MINUTE = 60;

/** Site search and profile search. */
export async function searchRoutes(instance: FastifyInstance, { config, db, clock }: Options): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const links: LinkBase = { apiUrl: `${config.apiPublicUrl}${config.basePath}` };
  const rateLimit = {
    max: (_request: unknown, key: string) =>
      key.startsWith("client:")
        ? config.rateLimitClientKeyPerMinute
        : Math.min(config.rateLimitPerMinute, SEARCHES_PER_ADDRESS_PER_MINUTE),
    timeWindow: "1 minute",
  };

  app.get("/v1/public/search/text/:text", { schema: schemas.searchSchema, config: { rateLimit } }, (request) =>
    service.search(
      db,
      {
        text: request.params.text,
        types: request.query.types,
        offset: request.query.offset ?? 0,
        max: request.query.max ?? schemas.DEFAULT_SEARCH_MAX,
      },
      clock(),
      links,
    ),
  );
  app.get(
    "/v1/public/searchProfiles/text/:text",
    { schema: schemas.searchProfilesSchema, config: { rateLimit } },
    (request) =>
      service.searchProfiles(
        db,
        {
          text: request.params.text,
          restriction: request.query.restriction as schemas.ProfileRestriction | undefined,
          offset: request.query.offset ?? 0,
          max: request.query.max ?? schemas.DEFAULT_SEARCH_MAX,
        },
        clock(),
        links,
      ),
  );
}
