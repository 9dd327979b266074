import type { Metadata } from "next";
import { CompetitionPage, competitionMetadata, DEFAULT_VIEW } from "./_components/competition-page";

interface CompetitionPageProps {
  params: Promise<{ name: string; id: string }>;
}

/** Rendered on first request and kept; a recorded result revalidates it by tag (see lib/api). */
export const revalidate = 60;

export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: CompetitionPageProps): Promise<Metadata> {
  return competitionMetadata((await params).id, "spieltag");
}

export default async function Page({ params }: CompetitionPageProps) {
  const { name, id } = await params;
  return <CompetitionPage nameSegment={name} idSegment={id} view={DEFAULT_VIEW} />;
}
