import "server-only";
import { apiClient } from "./client";

/*
 * Editors' pages and news (imported from Markdown, docs/content.md). An import announces `pages` or the changed
 * articles, and the website revalidates them at once; the intervals only bound how long a missed message lasts.
 */
const pages = () => apiClient({ revalidate: 300, tags: ["pages"] });

export function getContentPage(path: string) {
  return pages().general.getContentPage({ path });
}

export function getContentPages() {
  return pages().general.getContentPages({});
}

export function getNewsArticle(slug: string) {
  return apiClient({ revalidate: 300, tags: ["articles"] }).general.getNewsArticle({ slug });
}

export function getNewsCategories() {
  return apiClient({ revalidate: 300, tags: ["articles"] }).general.getNewsCategories();
}
