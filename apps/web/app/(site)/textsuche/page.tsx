import type { Metadata } from "next";
import { ShareLinks } from "../../../components/ui/share-links";
import { pageMetadata } from "../../../lib/metadata";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Suche"],
  description: "Suche nach Vereinen, Mannschaften, Wettbewerben, Personen und Verbänden.",
  path: "/textsuche",
  allowRobotsIndex: false,
});

export default async function SearchPage({ searchParams }: { searchParams: Promise<{ query?: string | string[] }> }) {
  const raw = (await searchParams).query;
  const query = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? "";
  return (
    <div className="page">
      <h1>Suche</h1>
      {query ? (
        <p>
          Suchergebnisse für <q>{query}</q>: Die Suche nach Personen, Wettbewerben, Mannschaften, Vereinen und Verbänden
          wird gerade aufgebaut.
        </p>
      ) : (
        <p>Bitte gib oben einen Suchbegriff ein.</p>
      )}
      <h2>Seite teilen</h2>
      <ShareLinks data={{ title: "Suche" }} />
    </div>
  );
}
