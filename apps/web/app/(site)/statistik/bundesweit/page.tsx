import type { Metadata } from "next";
import { describeRange } from "@/components/statistics/format";
import { NationWideFilterForm } from "@/components/statistics/nationwide-filter-form";
import { NationWideScorersTable } from "@/components/statistics/nationwide-scorers";
import { joinGerman, nationWideHref, type SearchParams } from "@/components/statistics/selection";
import { StatisticsPaging } from "@/components/statistics/statistics-paging";
import { Alert } from "@/components/ui/alert";
import { AppLink } from "@/components/ui/app-link";
import { formatDateTime } from "@/lib/dates";
import { logSecondaryFailure } from "@/lib/log";
import { pageMetadata } from "@/lib/metadata";
import { type LoadedNationWide, loadNationWide } from "../_components/load-nationwide";
import { searchKey } from "../_components/load-statistics";

interface NationWidePageProps {
  searchParams: Promise<SearchParams>;
}

const TITLE = "Bundesweite Torjäger";

function canonicalPath(loaded: LoadedNationWide | null): string {
  if (!loaded?.shown || loaded.isStart) return "/statistik/bundesweit";
  const { teamType, leagueLevel, page } = loaded.shown;
  return nationWideHref({ mannschaftsart: teamType.id, spielklasse: leagueLevel.id, page });
}

export async function generateMetadata({ searchParams }: NationWidePageProps): Promise<Metadata> {
  const loaded = await loadNationWide(searchKey(await searchParams)).catch(logSecondaryFailure("nationwide metadata"));
  const shown = loaded?.shown;
  const path = canonicalPath(loaded);
  return pageMetadata({
    titleParts: [
      shown && !loaded.isStart ? `${shown.teamType.name}, ${shown.leagueLevel.name}` : "",
      TITLE,
      "Statistik",
    ],
    description: shown
      ? `Die besten Torschützen der ${shown.leagueLevel.name} (${shown.teamType.name}) aus allen Landesverbänden: Tore, Elfmetertore und Spiele der laufenden Saison.`
      : "Die besten Torschützen jeder Spielklasse aus allen Landesverbänden in der laufenden Saison.",
    path,
    allowRobotsIndex: path === "/statistik/bundesweit",
  });
}

export default async function NationWidePage({ searchParams }: NationWidePageProps) {
  const loaded = await loadNationWide(searchKey(await searchParams));
  const { shown, invalid } = loaded;
  return (
    <div className="page statistics">
      <h1>{TITLE}</h1>
      <p className="statistics__intro">
        Die besten Torschützen jeder Spielklasse aus allen Landesverbänden in der laufenden Saison.{" "}
        <AppLink href="/statistik">Statistik des Verbands</AppLink>
      </p>
      {invalid.length > 0 ? (
        <Alert type="attention" title="Diese Auswahl gibt es nicht">
          {invalid.length === 1 ? "Die Angabe im Feld" : "Die Angaben in den Feldern"}{" "}
          {joinGerman(invalid.map((field) => `„${field}“`))} {invalid.length === 1 ? "ist" : "sind"} ungültig; gezeigt
          wird die erste Auswahl.
        </Alert>
      ) : null}
      {shown ? (
        <>
          <NationWideFilterForm
            teamTypes={loaded.teamTypes}
            leagueLevels={shown.leagueLevels}
            chosen={{ mannschaftsart: shown.teamType.id, spielklasse: shown.leagueLevel.id }}
          />
          {loaded.isLevelReplaced ? (
            <Alert type="info">
              Die gewählte Spielklasse gibt es bei {shown.teamType.name} nicht; gezeigt wird die höchste Spielklasse mit
              Torschützen.
            </Alert>
          ) : null}
          <ScorersSection shown={shown} />
        </>
      ) : (
        <p>In dieser Saison hat noch niemand ein Tor erzielt.</p>
      )}
    </div>
  );
}

function ScorersSection({ shown }: { shown: NonNullable<LoadedNationWide["shown"]> }) {
  const { scorers, teamType, leagueLevel, page } = shown;
  const title = `${leagueLevel.name}, ${teamType.name}`;
  const range = describeRange(scorers.offset, scorers.scorers.length, scorers.total);
  const pageCount = Math.max(1, Math.ceil(scorers.total / scorers.max));
  return (
    <section className="statistics__list" aria-labelledby="bundesweit-liste">
      <h2 id="bundesweit-liste">{title}</h2>
      <p className="statistics__meta">
        {range}
        {scorers.lastUpdate ? ` · Stand: ${formatDateTime(scorers.lastUpdate)} Uhr` : ""}
      </p>
      <NationWideScorersTable scorers={scorers.scorers} caption={`Torjäger ${title}, ${range}`} />
      <StatisticsPaging
        label={`Seiten der Torjäger ${title}`}
        page={page}
        pageCount={pageCount}
        href={(target) => nationWideHref({ mannschaftsart: teamType.id, spielklasse: leagueLevel.id, page: target })}
      />
    </section>
  );
}
