import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database.js";
import { articles } from "../../db/schema/index.js";

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

/** A page of published news, newest first (index on content type and publication time). */
export async function listNews(db: Database, filter: NewsFilter, page: { offset: number; max: number }) {
  const where = newsConditions(filter);
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
