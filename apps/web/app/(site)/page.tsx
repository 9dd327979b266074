import type { Metadata } from "next";
import { Suspense } from "react";
import { MyClubs } from "@/components/session/my-clubs";
import { AppLink } from "@/components/ui/app-link";
import { getSeasonsAndAssociations } from "@/lib/api/general";
import { getCompetitionTypesAndSeasons } from "@/lib/api/selection";
import { imageServerUrl } from "@/lib/images";
import { pageMetadata } from "@/lib/metadata";
import { SITE } from "@/lib/site";
import { HomeNews, HomeTopLeagues } from "./_components/home-sections";
import { TodaysMatches } from "./_components/home-slots";

/**
 * Rendered per request: the home page shows today's matches and the newest news, and it must never be
 * prerendered at build time, when the API is not there yet. Its data is still cached by tag in the data seam.
 */
export const dynamic = "force-dynamic";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Amateurfußball in Bayern"],
  description:
    "Ergebnisse, Tabellen und Spielpläne aller Ligen vom Regionalliga- bis zum Kinderfußball, dazu Vereine, Mannschaften und Neuigkeiten des Verbandes.",
  path: "/",
});

const AREAS = [
  { title: "Ergebnisse & Wettbewerbe", text: "Alle Ligen, Spieltage, Tabellen und Torjäger.", href: "/ergebnisse" },
  { title: "Neuigkeiten", text: "Nachrichten aus Verband, Bezirken und Kreisen.", href: "/news" },
  {
    title: "Spielbetrieb & Verbandsleben",
    text: "Pässe, Vereinswechsel, Ordnungen und Ehrenamt.",
    href: "/spielbetrieb-verbandsleben",
  },
  {
    title: "Ausbildung & Förderung",
    text: "Trainer- und Schiedsrichterausbildung, Talentförderung.",
    href: "/bildung-und-foerderung",
  },
];

async function SeasonFacts() {
  try {
    const [data, finder] = await Promise.all([getSeasonsAndAssociations(), getCompetitionTypesAndSeasons()]);
    // The kinds of competition played this season, as the results finder offers them (the catalogue knows more).
    const typesPlayed = finder.competitionTypes.filter((type) =>
      type.competitionCounts.some((entry) => entry.seasonId === data.currentSeason.id && entry.competitionCount > 0),
    ).length;
    return (
      <p className="home__season">
        Aktuelle Saison: <strong>{data.currentSeason.label}</strong> · {typesPlayed} Wettbewerbsarten ·{" "}
        {data.associations.map((association) => association.name).join(", ")}
      </p>
    );
  } catch {
    return null;
  }
}

export default function HomePage() {
  return (
    <div className="page home">
      <h1>{SITE.associationName}</h1>
      <p className="home__intro">
        Hier findest du die Ergebnisse und Tabellen aller Ligen, die Vereine und Mannschaften deiner Region und alles
        Wichtige rund um den Amateurfußball.
      </p>
      <MyClubs imageBase={imageServerUrl()} />
      <Suspense fallback={null}>
        <SeasonFacts />
      </Suspense>
      <Suspense fallback={null}>
        <TodaysMatches />
      </Suspense>
      <Suspense fallback={null}>
        <HomeNews />
      </Suspense>
      <Suspense fallback={null}>
        <HomeTopLeagues />
      </Suspense>
      <ul className="home__areas">
        {AREAS.map((area) => (
          <li key={area.href} className="card">
            <h2 className="card__title">
              <AppLink href={area.href}>{area.title}</AppLink>
            </h2>
            <p>{area.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
