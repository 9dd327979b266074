import type { Metadata } from "next";
import { ClubPage, clubMetadata } from "@/app/(site)/vereine/[name]/[id]/_components/club-page";
import { parsePageSegment } from "@/app/(site)/vereine/[name]/[id]/_components/load-club";

interface ClubFixturesPageProps {
  params: Promise<{ name: string; id: string; seite: string }>;
}

/** One page of the club's fixtures (`…/spiele/3`); a number that names no page is a 404. */
export const revalidate = 60;

export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: ClubFixturesPageProps): Promise<Metadata> {
  const { id, seite } = await params;
  return clubMetadata(id, parsePageSegment(seite));
}

export default async function Page({ params }: ClubFixturesPageProps) {
  const { name, id, seite } = await params;
  return <ClubPage nameSegment={name} idSegment={id} page={parsePageSegment(seite)} />;
}
