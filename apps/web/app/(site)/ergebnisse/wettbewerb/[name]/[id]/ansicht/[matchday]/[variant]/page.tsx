import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  CompetitionPage,
  competitionMetadata,
} from "@/app/(site)/ergebnisse/wettbewerb/[name]/[id]/_components/competition-page";
import { parseViewSegments } from "@/lib/competition-views";

/**
 * A view of a competition page (`?spieltag=7&tabelle=heim` in the public address; the proxy serves it here), so
 * that every view is cached on its own like the page itself. Segments that name no view are a 404.
 */
interface ViewPageProps {
  params: Promise<{ name: string; id: string; matchday: string; variant: string }>;
}

export const revalidate = 60;

export async function generateStaticParams() {
  return [];
}

async function readView(params: ViewPageProps["params"]) {
  const { name, id, matchday, variant } = await params;
  const view = parseViewSegments(matchday, variant);
  if (!view) notFound();
  return { name, id, view };
}

export async function generateMetadata({ params }: ViewPageProps): Promise<Metadata> {
  const { id, view } = await readView(params);
  return competitionMetadata(id, "spieltag", view);
}

export default async function ViewPage({ params }: ViewPageProps) {
  const { name, id, view } = await readView(params);
  return <CompetitionPage nameSegment={name} idSegment={id} view={view} />;
}
