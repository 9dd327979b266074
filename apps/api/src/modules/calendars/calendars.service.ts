import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { type ICalEventData, ICalEventStatus } from "ical-generator";
import type { Database } from "../../db/database.js";
import { ApiError } from "../../plugins/errors.js";
import { type CompetitionRow, loadCompetition } from "../shared/competition-rows.repository.js";
import type { Links, ServiceContext } from "../shared/context.js";
import { toWireMatch } from "../shared/match.mapper.js";
import type { WireMatch } from "../shared/match.schema.js";
import { listCompetitionMatchRows, type MatchRow } from "../shared/match-rows.repository.js";
import { listTeamMatchRows } from "../shared/team-matches.repository.js";
import { loadTeam } from "../teams/team-context.js";
import { findClub, findSeason, type Lineage, listClubTeamSeasonIds, listLineages } from "./calendars.repository.js";

const TIME_ZONE = "Europe/Berlin";
/** Half-time break added to the playing time for an entry's end. */
const BREAK_MINUTES = 15;
/** How often calendar applications should fetch the feed again (X-PUBLISHED-TTL, REFRESH-INTERVAL). */
const REFRESH_SECONDS = 60 * 60;

export interface CalendarFeed {
  /** Suggested file name, ASCII. */
  fileName: string;
  body: string;
}

export async function teamCalendar(
  context: ServiceContext,
  teamId: string,
  seasonId: string | undefined,
): Promise<CalendarFeed> {
  const { db } = context;
  const { selected } = await loadTeam(db, teamId, seasonId);
  const rows = await listTeamMatchRows(db, [selected.teamSeason.id]);
  const name = `${selected.teamSeason.name} (${selected.season.label})`;
  return feed(context, rows, { name, fileName: `spiele-${selected.teamSeason.id}` });
}

export async function clubCalendar(
  context: ServiceContext,
  clubId: string,
  seasonId: string | undefined,
): Promise<CalendarFeed> {
  const { db } = context;
  const [club, season] = await Promise.all([findClub(db, clubId), findSeason(db, seasonId)]);
  if (!club) throw new ApiError("not_found", `Unknown club "${clubId}"`);
  if (!season) throw new ApiError("not_found", `Unknown season "${seasonId}"`);
  const teamSeasonIds = await listClubTeamSeasonIds(db, club.id, season.id);
  const rows = teamSeasonIds.length === 0 ? [] : await listTeamMatchRows(db, teamSeasonIds);
  const name = `${club.name}: alle Spiele (${season.label})`;
  return feed(context, rows, { name, fileName: `spiele-verein-${club.id}` });
}

export async function competitionCalendar(context: ServiceContext, competitionId: string): Promise<CalendarFeed> {
  const { db } = context;
  const competition = await loadCompetition(db, competitionId);
  const rows = await listCompetitionMatchRows(db, competitionId);
  const name = `${competition.competition.name} (${competition.season.label})`;
  return feed(context, rows, { name, fileName: `spiele-wettbewerb-${competitionId}` });
}

async function feed(
  { db, now, links }: ServiceContext,
  rows: MatchRow[],
  calendar: { name: string; fileName: string },
): Promise<CalendarFeed> {
  // A match moved to a replay is shown once, as its replay: the replay carries the first match's identity.
  const shown = rows.filter(
    (row) => row.match.kickoffAt !== null && row.home.teamSeasonId !== null && row.guest.teamSeasonId !== null,
  );
  const replaced = new Set(shown.flatMap((row) => (row.match.rescheduledToMatchId ? [row.match.id] : [])));
  const lineages = new Map(
    (
      await listLineages(
        db,
        shown.flatMap(({ match }) =>
          match.rescheduledFromMatchId ? [{ id: match.id, rescheduledFromMatchId: match.rescheduledFromMatchId }] : [],
        ),
      )
    ).map((lineage) => [lineage.matchId, lineage]),
  );
  const matchMinutes = await matchMinutesOf(
    db,
    shown.map((row) => row.competition.id),
  );
  const host = new URL(links.siteUrl).hostname;
  const document = ical({
    name: calendar.name,
    prodId: { company: "Spielfeld", product: "Spielplan", language: "DE" },
    timezone: { name: TIME_ZONE, generator: getVtimezoneComponent },
    ttl: REFRESH_SECONDS,
  });
  for (const row of shown) {
    // A replay that is not in this feed (another competition) leaves its first match visible.
    if (replaced.has(row.match.id) && shown.some((other) => other.match.rescheduledFromMatchId === row.match.id)) {
      continue;
    }
    document.createEvent(
      toEvent(row, lineages.get(row.match.id), matchMinutes.get(row.competition.id) ?? 90, { host, now, links }),
    );
  }
  return { fileName: `${calendar.fileName}.ics`, body: document.toString() };
}

async function matchMinutesOf(db: Database, competitionIds: string[]): Promise<Map<string, number>> {
  const unique = [...new Set(competitionIds)];
  const competitions: CompetitionRow[] = await Promise.all(unique.map((id) => loadCompetition(db, id)));
  return new Map(competitions.map((row) => [row.competition.id, row.teamType.matchMinutes]));
}

function toEvent(
  row: MatchRow,
  lineage: Lineage | undefined,
  minutes: number,
  context: { host: string; now: Date; links: Links },
): ICalEventData {
  const match = toWireMatch(row, null, context.links);
  // The library writes a zoned entry's wall-clock time as the date object tells it: dates in Berlin time.
  const start = new TZDate(row.match.kickoffAt!, TIME_ZONE);
  const isCalledOff = match.cancelled || match.annulled || (match.rescheduled && !row.match.rescheduledToMatchId);
  const url = `${context.links.siteUrl}/ergebnisse/spiel/-/${encodeURIComponent(row.match.id)}`;
  return {
    id: `${lineage?.rootId ?? row.match.id}@${context.host}`,
    sequence: (lineage?.earlierVersions ?? 0) + row.match.scheduleSequence,
    stamp: context.now,
    lastModified: row.match.updatedAt,
    start,
    ...(row.match.isKickoffTimeKnown
      ? { end: new TZDate(start.getTime() + (minutes + BREAK_MINUTES) * 60_000, TIME_ZONE), timezone: TIME_ZONE }
      : { allDay: true }),
    summary: summaryOf(match, isCalledOff),
    description: descriptionOf(match, url),
    url,
    status: isCalledOff ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    ...(match.venue
      ? {
          location: {
            title: match.venue.name,
            address: [match.venue.street, [match.venue.postalCode, match.venue.city].filter(Boolean).join(" ")]
              .filter(Boolean)
              .join(", "),
          },
        }
      : {}),
  };
}

function summaryOf(match: WireMatch, isCalledOff: boolean): string {
  const pairing = `${match.homeTeam!.name} – ${match.guestTeam!.name}`;
  if (isCalledOff) return `Abgesetzt: ${pairing}`;
  const hasResult = match.matchStatus !== "scheduled" && !match.live && !match.resultPrivate;
  return hasResult && /\d/.test(match.result.text) ? `${pairing} ${match.result.text}` : pairing;
}

function descriptionOf(match: WireMatch, url: string): string {
  const round = match.roundName ?? (match.matchday !== null ? `${match.matchday}. Spieltag` : null);
  return [
    [match.competitionName, round].filter(Boolean).join(", "),
    match.cancellationReason,
    match.kickoffTimeKnown ? null : "Anstoßzeit noch offen",
    url,
  ]
    .filter(Boolean)
    .join("\n");
}
