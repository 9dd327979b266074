import type { Metadata } from "next";
import { NewsIndex, pageNumber } from "@/components/content/news-index";
import { pageMetadata } from "@/lib/metadata";

interface Props {
  searchParams: Promise<{ seite?: string | string[] }>;
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const page = pageNumber((await searchParams).seite);
  return {
    ...pageMetadata({
      titleParts: page > 1 ? [`Seite ${page}`, "Neuigkeiten"] : ["Neuigkeiten"],
      description:
        "Nachrichten aus dem Verband, den Bezirken und Kreisen: Spielbetrieb, Schiedsrichter, Ausbildung, Jugend und Frauenfußball.",
      path: page > 1 ? `/news?seite=${page}` : "/news",
    }),
    alternates: { types: { "application/atom+xml": "/news/feed.xml" } },
  };
}

export default async function Page({ searchParams }: Props) {
  return <NewsIndex page={pageNumber((await searchParams).seite)} />;
}
