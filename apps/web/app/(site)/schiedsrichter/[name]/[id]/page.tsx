import type { Metadata } from "next";
import { RefereePage, refereeMetadata } from "@/app/(site)/schiedsrichter/_components/referee-page";

interface RefereePageProps {
  params: Promise<{ name: string; id: string }>;
}

/** Rendered on first request and kept; a recorded result or a change to the referee revalidates it by tag. */
export const revalidate = 60;

export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: RefereePageProps): Promise<Metadata> {
  return refereeMetadata((await params).id);
}

export default async function Page({ params }: RefereePageProps) {
  const { name, id } = await params;
  return <RefereePage nameSegment={name} idSegment={id} />;
}
