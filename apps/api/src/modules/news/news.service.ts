import { toSlug } from "@spielfeld/football";
import { ApiError } from "../../plugins/errors.js";
import type { ServiceContext } from "../shared/context.js";
import { toNewsArticle } from "../shared/news-article.mapper.js";
import * as repository from "./news.repository.js";

export async function getHomepageNews(
  context: ServiceContext,
  query: { offset: number; max: number; channelId?: string; category?: string },
) {
  const { db, now, links } = context;
  const { rows, total } = await repository.listNews(
    db,
    { channelId: query.channelId, category: query.category },
    { offset: query.offset, max: query.max },
    now,
  );
  return {
    items: rows.map((row) => toNewsArticle(row, links)),
    offset: query.offset,
    max: query.max,
    total,
    more: query.offset + rows.length < total,
  };
}

export async function getNewsCategories(context: ServiceContext) {
  const { db, now } = context;
  const rows = await repository.listNewsCategories(db, now);
  return {
    categories: rows.map((row) => ({ id: toSlug(row.name ?? ""), name: row.name ?? "", count: row.count })),
  };
}

/** How many related articles an article page shows. */
const RELATED = 3;

export async function getNewsArticle(context: ServiceContext, slug: string) {
  const { db, now, links } = context;
  const row = await repository.findArticle(db, slug, now);
  if (!row) throw new ApiError("not_found", `No article "${slug}"`);
  const related = row.category ? await repository.listRelatedNews(db, row.category, row.id, now, RELATED) : [];
  return {
    article: {
      ...toNewsArticle(row, links),
      slug: row.slug,
      author: row.authorName,
      matchId: row.matchId,
      teamId: row.teamId,
      updatedAt: row.updatedAt.toISOString(),
    },
    related: related.map((item) => toNewsArticle(item, links)),
  };
}

type PageRow = Awaited<ReturnType<typeof repository.listContentPages>>[number];

const pageSummary = (row: PageRow) => ({
  path: row.path,
  section: row.section,
  title: row.title,
  introText: row.introText,
  imageUrl: row.imagePath,
  imageAlt: row.imageAlt,
  updatedAt: row.updatedAt.toISOString(),
});

/** Every published content page (for the site's navigation checks and its sitemap). */
export async function getContentPages(context: ServiceContext, section?: string) {
  // Few pages, and edited rarely: one read of all, kept by the response cache until an import changes them.
  const rows = await repository.listContentPages(context.db, context.now);
  const pages = section ? rows.filter((row) => row.section === section) : rows;
  return { pages: pages.map(pageSummary) };
}

/** A content page with its text (Markdown), the pages above it and the pages directly below it. */
export async function getContentPage(context: ServiceContext, path: string) {
  // Few pages, and edited rarely: one read of all published pages answers the page, its way and its children.
  const pages = await repository.listContentPages(context.db, context.now);
  const page = pages.find((row) => row.path === path);
  if (!page) throw new ApiError("not_found", `No content page "${path}"`);
  const titles = new Map(pages.map((row) => [row.path, row.title]));
  const depth = path.split("/").length;
  const ancestors = path
    .split("/")
    .slice(1, -1)
    .map((_, index, segments) => `/${segments.slice(0, index + 1).join("/")}`);
  return {
    ...pageSummary(page),
    text: page.body,
    publishedAt: page.publishedAt?.toISOString() ?? null,
    breadcrumbs: ancestors.flatMap((ancestor) => {
      const title = titles.get(ancestor);
      return title ? [{ path: ancestor, title }] : [];
    }),
    children: pages
      .filter((row) => row.path.startsWith(`${path}/`) && row.path.split("/").length === depth + 1)
      .map(pageSummary),
  };
}
