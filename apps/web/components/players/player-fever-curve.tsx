import { LineChart } from "../charts/line-chart";
import type { PlayerFeverCurve } from "./player-types";
import "./players.css";

/**
 * The team's place after each matchday, one chart per league, with the matchdays the player played marked: a
 * second series of markers only (its connecting line is hidden, since it would join matchdays that are not
 * neighbours). The table alternative lists both ("Platz bei Einsatz" is "–" on matchdays without an appearance).
 */
export function PlayerFeverCurveCharts({
  fever,
  teamName,
  playerName,
  idPrefix,
}: {
  fever: PlayerFeverCurve;
  teamName: string;
  playerName: string;
  idPrefix: string;
}) {
  const curves = fever.curves.filter((curve) => curve.entries.length > 0);
  if (curves.length === 0) return <p className="player__note">Noch kein Spieltag gewertet.</p>;
  return (
    <>
      {curves.map((curve, index) => {
        const played = curve.entries.filter((entry) => entry.played === true);
        const isPerformanceShown = curve.entries.some((entry) => entry.played !== null);
        const last = curve.entries[curve.entries.length - 1]!;
        const matchdays = Math.max(...curve.entries.map((entry) => entry.matchday));
        const appearances = isPerformanceShown
          ? ` ${playerName} spielte an ${played.length} von ${curve.entries.length} Spieltagen${
              played.length > 0 ? ` (${played.map((entry) => `${entry.matchday}.`).join(", ")})` : ""
            }.`
          : "";
        const series = [
          {
            label: "Tabellenplatz",
            points: curve.entries.map((entry) => ({ x: entry.matchday, y: entry.position })),
          },
        ];
        if (isPerformanceShown) {
          series.push({
            label: "Platz bei Einsatz",
            points: played.map((entry) => ({ x: entry.matchday, y: entry.position })),
          });
        }
        return (
          <div key={curve.compoundId} className="player__fever">
            <LineChart
              id={`${idPrefix}-${index + 1}`}
              title={`Fieberkurve ${teamName}: Tabellenplatz nach jedem Spieltag, ${curve.competitionName}`}
              description={`Nach dem ${last.matchday}. Spieltag auf Platz ${last.position} von ${curve.teamsTotal}.${appearances}`}
              x={{ label: "Spieltag", domain: [1, Math.max(2, matchdays)], format: (value) => `${value}.` }}
              y={{
                label: "Tabellenplatz",
                domain: [1, Math.max(2, curve.teamsTotal)],
                isInverted: true,
                format: (value) => `${value}.`,
              }}
              series={series}
            />
          </div>
        );
      })}
    </>
  );
}
