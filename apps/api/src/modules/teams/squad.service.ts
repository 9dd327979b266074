import type { Static } from "typebox";
import { berlinDate } from "../../lib/berlin-day.js";
import type { ServiceContext } from "../shared/context.js";
import { type LinkBase, mediaUrl } from "../shared/links.js";
import {
  areCardsShown,
  isDateOfBirthShown,
  isNationalityShown,
  isPerformanceShown,
  isPersonPublic,
  isSquadShown,
} from "../shared/privacy.js";
import type { TeamSquad, WireSquadEntry } from "./squad.schemas.js";
import { loadTeam } from "./team-context.js";
import { listSquad, listSquadStatistics, type SquadRow } from "./teams.repository.js";

export type SquadView = "squad" | "arrivals" | "departures";
type SquadStatistics = Awaited<ReturnType<typeof listSquadStatistics>>;

/** Who a view lists on a given day, and in which order. */
function selectView(rows: SquadRow[], view: SquadView, today: string): SquadRow[] {
  const latestFirst = (date: (row: SquadRow) => string | null) => (left: SquadRow, right: SquadRow) =>
    (date(right) ?? "").localeCompare(date(left) ?? "");
  if (view === "arrivals") {
    return rows.filter((row) => row.membership.joinedOn !== null).sort(latestFirst((row) => row.membership.joinedOn));
  }
  if (view === "departures") {
    return rows.filter((row) => row.membership.leftOn !== null).sort(latestFirst((row) => row.membership.leftOn));
  }
  return rows.filter((row) => row.membership.leftOn === null || row.membership.leftOn > today);
}

function toEntry(row: SquadRow, statistics: SquadStatistics | null, links: LinkBase): WireSquadEntry {
  const { membership, player } = row;
  const events = statistics?.events.find((counts) => counts.playerId === player.id);
  const appearances = statistics?.appearances.find((counts) => counts.playerId === player.id);
  const showsCards = areCardsShown(player);
  return {
    playerId: player.id,
    firstName: player.firstName,
    lastName: player.lastName,
    imageUrl: mediaUrl(links, row.imageMediaId),
    jerseyNumber: membership.jerseyNumber,
    position: membership.position,
    captain: membership.isCaptain,
    keeper: membership.position === "goalkeeper",
    dateOfBirth: isDateOfBirthShown(player) ? player.dateOfBirth : null,
    nationality: isNationalityShown(player) ? player.nationality : null,
    joinedOn: membership.joinedOn,
    leftOn: membership.leftOn,
    arrivedFrom: row.fromClub ? { clubId: row.fromClub.id, clubName: row.fromClub.name } : null,
    departedTo: row.toClub ? { clubId: row.toClub.id, clubName: row.toClub.name } : null,
    statistics:
      statistics && isPerformanceShown(player)
        ? {
            matches: appearances?.matches ?? 0,
            goals: events?.goals ?? 0,
            yellowCards: showsCards ? (events?.yellowCards ?? 0) : null,
            yellowRedCards: showsCards ? (events?.yellowRedCards ?? 0) : null,
            redCards: showsCards ? (events?.redCards ?? 0) : null,
          }
        : null,
  };
}

/**
 * A season's squad, arrivals or departures. An unpublished squad answers with `publishData: false` and no
 * entries; players whose profile is not public are left out; dates of birth, nationality, statistics and cards
 * only as each player allows.
 */
export async function getTeamSquad(
  context: ServiceContext,
  teamId: string,
  seasonId: string,
  view: SquadView,
  /** The team admin's preview: the squad as the public would see it once published. */
  asPublished = false,
): Promise<Static<typeof TeamSquad.schema>> {
  const { db, now, links } = context;
  const { selected } = await loadTeam(db, teamId, seasonId);
  const teamSeason = selected.teamSeason;
  const rows = await listSquad(db, teamSeason.id);
  const isPublished = asPublished || isSquadShown(teamSeason);
  const withStatistics = isPublished && selected.teamType.hasResults;
  const shown = isPublished ? selectView(rows, view, berlinDate(now)).filter((row) => isPersonPublic(row.player)) : [];
  const statistics = withStatistics && shown.length > 0 ? await listSquadStatistics(db, teamSeason.id) : null;
  return {
    season: selected.season.id,
    teamSeasonId: teamSeason.id,
    teamPermanentId: selected.team.id,
    entries: shown.map((row) => toEntry(row, statistics, links)),
    withStatitisticData: withStatistics,
    publishData: isSquadShown(teamSeason),
    publishable: rows.length > 0,
  };
}
