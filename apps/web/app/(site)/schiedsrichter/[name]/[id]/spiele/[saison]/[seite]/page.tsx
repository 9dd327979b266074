import type { Metadata } from "next";
import { parsePageSegment } from "@/app/(site)/schiedsrichter/_components/load-referee";
import { RefereePage, refereeMetadata } from "@/app/(site)/schiedsrichter/_components/referee-page";

interface RefereeMatchesPageProps {
  params: Promise<{ name: string; id: string; saison: string; seite: string }>;
}

/** One page of a season's matches (`…/spiele/2526/2`); a season or number that names no page is a 404. */
export const revalidate = 60;

export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: RefereeMatchesPageProps): Promise<Metadata> {
  const { id, saison, seite } = await params;
  return refereeMetadata(id, { season: saison, page: parsePageSegment(seite) });
}

export default async function Page({ params }: RefereeMatchesPageProps) {
  const { name, id, saison, seite } = await params;
  return <RefereePage nameSegment={name} idSegment={id} view={{ season: saison, page: parsePageSegment(seite) }} />;
}
