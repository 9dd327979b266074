import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContactForm } from "@/components/content/contact-form";
import { AppLink } from "@/components/ui/app-link";
import { pageMetadata } from "@/lib/metadata";
import { competitionPath } from "../_components/competition-page";
import { loadCompetitionInfo } from "../_components/load-competition";

interface Props {
  params: Promise<{ name: string; id: string }>;
}

/** A message to a competition's division manager (Staffelleitung); the API sends it, the address stays hidden. */
async function load(id: string) {
  const info = await loadCompetitionInfo(id);
  if (!info.divisionManager) notFound();
  return info;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const info = await load((await params).id);
  return pageMetadata({
    titleParts: ["Nachricht an die Staffelleitung", info.name],
    description: `Schreib der Staffelleitung der ${info.name} eine Nachricht.`,
    path: `${competitionPath(info)}/nachricht`,
    allowRobotsIndex: false,
  });
}

export default async function Page({ params }: Props) {
  const info = await load((await params).id);
  return (
    <div className="page">
      <p>
        <AppLink href={competitionPath(info)}>Zurück zu {info.name}</AppLink>
      </p>
      <h1>Nachricht an die Staffelleitung</h1>
      <p>
        {info.divisionManager!.fullName} leitet die {info.name}. Deine Nachricht geht per E-Mail an die Staffelleitung,
        die dir an deine Adresse antwortet.
      </p>
      <ContactForm target={{ kind: "division", staffel: info.compoundId }} recipientLabel="die Staffelleitung" />
    </div>
  );
}
