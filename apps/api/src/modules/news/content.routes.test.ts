import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_NOW, type TestApp } from "../../../test/app.js";
import { importContentFolder } from "./content-import.js";

let testApp: TestApp;
let folder: string;
const get = (url: string) => testApp.app.inject({ method: "GET", url: `/rest/v1/public/${url}` });

async function write(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
  await writeFile(path.join(folder, file), text);
}
const importNow = () => importContentFolder(testApp.context(TEST_NOW), folder);

const SECTION = `---
title: Der Verband
teaser: Wer wir sind und wo du uns findest.
image: /images/teaser-verband.svg
imageAlt: Karte mit den Bezirken
---
Der Verband organisiert den **Amateurfußball**.
`;
const CHILD = (title: string, order: number) => `---
title: ${title}
order: ${order}
---
Text von ${title}.
`;
const NEWS = `---
title: Neue Ballschule in allen Kreisen
teaser: Ab Januar lernen Kinder in 22 Kreisen.
category: Kinderfußball
date: 2026-11-19T10:00:00+01:00
author: Redaktion Jugend
image: /images/teaser-news.svg
---
## Wo und wann

Alle Termine stehen im Kalender.
`;

beforeAll(async () => {
  testApp = await createTestApp();
  folder = await mkdtemp(path.join(tmpdir(), "spielfeld-content-"));
  await write("seiten/der-verband/index.md", SECTION);
  await write("seiten/der-verband/wer-wir-sind.md", CHILD("Wer wir sind", 1));
  await write("seiten/der-verband/sponsoring.md", CHILD("Sponsoring", 3));
  await write("seiten/der-verband/geschaeftsstellen/index.md", CHILD("Geschäftsstellen", 2));
  await write("seiten/der-verband/geschaeftsstellen/oberbayern.md", CHILD("Oberbayern", 1));
  await write("news/2026-11-19-neue-ballschule.md", NEWS);
  await write("README.md", "Hinweise für die Redaktion");
});
afterAll(async () => {
  await testApp.close();
  await rm(folder, { recursive: true, force: true });
});

describe("content import", () => {
  it("imports pages and news, and a second import of the same files writes nothing", async () => {
    const first = await importNow();
    expect(first.problems).toEqual([]);
    expect(first.pages).toEqual({ written: 5, removed: 0, total: 5 });
    expect(first.news).toEqual({ written: 1, removed: 0, total: 1 });
    expect(first.tags).toEqual(expect.arrayContaining(["pages", "articles"]));
    const again = await importNow();
    expect(again.pages.written + again.news.written).toBe(0);
    expect(again.tags).toEqual([]);
  });

  it("serves a page with its breadcrumbs and the pages directly below it in the editors' order", async () => {
    const section = (await get("getContentPage?path=/der-verband")).json();
    expect(section).toMatchObject({
      path: "/der-verband",
      section: "der-verband",
      title: "Der Verband",
      introText: "Wer wir sind und wo du uns findest.",
      imageUrl: "/images/teaser-verband.svg",
      imageAlt: "Karte mit den Bezirken",
      breadcrumbs: [],
    });
    expect(section.text).toContain("**Amateurfußball**");
    expect(section.children.map((child: { path: string }) => child.path)).toEqual([
      "/der-verband/wer-wir-sind",
      "/der-verband/geschaeftsstellen",
      "/der-verband/sponsoring",
    ]);
    const deep = (await get("getContentPage?path=/der-verband/geschaeftsstellen/oberbayern")).json();
    expect(deep.breadcrumbs).toEqual([
      { path: "/der-verband", title: "Der Verband" },
      { path: "/der-verband/geschaeftsstellen", title: "Geschäftsstellen" },
    ]);
    expect(deep.children).toEqual([]);
    const list = (await get("getContentPages?section=der-verband")).json();
    expect(list.pages).toHaveLength(5);
  });

  it("answers 404 for a page that does not exist and 400 for an address that cannot be one", async () => {
    expect((await get("getContentPage?path=/der-verband/gibt-es-nicht")).statusCode).toBe(404);
    const bad = await get("getContentPage?path=../etc/passwd");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("path");
  });

  it("serves a Markdown news article by its slug, with its site image, and lists it under its category", async () => {
    const response = await get("getNewsArticle/slug/neue-ballschule");
    expect(response.statusCode).toBe(200);
    const { article, related } = response.json();
    expect(article).toMatchObject({
      slug: "neue-ballschule",
      title: "Neue Ballschule in allen Kreisen",
      introText: "Ab Januar lernen Kinder in 22 Kreisen.",
      category: "Kinderfußball",
      author: "Redaktion Jugend",
      imageUrl: "http://localhost:3000/images/teaser-news.svg",
      detailUrl: "http://localhost:3000/news/neue-ballschule",
      postType: { id: "CMS_NEWS", label: "Verbandsnews" },
      matchId: null,
    });
    expect(related.every((item: { category: string }) => item.category === "Kinderfußball")).toBe(true);
    const categories = (await get("getNewsCategories")).json().categories;
    expect(categories).toContainEqual(expect.objectContaining({ id: "kinderfussball", name: "Kinderfußball" }));
    expect((await get("getNewsArticle/slug/gibt-es-nicht")).statusCode).toBe(404);
  });

  it("keeps the stored version of a file with a mistake, and names the file and the field", async () => {
    await write("seiten/der-verband/sponsoring.md", "---\norder: 3\n---\nOhne Titel.\n");
    await write("news/2026-11-20-ohne-datum.md", "---\ntitle: Ohne Datum\nteaser: x\ncategory: Pokal\n---\nText.\n");
    const report = await importNow();
    expect(report.problems).toEqual([
      { file: "seiten/der-verband/sponsoring.md", message: '"title" fehlt' },
      { file: "news/2026-11-20-ohne-datum.md", message: '"date" fehlt: wann soll die Nachricht erscheinen?' },
    ]);
    expect((await get("getContentPage?path=/der-verband/sponsoring")).json().title).toBe("Sponsoring");
    await rm(path.join(folder, "news/2026-11-20-ohne-datum.md"));
  });

  it("updates a changed file, removes a deleted one and hides a page until its date", async () => {
    await write("seiten/der-verband/sponsoring.md", CHILD("Unsere Partner", 3));
    await rm(path.join(folder, "seiten/der-verband/wer-wir-sind.md"));
    await write("seiten/der-verband/kuenftig.md", "---\ntitle: Bald\ndate: 2027-01-01\n---\nSpäter.\n");
    const report = await importNow();
    expect(report.problems).toEqual([]);
    expect(report.pages).toMatchObject({ written: 2, removed: 1 });
    expect(report.tags).toEqual(["pages"]);
    expect((await get("getContentPage?path=/der-verband/sponsoring")).json().title).toBe("Unsere Partner");
    expect((await get("getContentPage?path=/der-verband/wer-wir-sind")).statusCode).toBe(404);
    expect((await get("getContentPage?path=/der-verband/kuenftig")).statusCode).toBe(404);
  });

  it("leaves news that did not come from a file alone when the folder has none", async () => {
    const before = (await get("getHomepageNewsListArticles1?max=1")).json().total;
    await rm(path.join(folder, "news"), { recursive: true });
    const report = await importNow();
    expect(report.news.removed).toBe(1);
    expect((await get("getHomepageNewsListArticles1?max=1")).json().total).toBe(before - 1);
    expect((await get("getNewsArticle/slug/neue-ballschule")).statusCode).toBe(404);
  });
});
