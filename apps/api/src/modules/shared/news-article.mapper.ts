import type { articles } from "../../db/schema/index.js";
import { mediaUrl } from "./links.js";
import type { NewsArticleWire } from "./news-article.schema.js";

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

type ArticleRow = typeof articles.$inferSelect;

/** The one mapper from an article row to the wire, for every list and page that shows articles. */
export function toNewsArticle(row: ArticleRow, links: NewsLinks): NewsArticleWire {
  return {
    uuid: row.id,
    title: row.title,
    introText: row.introText,
    text: row.body,
    postType: { id: row.contentType, label: POST_TYPE_LABELS[row.contentType] ?? row.contentType },
    category: row.category,
    imageUrl: row.imagePath ? `${links.siteUrl}${row.imagePath}` : mediaUrl(links, row.imageMediaId),
    detailUrl: `${links.siteUrl}/news/${encodeURIComponent(row.slug)}`,
    likeCount: row.likeCount,
    publishedAt: row.publishedAt.toISOString(),
  };
}
