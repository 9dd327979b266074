import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContactForm } from "@/components/content/contact-form";
import { AppLink } from "@/components/ui/app-link";
import { pageMetadata } from "@/lib/metadata";
import { clubPath, loadClub } from "../_components/load-club";

interface Props {
  params: Promise<{ name: string; id: string }>;
}

/** A message to a club's manager: only for clubs that publish an address (the API sends it; the visitor never sees it). */
async function load(id: string) {
  const info = await loadClub(id);
  if (!info.email) notFound();
  return info;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const info = await load((await params).id);
  return pageMetadata({
    titleParts: ["Nachricht", info.name],
    description: `Schreib dem Verein ${info.name} eine Nachricht.`,
    path: `${clubPath(info)}/nachricht`,
    allowRobotsIndex: false,
  });
}

export default async function Page({ params }: Props) {
  const info = await load((await params).id);
  return (
    <div className="page">
      <p>
        <AppLink href={clubPath(info)}>Zurück zu {info.name}</AppLink>
      </p>
      <h1>Nachricht an {info.name}</h1>
      <p>Deine Nachricht geht an die Vereinsverwaltung; sie antwortet dir an deine E-Mail-Adresse.</p>
      <ContactForm target={{ kind: "club", id: info.id }} recipientLabel={info.name} />
    </div>
  );
}
