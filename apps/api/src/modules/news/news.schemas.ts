import { Type } from "typebox";
import { errorResponses, text } from "../../lib/schema-parts.js";
import { DEFAULT_ARTICLES_MAX, NewsArticle } from "../shared/news-article.schema.js";

export const getHomepageNewsListArticlesSchema = {
  operationId: "getHomepageNewsListArticles1",
  tags: ["general"],
  summary: "The association's published news for the home page, newest first",
  querystring: Type.Object(
    {
      offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
      max: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: DEFAULT_ARTICLES_MAX })),
      "channel-id": Type.Optional(Type.String({ pattern: "^[A-Za-z0-9_-]{1,64}$" })),
      category: Type.Optional(text({ minLength: 1, maxLength: 64 })),
    },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Object({
      items: Type.Array(NewsArticle.ref),
      offset: Type.Integer(),
      max: Type.Integer(),
      total: Type.Integer(),
      more: Type.Boolean(),
    }),
    ...errorResponses,
  },
};

const nullableText = Type.Union([Type.String(), Type.Null()]);

export const getNewsCategoriesSchema = {
  operationId: "getNewsCategories",
  tags: ["general"],
  summary: "The news categories with their number of published articles, largest first",
  querystring: Type.Object({}, { additionalProperties: false }),
  response: {
    200: Type.Object({
      categories: Type.Array(
        Type.Object({
          id: Type.String({ description: "The category's address part, e.g. frauenfussball" }),
          name: Type.String({ description: "As the list filter `category` takes it, e.g. Frauenfußball" }),
          count: Type.Integer(),
        }),
      ),
    }),
    ...errorResponses,
  },
};

export const getNewsArticleSchema = {
  operationId: "getNewsArticle",
  tags: ["general"],
  summary: "A published article by its slug, with up to three more of its category",
  params: Type.Object({ slug: Type.String({ pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$", maxLength: 160 }) }),
  querystring: Type.Object({}, { additionalProperties: false }),
  response: {
    200: Type.Object({
      article: Type.Intersect([
        NewsArticle.ref,
        Type.Object({
          slug: Type.String(),
          author: nullableText,
          matchId: Type.Union([Type.String(), Type.Null()], { description: "The match a report is about" }),
          teamId: Type.Union([Type.String(), Type.Null()], { description: "The team a team news is about" }),
          updatedAt: Type.String({ format: "date-time" }),
        }),
      ]),
      related: Type.Array(NewsArticle.ref),
    }),
    ...errorResponses,
  },
};

const PAGE_PATH = "^(?:/[a-z0-9]+(?:-[a-z0-9]+)*){1,6}$";

const contentPageSummary = Type.Object({
  path: Type.String({ description: "The page's address on the website, e.g. /allgemein/impressum" }),
  section: Type.String(),
  title: Type.String(),
  introText: nullableText,
  imageUrl: Type.Union([Type.String(), Type.Null()], { description: "An image of the website, e.g. /images/x.svg" }),
  imageAlt: nullableText,
  updatedAt: Type.String({ format: "date-time" }),
});

export const getContentPagesSchema = {
  operationId: "getContentPages",
  tags: ["general"],
  summary: "The published content pages (of one section when given), in their editors' order",
  querystring: Type.Object(
    { section: Type.Optional(Type.String({ pattern: "^[a-z0-9]+(?:-[a-z0-9]+)*$", maxLength: 64 })) },
    { additionalProperties: false },
  ),
  response: { 200: Type.Object({ pages: Type.Array(contentPageSummary) }), ...errorResponses },
};

export const getContentPageSchema = {
  operationId: "getContentPage",
  tags: ["general"],
  summary: "A content page with its Markdown text, the pages above it and the pages directly below it",
  querystring: Type.Object(
    { path: Type.String({ pattern: PAGE_PATH, maxLength: 200, description: "e.g. /allgemein/impressum" }) },
    { additionalProperties: false },
  ),
  response: {
    200: Type.Intersect([
      contentPageSummary,
      Type.Object({
        text: Type.String({ description: "Markdown (raw HTML is not rendered)" }),
        publishedAt: Type.Union([Type.String({ format: "date-time" }), Type.Null()]),
        breadcrumbs: Type.Array(Type.Object({ path: Type.String(), title: Type.String() })),
        children: Type.Array(contentPageSummary),
      }),
    ]),
    ...errorResponses,
  },
};
