import { BadRequestError } from "@spielfeld/api-client";
import { notFound } from "next/navigation";
import { CalendarLinks } from "@/components/calendar/calendar-links";
import { LiveUpdates } from "@/components/live/live-updates";
import { ByeLine } from "@/components/matches/bye-line";
import { teamsWithBye } from "@/components/matches/byes";
import { MatchList } from "@/components/matches/match-list";
import { AppLink } from "@/components/ui/app-link";
import { getCompetitionMatchDay } from "@/lib/api/competitions";
import { formatDate } from "@/lib/dates";
import { type CompetitionView, viewHref } from "./load-competition";

interface MatchdaySectionProps {
  competitionId: string;
  path: string;
  view: CompetitionView;
}

/** One matchday (or round): navigation, results and fixtures, and the teams without a match. */
export async function MatchdaySection({ competitionId, path, view }: MatchdaySectionProps) {
  // A matchday the plan does not have (the API's 400) names no page: a 404, not the current matchday again.
  const data = await getCompetitionMatchDay({ staffel: competitionId, spieltag: view.matchday }).catch((error) => {
    if (error instanceof BadRequestError) notFound();
    throw error;
  });
  const index = data.matchDays.findIndex((day) => day.number === data.matchday);
  const current = data.matchDays[index];
  const previous = index > 0 ? data.matchDays[index - 1] : undefined;
  const next = index >= 0 && index < data.matchDays.length - 1 ? data.matchDays[index + 1] : undefined;
  const unit = data.competition.roundBased ? "Runde" : "Spieltag";
  const title = current?.name ?? `${data.matchday}. ${unit}`;
  const span =
    current?.startsOn && current.endsOn && current.startsOn !== current.endsOn
      ? `${formatDate(current.startsOn)} bis ${formatDate(current.endsOn)}`
      : current?.startsOn
        ? formatDate(current.startsOn)
        : null;
  const linkTo = (matchday: number) => viewHref(path, { ...view, matchday });
  // The current matchday, while it is still to be played or running, follows its reporters live.
  const followsLive =
    data.matchday === data.currentMatchday &&
    data.matches.some((match) => match.live || match.matchStatus === "scheduled");
  return (
    <section className="competition__section matchday-section" aria-labelledby="matchday-title">
      {followsLive ? <LiveUpdates scopes={{ competitions: [competitionId] }} /> : null}
      <h2 id="matchday-title">
        {title}
        {data.matchday === data.currentMatchday ? <span className="competition__badge"> aktuell</span> : null}
      </h2>
      {span ? <p className="competition__meta">{span}</p> : null}
      <nav className="matchday-nav" aria-label={`${unit} wählen`}>
        {previous ? (
          <AppLink className="matchday-nav__step" href={linkTo(previous.number)} rel="prev" scroll={false}>
            <span aria-hidden="true">‹</span>
            <span className="matchday-nav__name">{previous.name}</span>
          </AppLink>
        ) : (
          <span />
        )}
        <form className="matchday-nav__form" action={path} method="get">
          {view.variant !== "gesamt" ? <input type="hidden" name="tabelle" value={view.variant} /> : null}
          <label htmlFor="matchday-select" className="matchday-nav__label">
            {unit}
          </label>
          <select id="matchday-select" className="select" name="spieltag" defaultValue={String(data.matchday)}>
            {data.matchDays.map((day) => (
              <option key={day.number} value={day.number}>
                {day.name}
                {day.number === data.currentMatchday ? " (aktuell)" : ""}
              </option>
            ))}
          </select>
          <button type="submit" className="button button--secondary button--small">
            Anzeigen
          </button>
        </form>
        {next ? (
          <AppLink
            className="matchday-nav__step matchday-nav__step--next"
            href={linkTo(next.number)}
            rel="next"
            scroll={false}
          >
            <span className="matchday-nav__name">{next.name}</span>
            <span aria-hidden="true">›</span>
          </AppLink>
        ) : (
          <span />
        )}
      </nav>
      <MatchList matches={data.matches} label={`Spiele: ${title}`} />
      <ByeLine teams={teamsWithBye(data.matches, data.byeTeams)} />
      <CalendarLinks
        feed={{ operation: "getCompetitionCalendar", parameters: { staffel: competitionId } }}
        label={`alle Spiele des Wettbewerbs`}
        fileName={`spielplan-wettbewerb-${competitionId}`}
      />
    </section>
  );
}
