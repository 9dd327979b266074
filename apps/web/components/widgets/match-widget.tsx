import { WidgetFrame } from "@/components/widgets/widget-frame";
import { WidgetEvents, WidgetLineups, WidgetScoreboard, WidgetTicker } from "@/components/widgets/widget-match";
import { widgetRead } from "@/components/widgets/widget-page";
import { getMatchPage } from "@/lib/api/matches";
import { matchLink } from "@/lib/links";
import type { WidgetTheme } from "@/lib/widget-theme";

/**
 * A match in a widget: the report (scoreboard, events, line-ups, ticker) or the live ticker alone (scoreboard and
 * ticker). A match still to be played or running follows its reporters on the stream, as the match page does.
 */
export async function MatchWidget({
  matchId,
  theme,
  kind,
  title,
}: {
  matchId: string;
  theme: WidgetTheme;
  kind: "bericht" | "liveticker";
  title?: string;
}) {
  const { details, ticker } = await widgetRead(getMatchPage(matchId));
  const { match, report } = details;
  const followsLive = match.live || match.matchStatus === "scheduled" || match.prePublished;
  const teams = `${match.homeTeam?.name ?? "spielfrei"} – ${match.guestTeam?.name ?? "spielfrei"}`;
  return (
    <WidgetFrame
      theme={theme}
      title={title ?? (kind === "liveticker" ? `Liveticker: ${teams}` : teams)}
      more={{ href: matchLink(match) ?? "/", label: "Zum Spiel" }}
      live={followsLive ? { matches: [match.id] } : null}
    >
      <WidgetScoreboard match={match} />
      {kind === "bericht" ? (
        <>
          <WidgetEvents report={report} match={match} />
          <WidgetLineups report={report} match={match} />
          {/* A match that can still change keeps its (empty) ticker for the first entry a reporter writes. */}
          {ticker.visible && (ticker.tickers.length > 0 || followsLive) ? (
            <WidgetTicker matchId={match.id} ticker={ticker} />
          ) : null}
        </>
      ) : (
        <WidgetTicker matchId={match.id} ticker={ticker} />
      )}
    </WidgetFrame>
  );
}
