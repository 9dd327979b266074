import type { Metadata } from "next";
import { TeamPage, teamMetadata } from "./_components/team-page";

interface TeamPageProps {
  params: Promise<{ name: string; id: string }>;
}

/** Rendered on first request and kept; a change to the team or a recorded result revalidates it by tag. */
export const revalidate = 60;

export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: TeamPageProps): Promise<Metadata> {
  return teamMetadata((await params).id);
}

export default async function Page({ params }: TeamPageProps) {
  const { name, id } = await params;
  return <TeamPage nameSegment={name} idSegment={id} />;
}
