import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config.js";
import type { Database } from "../../db/database.js";
import { DEFAULT_ARTICLES_MAX } from "../shared/news-article.schema.js";
import * as schemas from "./news.schemas.js";
import * as service from "./news.service.js";

interface Options {
  config: Config;
  db: Database;
  clock: () => Date;
}

/** The association's news and content pages (imported from Markdown files, docs/content.md). */
export async function newsRoutes(instance: FastifyInstance, { config, db, clock }: Options): Promise<void> {
  const app = instance.withTypeProvider<TypeBoxTypeProvider>();
  // Links the API hands out use its configured public addresses, never the request's Host header.
  const links = { siteUrl: config.siteUrl, apiUrl: `${config.apiPublicUrl}${config.basePath}` };

  app.get(
    "/v1/public/getHomepageNewsListArticles1",
    { schema: schemas.getHomepageNewsListArticlesSchema },
    async ({ query }) =>
      service.getHomepageNews(
        db,
        links,
        {
          offset: query.offset ?? 0,
          max: query.max ?? DEFAULT_ARTICLES_MAX,
          channelId: query["channel-id"],
          category: query.category,
        },
        clock(),
      ),
  );
  app.get("/v1/public/getNewsCategories", { schema: schemas.getNewsCategoriesSchema }, () =>
    service.getNewsCategories(db, clock()),
  );
  app.get("/v1/public/getNewsArticle/slug/:slug", { schema: schemas.getNewsArticleSchema }, ({ params }) =>
    service.getNewsArticle(db, links, params.slug, clock()),
  );
  app.get("/v1/public/getContentPages", { schema: schemas.getContentPagesSchema }, ({ query }) =>
    service.getContentPages(db, clock(), query.section),
  );
  app.get("/v1/public/getContentPage", { schema: schemas.getContentPageSchema }, ({ query }) =>
    service.getContentPage(db, query.path, clock()),
  );
}
