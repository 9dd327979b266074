import type { Metadata } from "next";
import { CompetitionListPage, competitionMetadata } from "../_components/competition-page";
import { FormTableSection } from "../_components/results-tables-sections";

interface FormTablePageProps {
  params: Promise<{ name: string; id: string }>;
}

/** Rendered on first request and kept; a recorded result revalidates it by tag (see lib/api). */
export const revalidate = 60;

export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: FormTablePageProps): Promise<Metadata> {
  return competitionMetadata((await params).id, "formtabelle");
}

export default async function FormTablePage({ params }: FormTablePageProps) {
  const { name, id } = await params;
  return (
    <CompetitionListPage
      nameSegment={name}
      idSegment={id}
      section="formtabelle"
      render={(competitionId) => <FormTableSection competitionId={competitionId} />}
    />
  );
}
