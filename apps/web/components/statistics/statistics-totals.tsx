import type { StatisticsTotals as Totals } from "@/lib/api/statistics";
import { formatCount, formatRate } from "./format";
import "./statistics.css";

/** The association's (or the chosen area's) goals, matches and goals per match in the period, with its date. */
export function StatisticsTotals({ totals, area }: { totals: Totals; area: string }) {
  return (
    <section className="statistics__totals" aria-labelledby="statistik-ueberblick">
      <h2 id="statistik-ueberblick">{totals.periodName ?? "Noch keine Spiele in diesem Zeitraum"}</h2>
      <p className="statistics__meta">{area}</p>
      <dl className="statistics__figures">
        <div className="statistics__figure">
          <dt>Tore</dt>
          <dd>{formatCount(totals.goals)}</dd>
        </div>
        <div className="statistics__figure">
          <dt>Spiele</dt>
          <dd>{formatCount(totals.matches)}</dd>
        </div>
        <div className="statistics__figure">
          <dt>Tore pro Spiel</dt>
          <dd>{formatRate(totals.goalsPerMatch)}</dd>
        </div>
      </dl>
      {totals.generatedInfo ? <p className="statistics__meta">{totals.generatedInfo}</p> : null}
    </section>
  );
}
