import { FormLine } from "@/components/matches/form-line";
import { HeadToHeadMeetings } from "@/components/matches/head-to-head";
import { TickerEntries } from "@/components/matches/ticker-entries";
import { ScrollRegion } from "@/components/tables/scroll-region";
import type { MatchPageData } from "./load-match";

/** The live ticker's entries, newest first, as the reporters wrote them; a competition without a ticker shows none. */
export function TickerSection({ matchId, ticker }: { matchId: string; ticker: MatchPageData["ticker"] }) {
  if (!ticker.visible) return null;
  const entries = ticker.tickers;
  // A ticker still empty stays in the page, hidden, for the first entry a reporter writes (live-updates.tsx).
  return (
    <section
      className="match-section"
      aria-labelledby="ticker-title"
      data-live-ticker-section
      hidden={entries.length === 0}
    >
      <h2 id="ticker-title">Liveticker</h2>
      <ol className="ticker" reversed data-live-ticker={matchId}>
        <TickerEntries entries={entries} />
      </ol>
      <p className="match-section__note">© {ticker.copyright}</p>
    </section>
  );
}

/** Both teams before the match: table place, points, form and their earlier meetings (none for a bye). */
export function ComparisonSection({ comparison }: { comparison: MatchPageData["comparison"] }) {
  if (!comparison) return null;
  const { home, guest, headToHead } = comparison;
  return (
    <section className="match-section" aria-labelledby="comparison-title">
      <h2 id="comparison-title">Direkter Vergleich</h2>
      {/* Long team names keep their words: where the three columns cannot fit, the table scrolls sideways. */}
      <ScrollRegion label="Vergleich der beiden Mannschaften">
        <table className="comparison">
          <caption className="visually-hidden">Vergleich der beiden Mannschaften</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">
                <span className="team-name">{home.teamName}</span>
              </th>
              <th scope="col">
                <span className="team-name">{guest.teamName}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Tabellenplatz (aktuell)</th>
              <td>{home.position !== null ? `${home.position}.` : "–"}</td>
              <td>{guest.position !== null ? `${guest.position}.` : "–"}</td>
            </tr>
            <tr>
              <th scope="row">Punkte (aktuell)</th>
              <td>{home.points ?? "–"}</td>
              <td>{guest.points ?? "–"}</td>
            </tr>
            <tr>
              <th scope="row">Form (letzte Spiele, neuestes zuerst)</th>
              <td>
                <FormLine form={home.form} />
              </td>
              <td>
                <FormLine form={guest.form} />
              </td>
            </tr>
            <tr>
              <th scope="row">Siege im direkten Vergleich</th>
              <td>{headToHead.homeTeamWins}</td>
              <td>{headToHead.guestTeamWins}</td>
            </tr>
            <tr>
              <th scope="row">Tore im direkten Vergleich</th>
              <td>{headToHead.homeTeamGoals}</td>
              <td>{headToHead.guestTeamGoals}</td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
      <HeadToHeadMeetings comparison={comparison} listClassName="comparison__meetings" />
    </section>
  );
}
