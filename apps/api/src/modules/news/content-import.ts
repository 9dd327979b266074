import { type CacheTag, cacheTags } from "@spielfeld/cache-tags";
import { and, isNotNull, notInArray, sql } from "drizzle-orm";
import { articles, associations, contentPages } from "../../db/schema/index.js";
import type { ServiceContext } from "../shared/context.js";
import { type ContentProblem, readContentFolder } from "./content-files.js";

export interface ContentImportReport {
  pages: { written: number; removed: number; total: number };
  news: { written: number; removed: number; total: number };
  problems: ContentProblem[];
  /** What the changes made stale, for the caches and the website (empty when nothing changed). */
  tags: CacheTag[];
}

const changed = (table: string) => (column: string) =>
  sql.raw(`${table}.${column} is distinct from excluded.${column}`);

/**
 * Brings the database in line with a content folder: new and changed files are written, files that are gone are
 * removed (only what came from a file: pages and news entered otherwise stay). Unchanged rows are not touched,
 * so a re-import of an unchanged folder writes nothing and makes nothing stale.
 */
export async function importContentFolder(
  { db, now }: Pick<ServiceContext, "db" | "now">,
  folder: string,
): Promise<ContentImportReport> {
  const files = await readContentFolder(folder);
  const failed = files.problems.map((problem) => problem.file);
  const kept = [...files.pages, ...files.news].map((file) => file.sourceFile).concat(failed);
  const [association] = await db.select({ id: associations.id }).from(associations).limit(1);
  return db.transaction(async (tx) => {
    let pagesWritten = 0;
    for (const page of files.pages) {
      const written = await tx
        .insert(contentPages)
        .values({ ...page, isPublished: true, updatedAt: now })
        .onConflictDoUpdate({
          target: contentPages.path,
          set: { ...page, isPublished: true, updatedAt: now },
          setWhere: sql.join(
            ["section", "title", "intro_text", "body", "image_path", "image_alt", "sort_order", "published_at"]
              .map(changed("content_pages"))
              .concat(sql`content_pages.source_file is distinct from excluded.source_file`),
            sql` or `,
          ),
        })
        .returning({ path: contentPages.path });
      pagesWritten += written.length;
    }
    const articleTags: CacheTag[] = [];
    for (const news of files.news) {
      const values = {
        id: news.id,
        associationId: association?.id ?? null,
        contentType: "CMS_NEWS" as const,
        slug: news.slug,
        title: news.title,
        introText: news.introText,
        body: news.body,
        category: news.category,
        channelId: "verband",
        imagePath: news.imagePath,
        authorName: news.authorName,
        isPublished: true,
        publishedAt: news.publishedAt,
        sourceFile: news.sourceFile,
      };
      const { id: _id, ...update } = values;
      const written = await tx
        .insert(articles)
        .values({ ...values, updatedAt: now })
        .onConflictDoUpdate({
          target: articles.slug,
          set: { ...update, updatedAt: now },
          setWhere: sql.join(
            ["title", "intro_text", "body", "category", "image_path", "author_name", "published_at"]
              .map(changed("articles"))
              .concat(sql`articles.source_file is distinct from excluded.source_file`),
            sql` or `,
          ),
        })
        .returning({ id: articles.id });
      for (const row of written) articleTags.push(cacheTags.article(row.id));
    }
    const removedPages = await tx
      .delete(contentPages)
      .where(
        and(
          isNotNull(contentPages.sourceFile),
          kept.length > 0 ? notInArray(contentPages.sourceFile, kept) : undefined,
        ),
      )
      .returning({ path: contentPages.path });
    const removedNews = await tx
      .delete(articles)
      .where(and(isNotNull(articles.sourceFile), kept.length > 0 ? notInArray(articles.sourceFile, kept) : undefined))
      .returning({ id: articles.id });
    for (const row of removedNews) articleTags.push(cacheTags.article(row.id));
    const tags: CacheTag[] = [];
    if (pagesWritten + removedPages.length > 0) tags.push("pages");
    if (articleTags.length > 0) tags.push("articles", ...articleTags);
    return {
      pages: { written: pagesWritten, removed: removedPages.length, total: files.pages.length },
      news: { written: articleTags.length - removedNews.length, removed: removedNews.length, total: files.news.length },
      problems: files.problems,
      tags,
    };
  });
}
