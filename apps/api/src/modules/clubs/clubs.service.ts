import { toSlug } from "@spielfeld/football";
import type { Static, TSchema } from "typebox";
import type { Database } from "../../db/database.js";
import { berlinDay } from "../../lib/berlin-day.js";
import { ApiError } from "../../plugins/errors.js";
import { resolveSeason } from "../competitions/selection.context.js";
import { visibleClubEmail } from "../shared/club-privacy.js";
import { findCompetition } from "../shared/competition-rows.repository.js";
import type { ServiceContext } from "../shared/context.js";
import { type LinkBase, mediaUrl } from "../shared/links.js";
import { visibleLogoId } from "../shared/privacy.js";
import { findTablePlaces, placeKey } from "../shared/standings-read.js";
import { toWireMatches } from "../shared/wire-matches.js";
import * as clubSearch from "./club-search.repository.js";
import * as repository from "./clubs.repository.js";
import {
  CLUB_FIXTURES_PAGE_SIZE,
  type ClubInfo,
  type ClubSummary,
  type ClubTeam,
  type getAppClubTeamsByClubId2Schema,
  type getClubFixturesSchema,
  type getClubsBySearch1Schema,
  type getClubTeamsSuccessSchema,
} from "./clubs.schemas.js";

type Response<T extends { response: { 200: TSchema } }> = Static<T["response"][200]>;
type ClubTeamWire = Static<typeof ClubTeam.schema>;
type ClubInfoWire = Static<typeof ClubInfo.schema>;
type ClubSummaryWire = Static<typeof ClubSummary.schema>;

/** The kinds of competition a club's teams are grouped by; other kinds (cups, friendlies) stay with the field teams. */
type TeamGroup = "championship" | "indoor" | "futsal" | "beach";
const GROUP_OF_COMPETITION_TYPE: Partial<Record<string, TeamGroup>> = {
  Championship: "championship",
  MatchAfternoon: "championship",
  IndoorTournament: "indoor",
  FutsalLeague: "futsal",
  Beachsoccer: "beach",
};
const groupOf = (competitionType: string) => GROUP_OF_COMPETITION_TYPE[competitionType];

async function loadClub(db: Database, clubId: string): Promise<repository.ClubRow> {
  const club = await repository.findClub(db, clubId);
  if (!club) throw new ApiError("not_found", `Unknown club "${clubId}"`);
  return club;
}

interface LogoColumns {
  logoMediaId: string | null;
  isLogoPrivate: boolean;
}

/** A private logo's address never leaves the API. */
function toLogo(club: LogoColumns, links: LinkBase) {
  const logoId = visibleLogoId(club);
  return { logoPrivate: club.isLogoPrivate, logoId, logoUrl: mediaUrl(links, logoId) };
}

function toSummary(
  club: LogoColumns & { id: string; name: string; shortName: string; postalCode: string | null; city: string | null },
  associationName: string,
  links: LinkBase,
): ClubSummaryWire {
  return {
    id: club.id,
    name: club.name,
    shortName: club.shortName,
    nameSlug: toSlug(club.name),
    ...toLogo(club, links),
    postalCode: club.postalCode,
    city: club.city,
    associationName,
  };
}

/** The club's teams of the given seasons (all without), each with the competitions it is entered in. */
async function loadClubTeams(db: Database, clubId: string, seasonIds?: string[]) {
  const rows = await repository.listClubTeamSeasons(db, clubId, seasonIds);
  const entries = await repository.listTeamCompetitions(
    db,
    rows.map((row) => row.teamId),
  );
  return rows.map(({ seasonId, ...team }) => ({
    seasonId,
    team: {
      ...team,
      competitions: entries
        .filter((entry) => entry.teamSeasonId === team.teamId)
        .map(({ teamSeasonId: _teamSeasonId, ...competition }) => competition),
    } satisfies ClubTeamWire,
  }));
}

/**
 * Teams by kind of competition. A team in several kinds is in each list with that kind's competitions; a field
 * team without a league, indoor, futsal or beach entry (only cups or friendlies, or none yet) counts as a
 * championship team, with its other competitions.
 */
function groupTeams(teams: ClubTeamWire[]): Record<TeamGroup, ClubTeamWire[]> {
  const groups: Record<TeamGroup, ClubTeamWire[]> = { championship: [], indoor: [], futsal: [], beach: [] };
  for (const team of teams) {
    const kinds = new Set(team.competitions.map((competition) => groupOf(competition.competitionType)));
    const isFieldTeam =
      kinds.has("championship") || !(kinds.has("indoor") || kinds.has("futsal") || kinds.has("beach"));
    for (const group of ["indoor", "futsal", "beach"] as const) {
      if (!kinds.has(group)) continue;
      groups[group].push({
        ...team,
        competitions: team.competitions.filter((c) => groupOf(c.competitionType) === group),
      });
    }
    if (isFieldTeam) {
      const competitions = team.competitions.filter(
        (c) => (groupOf(c.competitionType) ?? "championship") === "championship",
      );
      groups.championship.push({ ...team, competitions });
    }
  }
  return groups;
}

const toSeason = ({ id, label, isCurrent }: { id: string; label: string; isCurrent: boolean }) => ({
  id,
  label,
  isCurrent,
});

export async function getClubInfo(
  context: ServiceContext,
  clubId: string,
  seasonId: string | undefined,
): Promise<ClubInfoWire> {
  const { db, links } = context;
  const [club, { season }, venues] = await Promise.all([
    loadClub(db, clubId),
    resolveSeason(db, seasonId),
    repository.listClubVenues(db, clubId),
  ]);
  const teams = await loadClubTeams(db, clubId, [season.id]);
  const email = visibleClubEmail(club);
  return {
    id: club.id,
    name: club.name,
    shortName: club.shortName,
    nameSlug: toSlug(club.name),
    number: club.number,
    colors: club.colors,
    url: club.website,
    ...(email === null ? {} : { email }),
    address: { street: club.street, postalCode: club.postalCode, city: club.city },
    contact: { name: club.contactName, phone: club.phone },
    association: club.association,
    kreis: club.kreisName,
    foundedYear: club.foundedYear,
    ...toLogo(club, links),
    venues,
    season: toSeason(season),
    teams: groupTeams(teams.map((entry) => entry.team)),
  };
}

export async function getClubTeams(
  context: ServiceContext,
  clubId: string,
  seasonId: string | undefined,
): Promise<Response<typeof getAppClubTeamsByClubId2Schema>> {
  const { db } = context;
  const [club, { season }] = await Promise.all([loadClub(db, clubId), resolveSeason(db, seasonId)]);
  const teams = await loadClubTeams(db, clubId, [season.id]);
  return { clubId: club.id, clubName: club.name, season: toSeason(season), teams: teams.map((entry) => entry.team) };
}

export async function getClubFixtures(
  context: ServiceContext,
  clubId: string,
  query: { seasonId?: string; offset: number },
): Promise<Response<typeof getClubFixturesSchema>> {
  const { db, now } = context;
  const [club, { season }] = await Promise.all([loadClub(db, clubId), resolveSeason(db, query.seasonId)]);
  const teamIds = (await repository.listClubTeamSeasons(db, club.id, [season.id])).map((team) => team.teamId);
  const [rows, counts] = await Promise.all([
    repository.listMatchPage(db, teamIds, query.offset, CLUB_FIXTURES_PAGE_SIZE),
    repository.countMatches(db, teamIds, berlinDay(now).start),
  ]);
  return {
    clubId: club.id,
    season: toSeason(season),
    matches: await toWireMatches(context, rows),
    offset: query.offset,
    max: CLUB_FIXTURES_PAGE_SIZE,
    total: counts.total,
    more: query.offset + rows.length < counts.total,
    // Matches are ordered by kickoff with unknown kickoffs last, so the earlier ones are exactly the first ones.
    upcomingIndex: counts.earlier < counts.total ? counts.earlier : null,
  };
}

type SuccessResponse = Response<typeof getClubTeamsSuccessSchema>;
type SuccessEntry = SuccessResponse["championship"][number];

export async function getClubTeamsSuccess(
  context: ServiceContext,
  clubId: string,
  seasonId: string | undefined,
): Promise<SuccessResponse> {
  const { db, links } = context;
  const [club, { season, seasons }] = await Promise.all([loadClub(db, clubId), resolveSeason(db, seasonId)]);
  const labels = new Map(seasons.map((row) => [row.id, row.label]));
  const teams = await loadClubTeams(db, clubId, seasonId === undefined ? undefined : [season.id]);
  const lists: Record<TeamGroup, SuccessEntry[]> = { championship: [], indoor: [], futsal: [], beach: [] };
  const grouped = teams.flatMap(({ seasonId: teamSeasonId, team }) =>
    team.competitions.flatMap((competition) => {
      const group = groupOf(competition.competitionType);
      return group ? [{ teamSeasonId, team, competition, group }] : [];
    }),
  );
  const competitions = await Promise.all(grouped.map((entry) => findCompetition(db, entry.competition.compoundId)));
  const places = await findTablePlaces(
    db,
    grouped.flatMap((entry, index) => {
      const competition = competitions[index];
      return competition ? [{ competition, teamSeasonId: entry.team.teamId }] : [];
    }),
  );
  for (const { teamSeasonId, team, competition, group } of grouped) {
    const place = places.get(placeKey(competition.compoundId, team.teamId));
    lists[group].push({
      season: { id: teamSeasonId, label: labels.get(teamSeasonId) ?? teamSeasonId },
      teamId: team.teamId,
      teamPermanentId: team.teamPermanentId,
      teamName: team.teamName,
      teamTypeName: team.teamTypeName,
      compoundId: competition.compoundId,
      competitionName: competition.name,
      leagueLevel: competition.leagueLevel,
      position: place?.entry.position ?? null,
      points: place?.entry.points ?? null,
      matchesPlayed: place?.entry.matchesPlayed ?? null,
      zone: place?.entry.zone ?? null,
      finalTable: place?.isFinalTable ?? false,
      champion: place?.isFinalTable === true && place.entry.position === 1,
    });
  }
  return {
    club: toSummary(club, club.association.name, links),
    championship: lists.championship,
    indoorChampionship: lists.indoor,
    futsal: lists.futsal,
    beachSoccer: lists.beach,
  };
}

export async function searchClubs(
  context: ServiceContext,
  query: { text?: string; plz?: string; max: number },
): Promise<Response<typeof getClubsBySearch1Schema>> {
  const { db, links } = context;
  if (query.text === undefined && query.plz === undefined) {
    throw new ApiError("bad_request", 'Missing query parameter "text" (or "plz")');
  }
  const rows = await clubSearch.searchClubs(db, { text: query.text, postalCode: query.plz, max: query.max });
  const total = rows[0]?.total ?? 0;
  return {
    items: rows.map((row) => toSummary(row, row.associationName, links)),
    max: query.max,
    total,
    more: total > rows.length,
  };
}
