import { NotFoundError } from "@spielfeld/api-client";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Markdown } from "@/components/content/markdown";
import { NewsTeaserList } from "@/components/news/news-teaser-list";
import { AppLink } from "@/components/ui/app-link";
import { ShareLinks } from "@/components/ui/share-links";
import { getNewsArticle, getNewsCategories } from "@/lib/api/content";
import { pageMetadata } from "@/lib/metadata";
import "@/components/content/content.css";

interface Props {
  params: Promise<{ slug: string }>;
}

/** An article is edited rarely; an import or a new report revalidates `articles` at once. */
export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

async function load(slug: string) {
  if (!SLUG.test(slug) || slug.length > 160) notFound();
  try {
    return await getNewsArticle(slug);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const { article } = await load(slug);
  return pageMetadata({
    titleParts: [article.title, "Neuigkeiten"],
    description: article.introText,
    path: `/news/${slug}`,
  });
}

const published = new Intl.DateTimeFormat("de-DE", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/Berlin",
});

export default async function Page({ params }: Props) {
  const { slug } = await params;
  const [{ article, related }, { categories }] = await Promise.all([load(slug), getNewsCategories()]);
  const category = categories.find((entry) => entry.name === article.category);
  return (
    <div className="page news-article">
      <nav className="breadcrumbs" aria-label="Brotkrümelnavigation">
        <ol>
          <li>
            <AppLink href="/news">Neuigkeiten</AppLink>
          </li>
          {category ? (
            <li>
              <AppLink href={`/news/kategorie/${category.id}`}>{category.name}</AppLink>
            </li>
          ) : null}
        </ol>
      </nav>
      <article>
        <h1>{article.title}</h1>
        <p className="news-article__meta">
          {article.postType.label}
          {" · "}
          <time dateTime={article.publishedAt}>{published.format(new Date(article.publishedAt))} Uhr</time>
          {article.author ? ` · ${article.author}` : null}
        </p>
        <p className="content-page__intro">
          <strong>{article.introText}</strong>
        </p>
        {article.imageUrl ? (
          // The headline says what the picture shows.
          // biome-ignore lint/performance/noImgElement: site images and the API's resized images
          <img className="content-page__image" src={article.imageUrl} alt="" width={690} height={460} />
        ) : null}
        <Markdown text={article.text} />
        {article.matchId || article.teamId ? (
          <ul>
            {article.matchId ? (
              <li>
                <AppLink href={`/ergebnisse/spiel/-/${encodeURIComponent(article.matchId)}`}>
                  Zum Spiel mit Aufstellungen und Ereignissen
                </AppLink>
              </li>
            ) : null}
            {article.teamId ? (
              <li>
                <AppLink href={`/mannschaften/-/${encodeURIComponent(article.teamId)}`}>Zur Mannschaft</AppLink>
              </li>
            ) : null}
          </ul>
        ) : null}
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-news">
          <h2 id="related-news">Mehr zum Thema {article.category}</h2>
          <NewsTeaserList items={related} />
        </section>
      ) : null}
      <h2>Beitrag teilen</h2>
      <ShareLinks data={{ title: article.title, text: article.introText }} />
    </div>
  );
}
