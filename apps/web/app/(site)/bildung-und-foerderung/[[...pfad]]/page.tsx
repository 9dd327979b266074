import type { Metadata } from "next";
import { ContentPage, contentMetadata, contentPath } from "../../../../components/content/content-page";

interface Props {
  params: Promise<{ pfad?: string[] }>;
}

/** Editors' pages (content/seiten/bildung-und-foerderung); an import revalidates them by the `pages` tag. */
export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentMetadata(contentPath("bildung-und-foerderung", (await params).pfad));
}

export default async function Page({ params }: Props) {
  return <ContentPage path={contentPath("bildung-und-foerderung", (await params).pfad)} />;
}
