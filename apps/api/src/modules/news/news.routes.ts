import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import { DEFAULT_ARTICLES_MAX } from "../shared/news-article.schema.js";
import * as schemas from "./news.schemas.js";
import * as service from "./news.service.js";

/** The association's news and content pages (imported from Markdown files, docs/content.md). */
export async function newsRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    "/v1/public/getHomepageNewsListArticles1",
    { schema: schemas.getHomepageNewsListArticlesSchema },
    async ({ query, context }) =>
      service.getHomepageNews(context, {
        offset: query.offset ?? 0,
        max: query.max ?? DEFAULT_ARTICLES_MAX,
        channelId: query["channel-id"],
        category: query.category,
      }),
  );
  app.get("/v1/public/getNewsCategories", { schema: schemas.getNewsCategoriesSchema }, ({ context }) =>
    service.getNewsCategories(context),
  );
  app.get("/v1/public/getNewsArticle/slug/:slug", { schema: schemas.getNewsArticleSchema }, ({ params, context }) =>
    service.getNewsArticle(context, params.slug),
  );
  app.get("/v1/public/getContentPages", { schema: schemas.getContentPagesSchema }, ({ query, context }) =>
    service.getContentPages(context, query.section),
  );
  app.get("/v1/public/getContentPage", { schema: schemas.getContentPageSchema }, ({ query, context }) =>
    service.getContentPage(context, query.path),
  );
}
