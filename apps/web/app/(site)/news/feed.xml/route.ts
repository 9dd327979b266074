import { Feed } from "feed";
import { getHomepageNews } from "@/lib/api/news";
import { env } from "@/lib/env";
import { SITE } from "@/lib/site";

/** Articles the feed carries (newest first). */
const FEED_SIZE = 30;

/** The association's news as an Atom feed; revalidated with the news (`articles`). */
/** Built per request from cached API data (the API is not reachable while the site is built). */
export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const siteUrl = env().siteUrl;
  const news = await getHomepageNews({ offset: 0, max: FEED_SIZE });
  const feed = new Feed({
    title: `${SITE.associationName}: Neuigkeiten`,
    description: "Nachrichten aus dem Verband, den Bezirken und Kreisen.",
    id: `${siteUrl}/news`,
    link: `${siteUrl}/news`,
    language: "de",
    favicon: `${siteUrl}/icon.png`,
    copyright: `© ${SITE.associationName}`,
    updated: news.items[0] ? new Date(news.items[0].publishedAt) : new Date(0),
    feedLinks: { atom: `${siteUrl}/news/feed.xml` },
  });
  for (const item of news.items) {
    feed.addItem({
      title: item.title,
      id: item.detailUrl,
      link: item.detailUrl,
      description: item.introText,
      date: new Date(item.publishedAt),
      category: item.category ? [{ name: item.category }] : undefined,
      image: item.imageUrl ?? undefined,
    });
  }
  return new Response(feed.atom1(), { headers: { "content-type": "application/atom+xml; charset=utf-8" } });
}
