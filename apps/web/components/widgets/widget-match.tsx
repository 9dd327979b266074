import type { CallResult, Match } from "@spielfeld/api-client";
import { EVENT_LABELS, EventText, eventMinute, shownEvents } from "@/components/matches/match-events";
import { describeScoreLines, matchStatus, scoreText } from "@/components/matches/match-status";
import { StatusChip } from "@/components/matches/status-chip";
import { TickerEntries } from "@/components/matches/ticker-entries";
import { formatKickoff } from "@/lib/dates";
import { playerLink, teamLink } from "@/lib/links";
import { WidgetLink } from "./widget-frame";

type MatchPage = CallResult<"getMatchPage">;
type Report = MatchPage["details"]["report"];
type SheetPlayer = Report["home"]["players"][number];

function TeamName({ team }: { team: Match["homeTeam"] }) {
  if (!team) return "spielfrei";
  const href = teamLink({ id: team.teamPermanentId, clubId: team.clubId, name: team.name });
  return href ? <WidgetLink href={href}>{team.name}</WidgetLink> : team.name;
}

/**
 * The match as a small scoreboard: both teams around the score, the state as a chip, the half-time line; kickoff and
 * competition beneath. Score, chip and lines are the places live events write into (live-dom.ts).
 */
export function WidgetScoreboard({ match }: { match: Match }) {
  const status = matchStatus(match);
  return (
    <div className="widget__scoreboard" data-live-match={match.id}>
      <p className="widget__teams">
        <span>
          <TeamName team={match.homeTeam} />
        </span>
        <span className="widget__board-score">
          <span className="visually-hidden">Ergebnis: </span>
          <span data-live-score>{scoreText(match)}</span>
        </span>
        <span>
          <TeamName team={match.guestTeam} />
        </span>
      </p>
      <p className="widget__state" data-live-state="board" hidden={!status}>
        {status ? <StatusChip status={status} /> : null}
      </p>
      <div className="widget__lines" data-live-lines>
        {describeScoreLines(match).map((line) => (
          <p key={line} className="scoreboard__line">
            {line}
          </p>
        ))}
      </div>
      <p className="widget__when">
        {formatKickoff(match.kickoff, match.kickoffTimeKnown)} · {match.competitionName}
        {match.matchday ? ` · ${match.matchday}. Spieltag` : ""}
      </p>
    </div>
  );
}

/**
 * The live ticker, newest first. A ticker still empty stays in the widget with a note, so the first entry a reporter
 * writes appears in it; a competition without a ticker says so.
 */
export function WidgetTicker({ matchId, ticker }: { matchId: string; ticker: MatchPage["ticker"] }) {
  if (!ticker.visible) return <p className="widget__empty">Für diesen Wettbewerb gibt es keinen Liveticker.</p>;
  return (
    <section aria-labelledby="widget-ticker-title">
      <h2 id="widget-ticker-title" className="widget__subtitle">
        Liveticker
      </h2>
      {ticker.tickers.length === 0 ? (
        <p className="widget__empty widget__ticker-empty">
          Noch keine Einträge: Sie erscheinen hier, sobald sie geschrieben sind.
        </p>
      ) : null}
      <ol className="widget__ticker" reversed data-live-ticker={matchId}>
        <TickerEntries entries={ticker.tickers} />
      </ol>
      <p className="widget__when">© {ticker.copyright}</p>
    </section>
  );
}

/** Goals with the running score, cards and substitutions in the order they happened (the match page's list). */
export function WidgetEvents({ report, match }: { report: Report; match: Match }) {
  const events = shownEvents(report.events);
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="widget-events-title">
      <h2 id="widget-events-title" className="widget__subtitle">
        Spielverlauf
      </h2>
      <ol className="widget__list">
        {events.map((event) => (
          <li key={event.id} className="widget__event">
            <span className="widget__minute">{eventMinute(event)}</span>
            <span>
              {EVENT_LABELS[event.type] ?? "Ereignis"}: <EventText event={event} Link={WidgetLink} />{" "}
              <span className="widget__when">
                ({(event.side === "home" ? match.homeTeam?.name : match.guestTeam?.name) ?? ""})
              </span>
            </span>
            {event.score ? (
              <span className="widget__score">
                {event.score.home}:{event.score.guest}
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

function SheetName({ player }: { player: SheetPlayer }) {
  const name = [player.firstName, player.lastName].filter(Boolean).join(" ");
  const href = player.playerId
    ? playerLink({ playerId: player.playerId, firstname: player.firstName, lastname: player.lastName })
    : null;
  return href ? <WidgetLink href={href}>{name}</WidgetLink> : name;
}

/** Both starting line-ups and substitutes, where the report shows them. */
export function WidgetLineups({ report, match }: { report: Report; match: Match }) {
  if (!report.lineupAvailable) return null;
  const sides = [
    { side: report.home, name: match.homeTeam?.name ?? "Heim" },
    { side: report.guest, name: match.guestTeam?.name ?? "Gast" },
  ];
  return (
    <section aria-labelledby="widget-lineups-title">
      <h2 id="widget-lineups-title" className="widget__subtitle">
        Aufstellungen
      </h2>
      <div className="widget__sheets">
        {sides.map(({ side, name }) => (
          <div key={name}>
            <h3 className="widget__sheet-title">{name}</h3>
            <ul className="widget__sheet">
              {side.players.map((player) => (
                <li key={`${player.number}-${player.lastName}-${player.firstName}`}>
                  <span className="widget__minute">{player.number ?? ""}</span> <SheetName player={player} />
                  {player.substitute ? <span className="widget__when"> (Ersatz)</span> : null}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
