import { expect, test } from "@playwright/test";

/*
 * No dead ends: starting at the home page, follow every internal link the site shows (navigation, footer,
 * teasers, lists, tables) and fail on any answer of 404 or 500. Bounded: of the many pages of one kind (a club,
 * a match) a few are enough, so every kind of link is followed while the walk stays at a few hundred pages.
 */
const MAX_PAGES = 350;
/** Pages of one shape (the path with its ids and names replaced) the crawler opens. */
const PER_SHAPE = 4;
/** Addresses that are actions rather than pages, or not for crawlers. */
const SKIPPED = [/^\/logout/, /^\/rest\//, /^\/api\//, /^\/_next\//, /^\/login\?refresh/];

function shapeOf(path: string): string {
  const [pathname = "", query = ""] = path.split("?");
  const segments = pathname.split("/").map((segment, index) => {
    if (index <= 1) return segment;
    return /\d/.test(segment) || segment === "-" ? ":id" : segment;
  });
  // Content pages and news are few and each may link elsewhere: they keep their own shape.
  const isEditorial =
    /^\/(news|allgemein|infothek|der-verband|spielbetrieb-verbandsleben|bildung-und-foerderung|marktplatz)/.test(
      pathname,
    );
  const shape = isEditorial && !pathname.startsWith("/news/") ? pathname : segments.slice(0, 4).join("/");
  return `${shape}?${query.replace(/=[^&]*/g, "")}`;
}

function linksIn(html: string, from: URL, origin: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<a\s[^>]*href="([^"]+)"/g)) {
    const raw = match[1]!.replace(/&amp;/g, "&");
    if (/^(mailto|tel|javascript):/i.test(raw) || raw.startsWith("#")) continue;
    const url = new URL(raw, from);
    if (url.origin !== origin) continue;
    const path = `${url.pathname}${url.search}`;
    if (SKIPPED.some((pattern) => pattern.test(path))) continue;
    found.push(path);
  }
  return found;
}

test("every internal link from the home page leads to a page", async ({ request, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop-1280", "the links are the same at every width");
  test.setTimeout(900_000);
  const origin = new URL(baseURL!).origin;
  const queue: { path: string; from: string }[] = [{ path: "/", from: "(start)" }];
  const seen = new Set<string>(["/"]);
  const shapes = new Map<string, number>();
  const broken: string[] = [];
  let visited = 0;
  while (queue.length > 0 && visited < MAX_PAGES) {
    const { path, from } = queue.shift()!;
    const response = await request.get(path, { maxRedirects: 5, timeout: 60_000 });
    visited += 1;
    if (response.status() >= 400) {
      broken.push(`${response.status()} ${path} (linked from ${from})`);
      continue;
    }
    if (!(response.headers()["content-type"] ?? "").includes("text/html")) continue;
    for (const link of linksIn(await response.text(), new URL(response.url()), origin)) {
      if (seen.has(link)) continue;
      seen.add(link);
      const shape = shapeOf(link);
      const count = shapes.get(shape) ?? 0;
      if (count >= PER_SHAPE) continue;
      shapes.set(shape, count + 1);
      queue.push({ path: link, from: path });
    }
  }
  testInfo.annotations.push({ type: "crawled", description: `${visited} pages, ${shapes.size} shapes` });
  expect(broken, broken.join("\n")).toEqual([]);
  // The walk reaches every area the navigation promises.
  for (const area of ["/ergebnisse", "/news", "/allgemein/impressum", "/der-verband", "/vereine/", "/mannschaften/"]) {
    expect(
      [...seen].some((path) => path.startsWith(area)),
      `no link into ${area}`,
    ).toBe(true);
  }
  expect(visited).toBeGreaterThan(100);
});

test("robots.txt names the sitemap index, and every sitemap it lists answers with addresses of the site", async ({
  request,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop-1280", "no page is rendered");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Disallow: /rest/");
  const sitemapUrl = /Sitemap: (\S+)/.exec(robots)?.[1];
  expect(sitemapUrl).toBe(`${baseURL}/sitemap.xml`);
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  const sitemaps = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(sitemaps.length).toBeGreaterThanOrEqual(5);
  const pages: string[] = [];
  const listed: string[] = [];
  for (const sitemap of sitemaps) {
    expect(sitemap.startsWith(`${baseURL}/sitemaps/`), sitemap).toBe(true);
    const response = await request.get(new URL(sitemap).pathname);
    expect(response.status(), sitemap).toBe(200);
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locations.length, sitemap).toBeGreaterThan(0);
    listed.push(...locations);
    pages.push(...locations.slice(0, 3));
  }
  for (const page of ["/allgemein/impressum", "/der-verband", "/news"]) expect(listed).toContain(`${baseURL}${page}`);
  expect(listed.some((page) => page.includes("/vereine/"))).toBe(true);
  expect(listed.some((page) => page.includes("/news/"))).toBe(true);
  expect(listed.some((page) => page.includes("/ergebnisse/spiel/-/"))).toBe(true);
  for (const page of pages) {
    expect(page.startsWith(baseURL!), page).toBe(true);
    expect((await request.get(new URL(page).pathname)).status(), page).toBe(200);
  }
});
