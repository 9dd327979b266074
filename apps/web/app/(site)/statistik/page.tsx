import type { Metadata } from "next";
import type { SearchParams } from "@/components/statistics/selection";
import { joinGerman, LIST_TITLES, statisticsHref } from "@/components/statistics/selection";
import { StatisticsFilterForm } from "@/components/statistics/statistics-filter-form";
import { StatisticsTotals } from "@/components/statistics/statistics-totals";
import { Alert } from "@/components/ui/alert";
import { AppLink } from "@/components/ui/app-link";
import { logSecondaryFailure } from "@/lib/log";
import { pageMetadata } from "@/lib/metadata";
import { describeArea, type LoadedStatistics, loadStatistics, searchKey } from "./_components/load-statistics";
import { RankedSection } from "./_components/ranked-section";

interface StatisticsPageProps {
  searchParams: Promise<SearchParams>;
}

const TITLE = "Statistik";

function statLabel(loaded: LoadedStatistics): string {
  const { filter, selection } = loaded;
  return filter.stats.find((stat) => stat.list === selection.list && stat.id === selection.stats)?.label ?? "";
}

export async function generateMetadata({ searchParams }: StatisticsPageProps): Promise<Metadata> {
  const loaded = await loadStatistics(searchKey(await searchParams)).catch(logSecondaryFailure("statistics metadata"));
  const path = loaded ? statisticsHref(loaded.selection) : "/statistik";
  const isStart = path === "/statistik";
  const chosen = loaded && !isStart ? [`${LIST_TITLES[loaded.selection.list]}: ${statLabel(loaded)}`] : [];
  const association = loaded?.filter.association.name ?? "Verband";
  return pageMetadata({
    titleParts: [...chosen, TITLE],
    description: isStart
      ? `${association}: Tore, Spiele und Bestenlisten der Saison – Torjäger, Mannschaften und Spiele, nach Bezirk, Kreis und Mannschaftsart.`
      : `${chosen.join(", ")} – ${loaded ? describeArea(loaded) : ""}: Rangliste mit Toren, Spielen und Toren pro Spiel.`,
    path,
    // The filter's states are views of one page; only the start view is listed.
    allowRobotsIndex: isStart,
  });
}

function InvalidChoice({ fields }: { fields: string[] }) {
  const quoted = fields.map((field) => `„${field}“`);
  return (
    <Alert type="attention" title="Diese Auswahl gibt es nicht">
      {fields.length === 1
        ? `Die Angabe im Feld ${quoted[0]} ist ungültig und wurde nicht berücksichtigt.`
        : `Die Angaben in den Feldern ${joinGerman(quoted)} sind ungültig und wurden nicht berücksichtigt.`}{" "}
      <AppLink href="/statistik">Filter zurücksetzen</AppLink>
    </Alert>
  );
}

export default async function StatisticsPage({ searchParams }: StatisticsPageProps) {
  const loaded = await loadStatistics(searchKey(await searchParams));
  const { filter, selection, invalid, figures } = loaded;
  return (
    <div className="page statistics">
      <h1>{TITLE}</h1>
      <p className="statistics__intro">
        {filter.association.name}: Tore, Spiele und Bestenlisten aller Wettbewerbe. Wähle Statistik, Zeitraum, Bezirk,
        Kreis und Mannschaftsart. <AppLink href="/statistik/bundesweit">Bundesweite Torjäger</AppLink>
      </p>
      {invalid.length > 0 ? <InvalidChoice fields={invalid} /> : null}
      <StatisticsFilterForm choices={filter} selection={selection} />
      {figures ? (
        <>
          <StatisticsTotals totals={figures.totals} area={describeArea(loaded)} />
          <RankedSection
            list={figures.list}
            selection={selection}
            statLabel={statLabel(loaded)}
            pageSize={filter.pageSize}
          />
        </>
      ) : (
        <Alert type="attention" title="Keine Statistik für diese Auswahl">
          Für diese Auswahl kann keine Statistik gezeigt werden. Bitte wähle andere Filter.{" "}
          <AppLink href="/statistik">Filter zurücksetzen</AppLink>
        </Alert>
      )}
    </div>
  );
}
