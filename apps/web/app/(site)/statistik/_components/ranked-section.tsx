import { type Bar, BarChart } from "@/components/statistics/bar-chart";
import { describeRange, formatRate } from "@/components/statistics/format";
import { MatchRanking, PlayerRanking, playerName, TeamRanking } from "@/components/statistics/ranking-tables";
import { LIST_TITLES, type StatisticsSelection, statisticsHref } from "@/components/statistics/selection";
import { StatisticsPaging } from "@/components/statistics/statistics-paging";
import { Alert } from "@/components/ui/alert";
import { AppLink } from "@/components/ui/app-link";
import type { RankedList } from "./load-statistics";

/** The chart shows the first ten of the first page. */
const CHART_BARS = 10;

/** What the ranked figure is called as a column and chart axis. */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  player: { goals: "Tore", penaltyGoals: "Elfmetertore", appearances: "Einsätze" },
  team: { goals: "Tore", fewestConceded: "Gegentore", wins: "Siege", fairPlay: "Fair-Play-Punkte pro Spiel" },
  match: { goals: "Tore", margin: "Tordifferenz" },
};

const ITEM_LABELS = { player: "Spieler", team: "Mannschaft", match: "Spiel" } as const;

/** Figures ranked lowest first: a bar chart would draw the best as the shortest bar, so these show none. */
const LOWEST_FIRST = new Set(["team:fewestConceded", "team:fairPlay"]);

function bars(list: RankedList): Bar[] {
  switch (list.kind) {
    case "player":
      return list.data.entries.map((entry) => ({ label: playerName(entry.player), value: entry.value }));
    case "team":
      return list.data.entries.map((entry) => ({ label: entry.team.name, value: entry.value }));
    default:
      return list.data.entries.map((entry) => ({
        label: `${entry.home.name} – ${entry.guest.name}`,
        value: entry.value,
      }));
  }
}

function RankingChart({ list, title }: { list: RankedList; title: string }) {
  const isRate = list.kind === "team" && list.data.stats === "fairPlay";
  const format = isRate ? formatRate : String;
  const top = bars(list).slice(0, CHART_BARS);
  const valueLabel = VALUE_LABELS[list.kind]?.[list.data.stats] ?? "Wert";
  const first = top[0]!;
  const last = top[top.length - 1]!;
  const description =
    top.length === 1
      ? `${first.label}: ${format(first.value)} ${valueLabel}.`
      : `Vorn ${first.label} mit ${format(first.value)}, auf Platz ${top.length} der Liste ${last.label} mit ${format(last.value)} (${valueLabel}).`;
  return (
    <BarChart
      id="statistik-diagramm"
      title={`${title}: die ersten ${top.length}`}
      description={description}
      itemLabel={ITEM_LABELS[list.kind]}
      valueLabel={valueLabel}
      bars={top}
      format={format}
    />
  );
}

/** The chosen ranked list: heading, chart (first page), table and paging links that keep the filter. */
export function RankedSection({
  list,
  selection,
  statLabel,
  pageSize,
}: {
  list: RankedList;
  selection: StatisticsSelection;
  statLabel: string;
  pageSize: number;
}) {
  const { data } = list;
  const title = `${LIST_TITLES[list.kind]}: ${statLabel}`;
  const pageCount = Math.max(1, Math.ceil(data.total / pageSize));
  const pageHref = (page: number) => statisticsHref({ ...selection, page });
  const isBeyondEnd = data.entries.length === 0 && selection.page > 1;
  const caption = `${title}, ${describeRange(data.offset, data.entries.length, data.total)}`;
  return (
    <section className="statistics__list" aria-labelledby="statistik-liste">
      <h2 id="statistik-liste">{title}</h2>
      <p className="statistics__meta">
        {data.periodName ? `${data.periodName} · ` : ""}
        {describeRange(data.offset, data.entries.length, data.total)}
      </p>
      {isBeyondEnd ? (
        <Alert type="attention" title="Diese Seite gibt es nicht">
          Die Liste hat {pageCount === 1 ? "nur eine Seite" : `${pageCount} Seiten`}.{" "}
          <AppLink href={pageHref(1)}>Zur ersten Seite</AppLink>
        </Alert>
      ) : data.entries.length === 0 ? (
        <p>Für diese Auswahl gibt es in diesem Zeitraum noch keine Einträge.</p>
      ) : (
        <>
          {selection.page === 1 && !LOWEST_FIRST.has(`${list.kind}:${data.stats}`) ? (
            <RankingChart list={list} title={title} />
          ) : null}
          {list.kind === "player" ? <PlayerRanking data={list.data} caption={caption} /> : null}
          {list.kind === "team" ? <TeamRanking data={list.data} caption={caption} /> : null}
          {list.kind === "match" ? <MatchRanking data={list.data} caption={caption} /> : null}
          <StatisticsPaging
            label={`Seiten der Liste ${title}`}
            page={selection.page}
            pageCount={pageCount}
            href={pageHref}
          />
        </>
      )}
    </section>
  );
}
