import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import matter from "gray-matter";

/*
 * The association's editors write pages and news as Markdown files with front matter (docs/content.md):
 *
 *   content/seiten/allgemein/impressum.md   → the page /allgemein/impressum
 *   content/seiten/der-verband/index.md     → the page /der-verband
 *   content/news/2026-11-20-ehrenamt.md     → the article /news/{slug}
 *
 * A file with a mistake is reported with its name and field and left out; what was imported from it before stays.
 */

export interface PageFile {
  sourceFile: string;
  path: string;
  section: string;
  title: string;
  introText: string | null;
  body: string;
  imagePath: string | null;
  imageAlt: string | null;
  sortOrder: number;
  publishedAt: Date | null;
}

export interface NewsFile {
  sourceFile: string;
  id: string;
  slug: string;
  title: string;
  introText: string;
  body: string;
  category: string;
  /** Shown beside its headline, so described by it (no text of its own). */
  imagePath: string | null;
  authorName: string;
  publishedAt: Date;
}

export interface ContentProblem {
  file: string;
  message: string;
}

export interface ContentFiles {
  pages: PageFile[];
  news: NewsFile[];
  problems: ContentProblem[];
}

const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Images are the website's own files (apps/web/public/images): a path, never another host. */
const IMAGE_PATH = /^\/images\/[A-Za-z0-9/_.-]+\.(?:svg|png|jpe?g|webp|avif)$/;

class FieldError extends Error {}

function optionalText(data: Record<string, unknown>, field: string, maxLength: number): string | null {
  const value = data[field];
  if (value === undefined || value === null || value === "") return null;
  if (typeof value !== "string") throw new FieldError(`"${field}" muss ein Text sein`);
  const trimmed = value.trim();
  if (trimmed.length > maxLength) throw new FieldError(`"${field}" ist länger als ${maxLength} Zeichen`);
  return trimmed;
}

function requiredText(data: Record<string, unknown>, field: string, maxLength: number): string {
  const value = optionalText(data, field, maxLength);
  if (!value) throw new FieldError(`"${field}" fehlt`);
  return value;
}

function optionalDate(data: Record<string, unknown>, field: string): Date | null {
  const value = data[field];
  if (value === undefined || value === null || value === "") return null;
  // YAML reads 2026-11-20 as a date already; a text must be an ISO date or date and time.
  const date = value instanceof Date ? value : typeof value === "string" ? new Date(value) : new Date(Number.NaN);
  if (Number.isNaN(date.getTime())) throw new FieldError(`"${field}" ist kein Datum wie 2026-11-20`);
  return date;
}

function imagePath(data: Record<string, unknown>): string | null {
  const value = optionalText(data, "image", 200);
  if (value && !IMAGE_PATH.test(value))
    throw new FieldError(`"image" muss ein Bild der Website sein, etwa /images/teaser-news.svg`);
  return value;
}

function image(data: Record<string, unknown>): { imagePath: string | null; imageAlt: string | null } {
  const path = imagePath(data);
  const imageAlt = optionalText(data, "imageAlt", 200);
  if (path && !imageAlt) throw new FieldError(`"imageAlt" fehlt: beschreibe das Bild in einem Satz`);
  return { imagePath: path, imageAlt };
}

function slugField(data: Record<string, unknown>, fallback: string): string {
  const slug = optionalText(data, "slug", 120) ?? fallback;
  if (!SEGMENT.test(slug)) throw new FieldError(`"slug" darf nur a–z, 0–9 und einzelne Bindestriche enthalten`);
  return slug;
}

/** A stable UUID (v4 layout) from an article's slug, so a re-import keeps the article's id and its links. */
function articleId(slug: string): string {
  const hex = createHash("sha256").update(`news:${slug}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function readPage(sourceFile: string, data: Record<string, unknown>, body: string): PageFile {
  const segments = sourceFile
    .replace(/^seiten\//, "")
    .replace(/\.md$/, "")
    .split("/");
  if (segments.at(-1) === "index") segments.pop();
  if (segments.length === 0) throw new FieldError("die Startseite ist keine Inhaltsseite");
  segments[segments.length - 1] = slugField(data, segments.at(-1)!);
  const bad = segments.find((segment) => !SEGMENT.test(segment));
  if (bad) throw new FieldError(`der Ordner oder Dateiname "${bad}" darf nur a–z, 0–9 und Bindestriche enthalten`);
  const section = optionalText(data, "section", 64) ?? segments[0]!;
  if (section !== segments[0])
    throw new FieldError(`"section" ist "${section}", die Datei liegt aber im Bereich "${segments[0]}"`);
  const order = data.order ?? 0;
  if (typeof order !== "number" || !Number.isInteger(order)) throw new FieldError(`"order" muss eine ganze Zahl sein`);
  return {
    sourceFile,
    path: `/${segments.join("/")}`,
    section,
    title: requiredText(data, "title", 120),
    introText: optionalText(data, "teaser", 400),
    body,
    ...image(data),
    sortOrder: order,
    publishedAt: optionalDate(data, "date"),
  };
}

function readNews(sourceFile: string, data: Record<string, unknown>, body: string): NewsFile {
  const slug = slugField(data, path.basename(sourceFile, ".md").replace(/^\d{4}-\d{2}-\d{2}-/, ""));
  const publishedAt = optionalDate(data, "date");
  if (!publishedAt) throw new FieldError(`"date" fehlt: wann soll die Nachricht erscheinen?`);
  return {
    sourceFile,
    id: articleId(slug),
    slug,
    title: requiredText(data, "title", 160),
    introText: requiredText(data, "teaser", 400),
    body,
    category: requiredText(data, "category", 64),
    imagePath: imagePath(data),
    authorName: optionalText(data, "author", 80) ?? "Redaktion",
    publishedAt,
  };
}

async function markdownFiles(directory: string, prefix = ""): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await markdownFiles(path.join(directory, entry.name), relative)));
    else if (entry.isFile() && entry.name.endsWith(".md") && entry.name !== "README.md") files.push(relative);
  }
  return files;
}

/** Reads every page and article of a content folder; files with mistakes are listed as problems. */
export async function readContentFolder(folder: string): Promise<ContentFiles> {
  const result: ContentFiles = { pages: [], news: [], problems: [] };
  const files = [
    ...(await markdownFiles(path.join(folder, "seiten"), "seiten")),
    ...(await markdownFiles(path.join(folder, "news"), "news")),
  ];
  const paths = new Map<string, string>();
  for (const file of files) {
    try {
      // No cache: gray-matter would otherwise keep every file's text for the life of the process.
      const { data, content } = matter(await readFile(path.join(folder, file), "utf8"), {});
      const body = content.trim();
      if (!body) throw new FieldError("der Text unter der Kopfzeile fehlt");
      const item = file.startsWith("seiten/") ? readPage(file, data, body) : readNews(file, data, body);
      const key = "path" in item ? item.path : `/news/${item.slug}`;
      const other = paths.get(key);
      if (other) throw new FieldError(`die Adresse ${key} hat schon ${other}`);
      paths.set(key, file);
      if ("path" in item) result.pages.push(item);
      else result.news.push(item);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      result.problems.push({ file, message: error instanceof FieldError ? message : `nicht lesbar: ${message}` });
    }
  }
  return result;
}
