import "server-only";
import { NotFoundError } from "@spielfeld/api-client";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { getContentPage } from "@/lib/api/content";
import { pageMetadata } from "@/lib/metadata";
import { decodeSegment } from "@/lib/route-params";
import { AppLink } from "../ui/app-link";
import { ShareLinks } from "../ui/share-links";
import { Markdown } from "./markdown";

/**
 * The site path of a content route's segments (`["kontakt"]` under /allgemein is /allgemein/kontakt); a segment that
 * cannot be decoded (a lone `%`, as `%25` arrives) names no page: a 404.
 */
export function contentPath(section: string, segments: string[] | undefined): string {
  return `/${[section, ...(segments ?? [])].map((segment) => decodeSegment(segment)).join("/")}`;
}

const ADDRESS = /^(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){1,6}$/;

async function loadPage(path: string) {
  if (!ADDRESS.test(path)) notFound();
  try {
    return await getContentPage(path);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}

export async function contentMetadata(path: string): Promise<Metadata> {
  const page = await loadPage(path);
  return pageMetadata({
    titleParts: [page.title, ...page.breadcrumbs.slice(0, 1).map((crumb) => crumb.title)],
    description:
      page.introText ??
      page.text
        .replace(/[#*_>[\]()|`-]/g, " ")
        .replace(/\s+/g, " ")
        .trim(),
    path,
  });
}

/** An editors' page: the way to it, title, intro, image, text, the pages below it, and what a route adds. */
export async function ContentPage({ path, children }: { path: string; children?: ReactNode }) {
  const page = await loadPage(path);
  return (
    <div className="page content-page">
      {page.breadcrumbs.length > 0 ? (
        <nav className="breadcrumbs" aria-label="Brotkrümelnavigation">
          <ol>
            <li>
              <AppLink href="/">Startseite</AppLink>
            </li>
            {page.breadcrumbs.map((crumb) => (
              <li key={crumb.path}>
                <AppLink href={crumb.path}>{crumb.title}</AppLink>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <h1>{page.title}</h1>
      {page.introText ? <p className="content-page__intro">{page.introText}</p> : null}
      {page.imageUrl ? (
        // biome-ignore lint/performance/noImgElement: the site's own vector images need no resizing
        <img className="content-page__image" src={page.imageUrl} alt={page.imageAlt ?? ""} width={690} height={460} />
      ) : null}
      <Markdown text={page.text} />
      {children}
      {page.children.length > 0 ? (
        <section aria-labelledby="content-children">
          <h2 id="content-children">In diesem Bereich</h2>
          <ul className="content-children">
            {page.children.map((child) => (
              <li key={child.path} className="card">
                <h3 className="card__title">
                  <AppLink href={child.path}>{child.title}</AppLink>
                </h3>
                {child.introText ? <p>{child.introText}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <h2>Seite teilen</h2>
      <ShareLinks data={{ title: page.title }} />
    </div>
  );
}

export interface ContentRouteProps {
  params: Promise<{ pfad?: string[] }>;
}

/**
 * The route functions of one section of editors' pages (`app/(site)/{section}/[[...pfad]]/page.tsx`). Each
 * section's file keeps its own segment settings and page component, which Next.js reads from the file itself.
 */
export function contentRoute(section: string) {
  return {
    generateStaticParams: async () => [],
    generateMetadata: async ({ params }: ContentRouteProps): Promise<Metadata> =>
      contentMetadata(contentPath(section, (await params).pfad)),
  };
}
