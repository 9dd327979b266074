import { Type } from "typebox";
import { errorResponses, text } from "../../lib/schema-parts.js";

export const checkAppVersionSchema = {
  operationId: "checkAppVersion",
  tags: ["general"],
  summary: "Tells an app whether it must update",
  params: Type.Object({
    appType: Type.Union([Type.Literal("ios"), Type.Literal("android")]),
    appVersion: Type.String({ pattern: "^\\d{1,4}\\.\\d{1,4}\\.\\d{1,4}$" }),
  }),
  querystring: Type.Object(
    { "app-release-type": Type.Optional(Type.Union([Type.Literal("production"), Type.Literal("beta")])) },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      forceUpdate: Type.Boolean(),
      minVersion: Type.String(),
      updateText: Type.Union([Type.String(), Type.Null()]),
      storeUrl: Type.String(),
      useOnlyHttps: Type.Boolean(),
      subscriptionKey: Type.Union([Type.String(), Type.Null()]),
      adIvwActive: Type.Boolean(),
      menu: Type.Array(Type.Object({ title: Type.String(), url: Type.String() })),
      adInfos: Type.Object({ enabled: Type.Boolean(), tags: Type.Array(Type.String()) }),
    }),
    ...errorResponses,
  },
};

export const checkPromateurFeatureSchema = {
  operationId: "checkPromateurFeature",
  tags: ["general"],
  summary: "Whether the caller's account has the promateur feature",
  response: { 200: Type.Object({ enabled: Type.Boolean() }), ...errorResponses },
};

const season = Type.Object({ id: Type.String(), label: Type.String(), isCurrent: Type.Boolean() });

export const getSeasonsAndAssociationsSchema = {
  operationId: "getSeasonsAndAssociations",
  tags: ["general"],
  summary: "Seasons, associations, competition types and venue types for the selection steps",
  response: {
    200: Type.Object({
      currentSeason: season,
      seasons: Type.Array(season),
      associations: Type.Array(
        Type.Object({ id: Type.String(), code: Type.String(), name: Type.String(), shortName: Type.String() }),
      ),
      defaultAssociationId: Type.String(),
      defaultCompetitionTypeId: Type.Integer(),
      competitionTypes: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), basicType: Type.String() })),
      venueTypes: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
    }),
    ...errorResponses,
  },
};

export const getPostalCodeCompletionsSchema = {
  operationId: "getPostalCodeCompletions",
  tags: ["general"],
  summary: "German postal codes starting with the given digits, with their places",
  params: Type.Object({ plz: Type.String({ pattern: "^[0-9]{1,5}$" }) }),
  response: {
    200: Type.Array(Type.Object({ plz: Type.String(), place: Type.String() })),
    ...errorResponses,
  },
};

export const setLogLevelSchema = {
  operationId: "setLogLevel",
  tags: ["general"],
  summary: "Changes the log level of a logger (accounts with the log-level feature only)",
  body: Type.Object(
    {
      name: text({ minLength: 1, maxLength: 64 }),
      level: Type.Union(["fatal", "error", "warn", "info", "debug", "trace"].map((level) => Type.Literal(level))),
    },
    { additionalProperties: false },
  ),
  response: { 200: Type.Object({ name: Type.String(), level: Type.String() }), ...errorResponses },
};

const xml = {
  200: { description: "sitemaps.org XML", content: { "application/xml": { schema: Type.String() } } },
  ...errorResponses,
};

export const sitemapSchemas = {
  associations: {
    operationId: "getSitemapAssociations",
    tags: ["general"],
    summary: "Sitemap index of all associations' sitemaps",
    response: xml,
  },
  news: { operationId: "getSitemapNews", tags: ["general"], summary: "Sitemap of the news articles", response: xml },
  google: {
    operationId: "getSitemapGoogle",
    tags: ["general"],
    summary: "Sitemap index of every sitemap",
    response: xml,
  },
  perAssociation: (operationId: string, what: string) => ({
    operationId,
    tags: ["general"],
    summary: `Sitemap of one association's ${what}`,
    params: Type.Object({ association: text({ minLength: 1, maxLength: 64 }) }),
    response: xml,
  }),
};

export const matchSitemapSchemas = {
  index: {
    operationId: "getSitemapMatches",
    tags: ["general"],
    summary: "Sitemap index of one association's current-season match sitemaps",
    params: Type.Object({ association: text({ minLength: 1, maxLength: 64 }) }),
    response: xml,
  },
  page: {
    operationId: "getSitemapMatchesPage",
    tags: ["general"],
    summary: "One page (up to 40,000) of an association's current-season matches with both teams, by id",
    params: Type.Object({
      association: text({ minLength: 1, maxLength: 64 }),
      page: Type.Integer({ minimum: 1, maximum: 10_000 }),
    }),
    response: xml,
  },
};

export const appleAppSiteAssociationSchema = {
  operationId: "getAppleAppSiteAssociation",
  tags: ["general"],
  summary: "Universal links of the iOS app",
  response: {
    200: Type.Object({
      applinks: Type.Object({
        apps: Type.Array(Type.String()),
        details: Type.Array(Type.Object({ appID: Type.String(), paths: Type.Array(Type.String()) })),
      }),
      webcredentials: Type.Object({ apps: Type.Array(Type.String()) }),
    }),
  },
};

export const assetLinksSchema = {
  operationId: "getAssetLinks",
  tags: ["general"],
  summary: "Digital asset links of the Android app",
  response: {
    200: Type.Array(
      Type.Object({
        relation: Type.Array(Type.String()),
        target: Type.Object({
          namespace: Type.String(),
          package_name: Type.String(),
          sha256_cert_fingerprints: Type.Array(Type.String()),
        }),
      }),
    ),
  },
};

export const jwksSchema = {
  operationId: "getJwks",
  tags: ["general"],
  summary: "Public keys that verify the API's tokens",
  response: {
    200: Type.Object({
      keys: Type.Array(
        Type.Object(
          {
            kty: Type.String(),
            kid: Type.String(),
            alg: Type.String(),
            use: Type.String(),
            crv: Type.String(),
            x: Type.String(),
            y: Type.String(),
          },
          { additionalProperties: false },
        ),
      ),
    }),
  },
};
