import { cacheTags } from "@spielfeld/cache-tags";
import { and, asc, count, desc, eq, isNotNull, isNull, lte, ne, or, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articles, contentPages } from "../../db/schema/index.js";
import { noteReadTags } from "../../lib/data-changes.js";

export interface NewsFilter {
  channelId?: string;
  category?: string;
}

function newsConditions(filter: NewsFilter): SQL | undefined {
  const conditions = [eq(articles.contentType, "CMS_NEWS"), eq(articles.isPublished, true)];
  if (filter.channelId) conditions.push(eq(articles.channelId, filter.channelId));
  if (filter.category) conditions.push(eq(articles.category, filter.category));
  return and(...conditions);
}

/** A page of news published by `now`, newest first (index on content type and publication time). */
export async function listNews(db: Database, filter: NewsFilter, page: { offset: number; max: number }, now: Date) {
  noteReadTags("articles");
  const where = and(newsConditions(filter), lte(articles.publishedAt, now));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .offset(page.offset)
      .limit(page.max),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The news categories with their number of published articles, largest first. */
export async function listNewsCategories(db: Database, now: Date) {
  noteReadTags("articles");
  return db
    .select({ name: articles.category, count: count() })
    .from(articles)
    .where(and(newsConditions({}), lte(articles.publishedAt, now), isNotNull(articles.category)))
    .groupBy(articles.category)
    .orderBy(desc(count()), asc(articles.category));
}

/** A published article by its slug (any content type), or undefined. */
export async function findArticle(db: Database, slug: string, now: Date) {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.slug, slug), eq(articles.isPublished, true), lte(articles.publishedAt, now)))
    .limit(1);
  noteReadTags(row ? cacheTags.article(row.id) : "articles");
  return row;
}

/** Up to `max` other published news of a category, newest first. */
export async function listRelatedNews(db: Database, category: string, exceptId: string, now: Date, max: number) {
  return db
    .select()
    .from(articles)
    .where(and(newsConditions({ category }), lte(articles.publishedAt, now), ne(articles.id, exceptId)))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(max);
}

/** The published content pages, in their editors' order. */
export async function listContentPages(db: Database, now: Date) {
  noteReadTags("pages");
  return db
    .select()
    .from(contentPages)
    .where(
      and(eq(contentPages.isPublished, true), or(isNull(contentPages.publishedAt), lte(contentPages.publishedAt, now))),
    )
    .orderBy(asc(contentPages.sortOrder), asc(contentPages.title));
}
