import type { Metadata } from "next";
import { ClubPage, clubMetadata } from "./_components/club-page";

interface ClubPageProps {
  params: Promise<{ name: string; id: string }>;
}

/** Rendered on first request and kept; a change to the club or a recorded result revalidates it by tag. */
export const revalidate = 60;

export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: ClubPageProps): Promise<Metadata> {
  return clubMetadata((await params).id);
}

export default async function Page({ params }: ClubPageProps) {
  const { name, id } = await params;
  return <ClubPage nameSegment={name} idSegment={id} />;
}
