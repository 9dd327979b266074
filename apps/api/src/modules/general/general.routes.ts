import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Config } from "../../config.js";
import { userHasFeature } from "../../plugins/auth/access.js";
import { ApiError } from "../../plugins/errors.js";
import * as schemas from "./general.schemas.js";
import * as service from "./general.service.js";

/** Sitemaps and well-known files live outside the catalogue's tier paths; anyone may read them. */
const publicTier = { tier: "public" as const };

interface Options {
  config: Config;
}

function sendXml(reply: FastifyReply, xml: string | null) {
  if (xml === null) throw new ApiError("not_found", "Unknown association");
  return reply.type("application/xml; charset=utf-8").send(xml);
}

/** The general area of the catalogue. */
export async function generalRoutes(instance: FastifyInstance, { config }: Options): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    "/v1/public/checkAppVersion/app-type/:appType/app-version/:appVersion",
    {
      schema: schemas.checkAppVersionSchema,
      config: { pathParamNames: { appType: "app-type", appVersion: "app-version" } },
    },
    async (request) =>
      service.checkAppVersion(
        config,
        request.params.appType,
        request.params.appVersion,
        request.query["app-release-type"],
      ),
  );

  app.get(
    "/v1/public/checkPromateurFeature",
    { schema: schemas.checkPromateurFeatureSchema },
    async ({ user, context }, reply) => {
      reply.header("cache-control", "private, no-store");
      return { enabled: user ? await userHasFeature(context.db, user.id, "promateur") : false };
    },
  );

  app.get(
    "/v1/public/getSeasonsAndAssociations",
    { schema: schemas.getSeasonsAndAssociationsSchema },
    async ({ context }) => {
      const result = await service.getSeasonsAndAssociations(context);
      if (!result) throw new ApiError("not_found", "No seasons or associations are loaded");
      return result;
    },
  );

  app.get(
    "/v1/public/getPostalCodeCompletions/plz/:plz",
    { schema: schemas.getPostalCodeCompletionsSchema },
    async (request) => service.completePostalCode(request.params.plz),
  );

  app.post(
    "/v1/private/setLogLevel",
    { schema: schemas.setLogLevelSchema, config: { tier: "private", permissions: ["logLevel"] } },
    async (request) => {
      const { name, level } = request.body;
      if (name !== "api") throw new ApiError("bad_request", `Unknown logger "${name}"; known loggers: api`);
      instance.log.level = level;
      request.log.warn({ level, by: request.user.id }, "log level changed");
      return { name, level };
    },
  );

  app.get(
    "/sitemap_associations",
    { schema: schemas.sitemapSchemas.associations, config: publicTier },
    async ({ context }, reply) => sendXml(reply, await service.buildAssociationsSitemap(context)),
  );
  app.get("/sitemap_news", { schema: schemas.sitemapSchemas.news, config: publicTier }, async ({ context }, reply) =>
    sendXml(reply, await service.buildNewsSitemap(context)),
  );
  app.get(
    "/sitemap_google.xml",
    { schema: schemas.sitemapSchemas.google, config: publicTier },
    async ({ context }, reply) => sendXml(reply, await service.buildGoogleSitemap(context)),
  );
  app.get(
    "/sitemap_matches/association/:association",
    { schema: schemas.matchSitemapSchemas.index, config: publicTier },
    async ({ params, context }, reply) =>
      sendXml(reply, await service.buildMatchSitemapIndex(context, params.association)),
  );
  app.get(
    "/sitemap_matches/association/:association/page/:page",
    { schema: schemas.matchSitemapSchemas.page, config: publicTier },
    async ({ params, context }, reply) => {
      const { association, page } = params;
      const xml = await service.buildMatchSitemap(context, association, page);
      if (xml === null) throw new ApiError("not_found", "Unknown association or sitemap page");
      return reply.type("application/xml; charset=utf-8").send(xml);
    },
  );
  for (const kind of ["clubs", "competitions", "teams"] as const) {
    const operationId = `getSitemap${kind[0]!.toUpperCase()}${kind.slice(1)}`;
    app.get(
      `/sitemap_${kind}/association/:association`,
      { schema: schemas.sitemapSchemas.perAssociation(operationId, kind), config: publicTier },
      async ({ params, context }, reply) =>
        sendXml(
          reply,
          await service.buildAssociationSitemap(context, (params as { association: string }).association, kind),
        ),
    );
  }
}

/** Documents at the host root that apps and clients look up there. */
export async function wellKnownRoutes(app: FastifyInstance, { config, jwks }: { config: Config; jwks: () => unknown }) {
  app.get(
    "/.well-known/apple-app-site-association",
    { schema: schemas.appleAppSiteAssociationSchema, config: publicTier },
    async () => ({
      applinks: {
        apps: [],
        details: config.apps.appleAppIds.map((appID) => ({
          appID,
          paths: ["/ergebnisse/*", "/vereine/*", "/mannschaften/*", "/spieler/*", "/news/*"],
        })),
      },
      webcredentials: { apps: config.apps.appleAppIds },
    }),
  );
  app.get("/.well-known/assetlinks.json", { schema: schemas.assetLinksSchema, config: publicTier }, async () => [
    {
      relation: ["delegate_permission/common.handle_all_urls"],
      target: {
        namespace: "android_app",
        package_name: config.apps.androidPackage,
        sha256_cert_fingerprints: config.apps.androidFingerprints,
      },
    },
  ]);
  app.get("/.well-known/jwks.json", { schema: schemas.jwksSchema, config: publicTier }, async () => jwks());
}
