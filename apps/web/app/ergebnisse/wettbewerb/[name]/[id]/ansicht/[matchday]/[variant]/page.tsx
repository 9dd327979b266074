import type { Metadata } from "next";
import { CompetitionPage, competitionMetadata } from "../../../_components/competition-page";
import { parseView } from "../../../_components/load-competition";

/**
 * A view of a competition page (`?spieltag=7&tabelle=heim` in the public address; the proxy serves it here), so
 * that every view is cached on its own like the page itself.
 */
interface ViewPageProps {
  params: Promise<{ name: string; id: string; matchday: string; variant: string }>;
}

export const revalidate = 60;

export async function generateStaticParams() {
  return [];
}

async function readView(params: ViewPageProps["params"]) {
  const { id, matchday, variant } = await params;
  return { id, view: parseView({ spieltag: matchday === "-" ? undefined : matchday, tabelle: variant }) };
}

export async function generateMetadata({ params }: ViewPageProps): Promise<Metadata> {
  const { id, view } = await readView(params);
  return competitionMetadata(id, "spieltag", view);
}

export default async function ViewPage({ params }: ViewPageProps) {
  const { id, view } = await readView(params);
  return <CompetitionPage idSegment={id} view={view} />;
}
