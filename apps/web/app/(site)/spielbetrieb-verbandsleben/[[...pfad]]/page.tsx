import type { Metadata } from "next";
import { ContentPage, contentMetadata, contentPath } from "../../../../components/content/content-page";

interface Props {
  params: Promise<{ pfad?: string[] }>;
}

/** Editors' pages (content/seiten/spielbetrieb-verbandsleben); an import revalidates them by the `pages` tag. */
export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentMetadata(contentPath("spielbetrieb-verbandsleben", (await params).pfad));
}

export default async function Page({ params }: Props) {
  return <ContentPage path={contentPath("spielbetrieb-verbandsleben", (await params).pfad)} />;
}
