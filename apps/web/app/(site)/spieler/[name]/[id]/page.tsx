import type { Metadata } from "next";
import { PlayerPage, playerMetadata } from "@/app/(site)/spieler/_components/player-page";

interface PlayerPageProps {
  params: Promise<{ name: string; id: string }>;
}

/** Rendered on first request and kept; a change to the player, a squad or a recorded result revalidates it by tag. */
export const revalidate = 60;

export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PlayerPageProps): Promise<Metadata> {
  return playerMetadata({ kind: "player", idSegment: (await params).id });
}

export default async function Page({ params }: PlayerPageProps) {
  const { name, id } = await params;
  return <PlayerPage address={{ kind: "player", idSegment: id }} nameSegment={name} />;
}
