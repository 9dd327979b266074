import { type Static, Type } from "typebox";
import { component } from "../../lib/components.js";

/** How many articles a page holds unless the call asks for another number. */
export const DEFAULT_ARTICLES_MAX = 10;

export const newsArticleSchema = Type.Object({
  uuid: Type.String({ format: "uuid" }),
  title: Type.String(),
  introText: Type.String(),
  text: Type.String(),
  postType: Type.Object(
    { id: Type.String(), label: Type.String() },
    { description: "The content type, e.g. { id: CMS_NEWS, label: Verbandsnews }" },
  ),
  category: Type.Union([Type.String(), Type.Null()]),
  imageUrl: Type.Union([Type.String(), Type.Null()], { description: "The API's image route for the article image" }),
  detailUrl: Type.String({ description: "The article's page on the website" }),
  likeCount: Type.Integer(),
  publishedAt: Type.String({ format: "date-time" }),
});
export type NewsArticleWire = Static<typeof newsArticleSchema>;

/** An article as every list and page shows it, named in the contract. */
export const NewsArticle = component("NewsArticle", newsArticleSchema);

/** The paging of an entity's article list (a match's, a team's): at most 50 a page. */
export const articlePageQuery = Type.Object(
  {
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, default: 0 })),
    max: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: DEFAULT_ARTICLES_MAX })),
  },
  { additionalProperties: false },
);

/** One page of an entity's article list, newest first. */
export const articlePage = Type.Object({
  articles: Type.Array(NewsArticle.ref),
  offset: Type.Integer(),
  max: Type.Integer(),
  total: Type.Integer(),
});
