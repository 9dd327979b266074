import { sitemap } from "@/lib/sitemaps";

/** Built per request from cached API data (the API is not reachable while the site is built). */
export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }): Promise<Response> {
  const { name } = await params;
  const body = name.endsWith(".xml") ? await sitemap(name.slice(0, -4)) : null;
  if (body === null) return new Response("Diese Sitemap gibt es nicht.", { status: 404 });
  return new Response(body, { headers: { "content-type": "application/xml; charset=utf-8" } });
}
