import type { Metadata } from "next";
import { CompetitionListPage, competitionMetadata } from "../_components/competition-page";
import { ScorersSection } from "../_components/lists-sections";

interface ScorersPageProps {
  params: Promise<{ name: string; id: string }>;
}

/** Rendered on first request and kept; a recorded result revalidates it by tag (see lib/api). */
export const revalidate = 60;

export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: ScorersPageProps): Promise<Metadata> {
  return competitionMetadata((await params).id, "torjaeger");
}

export default async function ScorersPage({ params }: ScorersPageProps) {
  const { name, id } = await params;
  return (
    <CompetitionListPage
      nameSegment={name}
      idSegment={id}
      section="torjaeger"
      render={(competitionId) => <ScorersSection competitionId={competitionId} />}
    />
  );
}
