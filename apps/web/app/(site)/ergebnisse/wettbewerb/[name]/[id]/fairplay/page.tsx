import type { Metadata } from "next";
import { CompetitionListPage, competitionMetadata } from "../_components/competition-page";
import { FairPlaySection } from "../_components/lists-sections";

interface FairPlayPageProps {
  params: Promise<{ name: string; id: string }>;
}

/** Rendered on first request and kept; a recorded result revalidates it by tag (see lib/api). */
export const revalidate = 60;

export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: FairPlayPageProps): Promise<Metadata> {
  return competitionMetadata((await params).id, "fairplay");
}

export default async function FairPlayPage({ params }: FairPlayPageProps) {
  const { name, id } = await params;
  return (
    <CompetitionListPage
      nameSegment={name}
      idSegment={id}
      section="fairplay"
      render={(competitionId) => <FairPlaySection competitionId={competitionId} />}
    />
  );
}
