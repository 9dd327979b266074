import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.js";
import * as schemas from "./search.schemas.js";
import * as service from "./search.service.js";

interface Options {
  config: Config;
}

/** Searches per minute and visitor address: each one reads several trigram indexes (the website's key is exempt). */
const SEARCHES_PER_ADDRESS_PER_MINUTE = 60;

/** Site search and profile search. */
export async function searchRoutes(instance: FastifyInstance, { config }: Options): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  const rateLimit = {
    max: (_request: unknown, key: string) =>
      key.startsWith("client:")
        ? config.rateLimitClientKeyPerMinute
        : Math.min(config.rateLimitPerMinute, SEARCHES_PER_ADDRESS_PER_MINUTE),
    timeWindow: "1 minute",
  };

  app.get(
    "/v1/public/search/text/:text",
    { schema: schemas.searchSchema, config: { rateLimit } },
    ({ params, query, context }) =>
      service.search(context, {
        text: params.text,
        types: query.types,
        offset: query.offset ?? 0,
        max: query.max ?? schemas.DEFAULT_SEARCH_MAX,
      }),
  );
  app.get(
    "/v1/public/searchProfiles/text/:text",
    { schema: schemas.searchProfilesSchema, config: { rateLimit } },
    ({ params, query, context }) =>
      service.searchProfiles(context, {
        text: params.text,
        restriction: query.restriction as schemas.ProfileRestriction | undefined,
        offset: query.offset ?? 0,
        max: query.max ?? schemas.DEFAULT_SEARCH_MAX,
      }),
  );
}
