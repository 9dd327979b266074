import type { Database } from "../../db/database.js";
import { mediaUrl } from "../shared/links.js";
import * as repository from "./news.repository.js";
import type { NewsArticleWire } from "./news.schemas.js";

/** Labels of the eight content types (website.md section 1). */
const POST_TYPE_LABELS: Record<string, string> = {
  CMS_NEWS: "Verbandsnews",
  MATCH_REPORT: "Spielbericht",
  MATCH_REPORT_GC: "Spielbericht",
  MATCH_REPORT_UGC: "Spielbericht eines Fans",
  PREVIEW_MATCH_REPORT_GC: "Vorbericht",
  CLOSING_MATCH_REPORT_GC: "Nachbericht",
  TEAM_NEWS: "Mannschaftsnews",
  USER_POST: "Beitrag",
};

export interface NewsLinks {
  /** The website's public address: articles live at /news/{slug}. */
  siteUrl: string;
  /** The API's public address with its base path: images come from its image route. */
  apiUrl: string;
}

type ArticleRow = Awaited<ReturnType<typeof repository.listNews>>["rows"][number];

export function toNewsArticle(row: ArticleRow, links: NewsLinks): NewsArticleWire {
  return {
    uuid: row.id,
    title: row.title,
    introText: row.introText,
    text: row.body,
    postType: { id: row.contentType, label: POST_TYPE_LABELS[row.contentType] ?? row.contentType },
    category: row.category,
    imageUrl: mediaUrl(links, row.imageMediaId),
    detailUrl: `${links.siteUrl}/news/${encodeURIComponent(row.slug)}`,
    likeCount: row.likeCount,
    publishedAt: row.publishedAt.toISOString(),
  };
}

export async function getHomepageNews(
  db: Database,
  links: NewsLinks,
  query: { offset: number; max: number; channelId?: string; category?: string },
) {
  const { rows, total } = await repository.listNews(
    db,
    { channelId: query.channelId, category: query.category },
    { offset: query.offset, max: query.max },
  );
  return {
    items: rows.map((row) => toNewsArticle(row, links)),
    offset: query.offset,
    max: query.max,
    total,
    more: query.offset + rows.length < total,
  };
}
