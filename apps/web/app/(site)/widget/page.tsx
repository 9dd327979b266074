import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AppLink } from "@/components/ui/app-link";
import { clubTeamsOnce } from "@/components/widgets/club-teams";
import { getClubInfo } from "@/lib/api/clubs";
import { getCompetitionInfo } from "@/lib/api/competitions";
import { getMatchPage } from "@/lib/api/matches";
import { getTeamProfile } from "@/lib/api/teams";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/metadata";
import { readOrNotFound } from "@/lib/route-params";
import {
  readWidgetTheme,
  type WIDGET_COLOURS,
  type WIDGET_FONT_SIZES,
  type WIDGET_MODES,
  type WidgetTheme,
  widgetThemeQuery,
} from "@/lib/widget-theme";
import { CopySnippet } from "./copy-snippet";
import "./widget-config.css";

export const metadata: Metadata = pageMetadata({
  titleParts: ["Widgets für die eigene Website"],
  description:
    "Spiele, Ergebnisse und Tabellen auf der Website deines Vereins: Widget wählen, anpassen, Code kopieren.",
  path: "/widget",
});

type Search = Record<string, string | string[] | undefined>;
const one = (value: string | string[] | undefined) => [value].flat()[0];
const ID = /^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/;

const COLOUR_NAMES: Record<keyof typeof WIDGET_COLOURS, string> = {
  blau: "Blau",
  rot: "Rot",
  gruen: "Grün",
  schwarz: "Schwarz",
};
const SIZE_NAMES: Record<keyof typeof WIDGET_FONT_SIZES, string> = { klein: "Klein", normal: "Normal", gross: "Groß" };
const MODE_NAMES: Record<keyof typeof WIDGET_MODES, string> = {
  auto: "Wie beim Besucher eingestellt",
  hell: "Hell",
  dunkel: "Dunkel",
};

const choices = (names: Record<string, string>) => Object.entries(names).map(([value, label]) => ({ value, label }));

/** One choice of the configurator's form, with its label. */
function SelectField({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <div className="widget-config__field">
      <label htmlFor={`widget-${name}`}>{label}</label>
      <select id={`widget-${name}`} name={name} defaultValue={value}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

interface Choice {
  value: string;
  label: string;
}

/** Picks the asked kind among those offered (the first one by default, so a bad `art` cannot break the page). */
function pick(search: Search, kinds: readonly Choice[]): Choice {
  const asked = one(search.art);
  return kinds.find((kind) => kind.value === asked) ?? kinds[0]!;
}

/**
 * The widget the address asks for: its path under /widget/, its name, the kinds offered for the object, and the
 * hidden fields that keep it. A team offers its lists and, where it has them, its league's table and scorers; a
 * competition its results and, where it keeps them, table and scorers; a club its matches and teams; a match its
 * report and ticker.
 */
async function chosenWidget(search: Search) {
  const team = one(search.mannschaft);
  const competition = one(search.wettbewerb);
  const club = one(search.verein);
  const match = one(search.spiel);
  for (const id of [team, competition, club, match]) if (id !== undefined && !ID.test(id)) notFound();
  const noExtra = {} as Record<string, string>;
  if (team) {
    const profile = await readOrNotFound(() => getTeamProfile(team));
    const kinds: Choice[] = [
      { value: "spiele", label: "Nächste Spiele" },
      { value: "ergebnisse", label: "Letzte Ergebnisse" },
      ...(profile.tableEntry ? [{ value: "tabelle", label: "Tabelle der Liga" }] : []),
      { value: "kader", label: "Kader" },
      ...(profile.scorerTableEntries ? [{ value: "torjaeger", label: "Torschützen" }] : []),
      { value: "liveticker", label: "Liveticker" },
    ];
    const kind = pick(search, kinds);
    return {
      path: `mannschaft/${team}/${kind.value}`,
      name: `${kind.label}: ${profile.teamName}`,
      kinds,
      kind: kind.value,
      hidden: { mannschaft: team },
      extra: noExtra,
    };
  }
  if (competition) {
    const info = await readOrNotFound(() => getCompetitionInfo(competition));
    const kinds: Choice[] = [
      ...(info.tableAvailable ? [{ value: "tabelle", label: "Tabelle" }] : []),
      { value: "ergebnisse", label: "Aktueller Spieltag" },
      ...(info.topScorersListAvailable ? [{ value: "torjaeger", label: "Torjäger" }] : []),
    ];
    const kind = pick(search, kinds);
    const extra = kind.value === "tabelle" && club ? { verein: club } : noExtra;
    return {
      path: `wettbewerb/${competition}/${kind.value}`,
      name: `${kind.label}: ${info.name}`,
      kinds,
      kind: kind.value,
      hidden: { wettbewerb: competition, ...(club ? { verein: club } : {}) },
      extra,
    };
  }
  if (match) {
    const { details } = await readOrNotFound(() => getMatchPage(match));
    const teams = `${details.match.homeTeam?.name ?? "spielfrei"} – ${details.match.guestTeam?.name ?? "spielfrei"}`;
    const kinds: Choice[] = [
      { value: "bericht", label: "Spielbericht" },
      { value: "liveticker", label: "Liveticker" },
    ];
    const kind = pick(search, kinds);
    return {
      path: kind.value === "bericht" ? `spiel/${match}` : `spiel/${match}/liveticker`,
      name: `${kind.label}: ${teams}`,
      kinds,
      kind: kind.value,
      hidden: { spiel: match },
      extra: noExtra,
    };
  }
  if (club) {
    const info = await readOrNotFound(() => getClubInfo(club));
    const kinds: Choice[] = [
      { value: "spiele", label: "Nächste Spiele aller Mannschaften" },
      { value: "heimspiele", label: "Nächste Heimspiele" },
      { value: "mannschaften", label: "Mannschaften" },
    ];
    const kind = pick(search, kinds);
    return {
      path: `verein/${club}/${kind.value}`,
      name: `${kind.label}: ${info.name}`,
      kinds,
      kind: kind.value,
      hidden: { verein: club },
      extra: noExtra,
      club: info,
    };
  }
  return null;
}

function snippetOf(origin: string, path: string, theme: WidgetTheme, extra: Record<string, string>, title: string) {
  const attributes = [`data-spielfeld-widget="${path}"`, `data-titel="${title.replace(/"/g, "&quot;")}"`];
  const query = new URLSearchParams(widgetThemeQuery(theme));
  for (const [name, value] of [...query.entries(), ...Object.entries(extra)])
    attributes.push(`data-${name}="${value}"`);
  return `<div ${attributes.join(" ")}></div>\n<script src="${origin}/widget/embed.js" async></script>`;
}

/**
 * `/widget`: the configurator for club webmasters. Reached from a team's, club's or competition's page, it shows the
 * widgets of that team or competition, lets the theme be chosen, previews the widget live and hands out the snippet.
 */
export default async function WidgetConfiguratorPage({ searchParams }: { searchParams: Promise<Search> }) {
  const search = await searchParams;
  const theme = readWidgetTheme(search);
  const widget = await chosenWidget(search);
  const clubTeams = widget && "club" in widget ? widget.club : null;
  const origin = env().siteUrl;
  const query = new URLSearchParams(widgetThemeQuery(theme));
  for (const [name, value] of Object.entries(widget?.extra ?? {})) query.set(name, value);
  const previewPath = widget ? `/widget/${widget.path}${query.size ? `?${query}` : ""}` : null;
  return (
    <div className="page">
      <h1>Widgets für die eigene Website</h1>
      <p>
        Zeig die Spiele, Ergebnisse und Tabellen deines Vereins auf eurer eigenen Website, immer aktuell und ohne
        Pflege: Widget wählen, an die Farben eurer Seite anpassen, Code kopieren und in die Seite einfügen.
      </p>
      {!widget && !clubTeams ? (
        <p>
          Öffne die Seite deines Vereins, deiner Mannschaft oder deines Wettbewerbs und folge dort dem Link „Widget für
          die eigene Website“: Hier erscheinen dann die passenden Widgets. Zu finden sind alle Vereine unter{" "}
          <AppLink href="/vereine">Vereine</AppLink>.
        </p>
      ) : null}
      {widget && previewPath ? (
        <>
          <form method="get" action="/widget" className="widget-config__form" aria-label="Widget anpassen">
            {Object.entries(widget.hidden).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <SelectField name="art" label="Widget" value={widget.kind} options={widget.kinds} />
            <SelectField name="farbe" label="Farbe" value={theme.farbe} options={choices(COLOUR_NAMES)} />
            <SelectField name="schrift" label="Schriftgröße" value={theme.schrift} options={choices(SIZE_NAMES)} />
            <SelectField name="modus" label="Darstellung" value={theme.modus} options={choices(MODE_NAMES)} />
            <div className="widget-config__field">
              <label>
                <input type="checkbox" name="kompakt" value="ja" defaultChecked={theme.kompakt} /> Kompakt
              </label>
            </div>
            <button type="submit" className="button button--primary button--medium">
              Vorschau zeigen
            </button>
          </form>
          <h2>Vorschau: {widget.name}</h2>
          <iframe className="widget-config__preview" src={previewPath} title={`Vorschau: ${widget.name}`} />
          <h2>Code für deine Website</h2>
          <p>
            Füge diesen Code an der Stelle deiner Seite ein, an der das Widget erscheinen soll. Mehrere Widgets auf
            einer Seite brauchen das Skript nur einmal.
          </p>
          <CopySnippet snippet={snippetOf(origin, widget.path, theme, widget.extra, widget.name)} />
        </>
      ) : null}
      {clubTeams ? (
        <section aria-labelledby="widget-teams">
          <h2 id="widget-teams">Widgets der Mannschaften von {clubTeams.name}</h2>
          <ul>
            {clubTeamsOnce(clubTeams).map((team) => (
              <li key={team.teamId}>
                <AppLink href={`/widget?mannschaft=${encodeURIComponent(team.teamPermanentId)}`}>
                  {team.teamName}: Spiele, Ergebnisse, Kader und mehr
                </AppLink>
                {team.competitions[0] ? (
                  <>
                    {" · "}
                    <AppLink
                      href={`/widget?wettbewerb=${encodeURIComponent(team.competitions[0].compoundId)}&verein=${encodeURIComponent(clubTeams.id)}`}
                    >
                      {team.competitions[0].shortName}
                    </AppLink>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export const dynamic = "force-dynamic";
