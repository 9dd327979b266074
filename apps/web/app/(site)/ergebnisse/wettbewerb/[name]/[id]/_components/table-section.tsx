import { BadRequestError } from "@spielfeld/api-client";
import { notFound } from "next/navigation";
import { hasCountedMatches } from "@/components/tables/standings";
import { StandingsTable } from "@/components/tables/standings-table";
import { AppLink } from "@/components/ui/app-link";
import { getAmateurTables } from "@/lib/api/competitions";
import { type CompetitionView, TABLE_VARIANTS, viewHref } from "./load-competition";

interface TableSectionProps {
  competitionId: string;
  path: string;
  view: CompetitionView;
}

/** The table with its variants; the overall table follows the chosen matchday. */
export async function TableSection({ competitionId, path, view }: TableSectionProps) {
  // A matchday the plan does not have (the API's 400) names no page: a 404.
  const tables = await getAmateurTables({ staffel: competitionId, spieltag: view.matchday }).catch((error) => {
    if (error instanceof BadRequestError) notFound();
    throw error;
  });
  const available = TABLE_VARIANTS.filter((variant) => variant.key !== "live" || tables.live !== null);
  const chosen = available.find((variant) => variant.value === view.variant) ?? available[0]!;
  const table = tables[chosen.key] ?? tables.overall;
  const caption =
    chosen.key === "overall" && table.matchday !== null
      ? `Tabelle nach dem ${table.matchday}. Spieltag${table.isFinalTable ? " (Abschlusstabelle)" : ""}`
      : chosen.caption;
  return (
    <section className="competition__section" aria-labelledby="table-title">
      <h2 id="table-title">Tabelle</h2>
      <nav aria-label="Tabellenart">
        <ul className="tabs">
          {available.map((variant) => (
            <li key={variant.value}>
              <AppLink
                className="tabs__link"
                href={viewHref(path, { ...view, variant: variant.value })}
                aria-current={variant.value === chosen.value ? "page" : undefined}
                scroll={false}
              >
                {variant.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      {chosen.key === "secondHalf" && !hasCountedMatches(table) ? (
        <p className="competition__note">Die Rückrunde hat noch nicht begonnen.</p>
      ) : (
        <StandingsTable
          table={table}
          caption={caption}
          showTrend={chosen.key === "overall" || chosen.key === "live"}
          liveCompetitionId={chosen.key === "live" ? competitionId : undefined}
        />
      )}
    </section>
  );
}
