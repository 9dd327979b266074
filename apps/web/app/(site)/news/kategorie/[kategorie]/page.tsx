import type { Metadata } from "next";
import { NewsIndex, pageNumber } from "@/components/content/news-index";
import { getNewsCategories } from "@/lib/api/content";
import { pageMetadata } from "@/lib/metadata";

interface Props {
  params: Promise<{ kategorie: string }>;
  searchParams: Promise<{ seite?: string | string[] }>;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { kategorie } = await params;
  const page = pageNumber((await searchParams).seite);
  const { categories } = await getNewsCategories();
  const name = categories.find((entry) => entry.id === kategorie)?.name ?? "Kategorie";
  const path = `/news/kategorie/${encodeURIComponent(kategorie)}`;
  return pageMetadata({
    titleParts: [...(page > 1 ? [`Seite ${page}`] : []), name, "Neuigkeiten"],
    description: `Neuigkeiten aus dem Verband zum Thema ${name}.`,
    path: page > 1 ? `${path}?seite=${page}` : path,
  });
}

export default async function Page({ params, searchParams }: Props) {
  const { kategorie } = await params;
  return <NewsIndex categoryId={kategorie} page={pageNumber((await searchParams).seite)} />;
}
