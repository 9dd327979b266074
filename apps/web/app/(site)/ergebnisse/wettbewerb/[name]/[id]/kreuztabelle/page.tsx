import type { Metadata } from "next";
import { CompetitionListPage, competitionMetadata } from "../_components/competition-page";
import { CrossTableSection } from "../_components/results-tables-sections";

interface CrossTablePageProps {
  params: Promise<{ name: string; id: string }>;
}

/** Rendered on first request and kept; a recorded result revalidates it by tag (see lib/api). */
export const revalidate = 60;

export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: CrossTablePageProps): Promise<Metadata> {
  return competitionMetadata((await params).id, "kreuztabelle");
}

export default async function CrossTablePage({ params }: CrossTablePageProps) {
  const { name, id } = await params;
  return (
    <CompetitionListPage
      nameSegment={name}
      idSegment={id}
      section="kreuztabelle"
      render={(competitionId) => <CrossTableSection competitionId={competitionId} />}
    />
  );
}
