import { sitemapIndex } from "@/lib/sitemaps";

/** The sitemap index on the site's own host (robots.txt names it). */
/** Built per request from cached API data (the API is not reachable while the site is built). */
export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  return new Response(await sitemapIndex(), { headers: { "content-type": "application/xml; charset=utf-8" } });
}
