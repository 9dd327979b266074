import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { updateArticle } from "../../../test/factories.js";

let testApp: TestApp;
const url = "/rest/v1/public/getHomepageNewsListArticles1";
const get = (search = "") => testApp.app.inject({ method: "GET", url: `${url}${search}` });
const query = <Row>(text: string, params: unknown[] = []) =>
  testApp.database.handle.withConnection((c) => c.query<Row>(text, params));

interface Article {
  uuid: string;
  title: string;
  category: string | null;
  postType: { id: string; label: string };
  imageUrl: string | null;
  detailUrl: string;
  publishedAt: string;
}

/** Published news in the database, newest first. */
const publishedNews = (where = "true", params: unknown[] = []) =>
  query<{ id: string; slug: string }>(
    `select id, slug from articles where content_type = 'CMS_NEWS' and is_published and ${where}
     order by published_at desc, id desc`,
    params,
  );

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe("getHomepageNewsListArticles1", () => {
  it("pages the published news, newest first, with links to the site", async () => {
    const news = await publishedNews();
    expect(news.length).toBeGreaterThan(10);
    const response = await get();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ offset: 0, max: 10, total: news.length, more: true });
    expect(body.items.map((item: Article) => item.uuid)).toEqual(news.slice(0, 10).map((row) => row.id));
    expect(body.items[0]).toMatchObject({
      postType: { id: "CMS_NEWS", label: "Verbandsnews" },
      detailUrl: `http://localhost:3000/news/${news[0]!.slug}`,
      imageUrl: null,
      likeCount: 0,
    });
    const times = body.items.map((item: Article) => Date.parse(item.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const rest = (await get("?offset=10&max=5")).json();
    expect(rest.items.map((item: Article) => item.uuid)).toEqual(news.slice(10, 15).map((row) => row.id));
    expect(rest.more).toBe(news.length > 15);
  });

  it("filters by channel and category", async () => {
    const referees = await publishedNews("category = $1", ["Schiedsrichter"]);
    const body = (await get("?category=Schiedsrichter&max=100")).json();
    expect(body.items.map((item: Article) => item.uuid)).toEqual(referees.map((row) => row.id));
    expect(body.items.every((item: Article) => item.category === "Schiedsrichter")).toBe(true);
    expect((await get("?channel-id=verband")).json().total).toBe(
      (await publishedNews("channel_id = 'verband'")).length,
    );
    expect((await get("?channel-id=gibt-es-nicht")).json()).toMatchObject({ items: [], total: 0, more: false });
  });

  it("leaves out unpublished news and hands out the image route for article images", async () => {
    const [newest] = await publishedNews();
    const [crest] = await query<{ id: string }>(
      "select logo_media_id as id from clubs where not is_logo_private and logo_media_id is not null limit 1",
    );
    await updateArticle(testApp, newest!.id, { imageMediaId: crest!.id });
    const [first] = (await get("?max=1")).json().items as Article[];
    expect(first!.imageUrl).toBe(`http://localhost:4000/rest/v1/public/getMediaImage/id/${crest!.id}`);
    const image = await testApp.app.inject({ method: "GET", url: new URL(first!.imageUrl!).pathname });
    expect(image.statusCode).toBe(200);
    const before = (await get()).json().total;
    await updateArticle(testApp, newest!.id, { isPublished: false });
    try {
      const after = (await get()).json();
      expect(after.total).toBe(before - 1);
      expect(after.items.map((item: Article) => item.uuid)).not.toContain(newest!.id);
    } finally {
      await updateArticle(testApp, newest!.id, { isPublished: true, imageMediaId: null });
    }
  });

  it("rejects malformed paging and filters naming the parameter", async () => {
    for (const [search, name] of [
      ["?max=0", "max"],
      ["?max=101", "max"],
      ["?offset=-1", "offset"],
      ["?offset=viele", "offset"],
      ["?channel-id=a%20b", "channel-id"],
      ["?kategorie=Pokal", "kategorie"],
    ] as const) {
      const response = await get(search);
      expect(response.statusCode, search).toBe(400);
      expect(response.json().message, search).toContain(`"${name}"`);
    }
  });
});
