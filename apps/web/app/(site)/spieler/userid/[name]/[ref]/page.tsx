import type { Metadata } from "next";
import { PlayerPage, playerMetadata } from "@/app/(site)/spieler/_components/player-page";

interface UserProfilePageProps {
  params: Promise<{ name: string; ref: string }>;
}

/**
 * The player page by profile reference (a user account's id or the player's id): the same page as by player id,
 * whose address is its canonical one.
 */
export const revalidate = 60;

export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: UserProfilePageProps): Promise<Metadata> {
  return playerMetadata({ kind: "reference", idSegment: (await params).ref });
}

export default async function Page({ params }: UserProfilePageProps) {
  const { name, ref } = await params;
  return <PlayerPage address={{ kind: "reference", idSegment: ref }} nameSegment={name} />;
}
