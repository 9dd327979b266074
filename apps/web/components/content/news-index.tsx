import "server-only";
import { notFound } from "next/navigation";
import { getNewsCategories } from "@/lib/api/content";
import { getHomepageNews } from "@/lib/api/news";
import { NewsTeaserList } from "../news/news-teaser-list";
import { AppLink } from "../ui/app-link";
import "./content.css";

/** Articles a news page shows. */
export const NEWS_PAGE_SIZE = 12;

/** `?seite=2` as a page number; anything else is the first page. */
export function pageNumber(value: string | string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^[1-9]\d{0,3}$/.test(text) ? Number(text) : 1;
}

/** The news of the association, or of one category: category links, teasers, paging and the feed. */
export async function NewsIndex({ categoryId, page }: { categoryId?: string; page: number }) {
  const { categories } = await getNewsCategories();
  const category = categoryId ? categories.find((entry) => entry.id === categoryId) : undefined;
  if (categoryId && !category) notFound();
  const offset = (page - 1) * NEWS_PAGE_SIZE;
  const news = await getHomepageNews(
    category ? { offset, max: NEWS_PAGE_SIZE, category: category.name } : { offset, max: NEWS_PAGE_SIZE },
  );
  if (page > 1 && news.items.length === 0) notFound();
  const base = category ? `/news/kategorie/${category.id}` : "/news";
  const pageCount = Math.max(1, Math.ceil(news.total / NEWS_PAGE_SIZE));
  return (
    <div className="page news-index">
      <h1>{category ? `Neuigkeiten: ${category.name}` : "Neuigkeiten"}</h1>
      <nav aria-label="Kategorien">
        <ul className="news-categories">
          <li>
            <AppLink href="/news" aria-current={category ? undefined : "page"}>
              Alle
            </AppLink>
          </li>
          {categories.map((entry) => (
            <li key={entry.id}>
              <AppLink
                href={`/news/kategorie/${entry.id}`}
                aria-current={entry.id === category?.id ? "page" : undefined}
              >
                {entry.name}{" "}
                <span className="visually-hidden">
                  ({entry.count} {entry.count === 1 ? "Beitrag" : "Beiträge"})
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      {news.items.length > 0 ? (
        <NewsTeaserList items={news.items} headingLevel={2} />
      ) : (
        <p>In dieser Kategorie gibt es noch keine Beiträge.</p>
      )}
      {pageCount > 1 ? (
        <nav className="paging" aria-label="Seiten">
          {page > 1 ? (
            <AppLink href={page === 2 ? base : `${base}?seite=${page - 1}`} rel="prev">
              Neuere Beiträge
            </AppLink>
          ) : (
            <span />
          )}
          <span>
            Seite {page} von {pageCount}
          </span>
          {page < pageCount ? (
            <AppLink href={`${base}?seite=${page + 1}`} rel="next">
              Ältere Beiträge
            </AppLink>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      <p>
        <a href="/news/feed.xml" type="application/atom+xml">
          Neuigkeiten als Feed abonnieren (Atom)
        </a>
      </p>
    </div>
  );
}
