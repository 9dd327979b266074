import type { Metadata } from "next";
import { Alert } from "@/components/ui/alert";
import { pageMetadata } from "@/lib/metadata";
import { parseSearchKind } from "@/lib/search-links";
import { MAX_QUERY_LENGTH, SearchRefineForm } from "./_components/search-refine-form";
import { SearchResults } from "./_components/search-results";
import "@/components/content/content.css";
import "./_components/search.css";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Suche"],
  description: "Suche nach Vereinen, Mannschaften, Wettbewerben, Spielern, Schiedsrichtern und Verbänden.",
  path: "/textsuche",
  allowRobotsIndex: false,
});

interface Props {
  searchParams: Promise<{ query?: string | string[]; art?: string | string[]; seite?: string | string[] }>;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** `?seite=2` as a page number (at most 500: the API pages no further); anything else is the first page. */
function pageNumber(value: string | undefined): number {
  return value && /^[1-9]\d{0,2}$/.test(value) ? Math.min(500, Number(value)) : 1;
}

/** The text search (website.md 2: /textsuche?query=…): a field to refine it, filters by kind, the hits. */
export default async function SearchPage({ searchParams }: Props) {
  const parameters = await searchParams;
  const query = (first(parameters.query) ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  const kindText = first(parameters.art);
  const parsedKind = parseSearchKind(kindText);
  const kind = parsedKind === "unknown" ? undefined : parsedKind;
  return (
    <div className="page search-page">
      <h1>{query ? `Suchergebnisse für „${query}“` : "Suche"}</h1>
      <SearchRefineForm query={query} kind={kind} />
      {parsedKind === "unknown" ? (
        <Alert type="attention" title="Diese Trefferart gibt es nicht">
          „{kindText?.trim().slice(0, 40)}“ ist keine Art von Treffern, nach der die Suche filtern kann. Du siehst
          deshalb alle Arten.
        </Alert>
      ) : null}
      {query ? (
        <SearchResults query={query} kind={kind} page={pageNumber(first(parameters.seite))} />
      ) : (
        <p>Gib einen Verein, eine Mannschaft, einen Wettbewerb oder eine Person ein.</p>
      )}
    </div>
  );
}
