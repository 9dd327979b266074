import type { Static } from "typebox";
import type { Database } from "../../db/database.js";
import { berlinDate } from "../../lib/berlin-day.js";
import { getFairPlayTable, getScorerTable } from "../competitions/lists.service.js";
import { type CompetitionRow, hasTable } from "../shared/competition-rows.repository.js";
import type { ServiceContext } from "../shared/context.js";
import { mediaUrl } from "../shared/links.js";
import * as matchRepository from "../shared/match-rows.repository.js";
import { type NewsLinks, toNewsArticle } from "../shared/news-article.mapper.js";
import { visibleLogoId } from "../shared/privacy.js";
import { findCupWins, findTablePlaces, placeKey } from "../shared/standings-read.js";
import * as teamMatches from "../shared/team-matches.repository.js";
import { toWireMatches } from "../shared/wire-matches.js";
import { getTable } from "../shared/wire-tables.js";
import type { getTeamProfileConfigSchema, getTeamProfileSchema, TeamSuccess } from "./profile.schemas.js";
import { pickHighestResults, summariseTeamMatches } from "./statistics.service.js";
import {
  hasKickedOff,
  isBye,
  isFairPlayTableShown,
  loadTeam,
  loadTeamCompetitions,
  pickLeague,
  profileConfigOf,
  type TeamCompetitionEntry,
  type TeamContext,
  toTeamCompetition,
} from "./team-context.js";
import { findHomeVenue, listLatestTeamArticles, listTeamOfficials, type TeamSeasonRow } from "./teams.repository.js";

type TeamProfile = Static<(typeof getTeamProfileSchema)["response"][200]>;
type WireTeamSuccess = Static<typeof TeamSuccess.schema>;

const PROFILE_MATCHES = 5;
const PROFILE_ARTICLES = 5;
/** All of a team's lines in its league's scorer list. */
const WHOLE_LIST = 100_000;

async function findTableEntry(context: ServiceContext, league: CompetitionRow, teamSeasonId: string) {
  const table = await getTable(context, league.competition.id, undefined);
  const entry = table.entries.find((row) => row.teamId === teamSeasonId);
  return entry ? { compoundId: league.competition.id, competitionName: league.competition.name, entry } : null;
}

async function findFairPlayEntry(context: ServiceContext, league: CompetitionRow | null, teamSeasonId: string) {
  if (!league || !isFairPlayTableShown(league)) return null;
  const table = await getFairPlayTable(context, league.competition.id);
  const entry = table.entries.find((row) => row.teamId === teamSeasonId);
  return entry ? { compoundId: league.competition.id, competitionName: league.competition.name, entry } : null;
}

async function findScorerEntries(context: ServiceContext, league: CompetitionRow | null, teamSeasonId: string) {
  if (!league?.competition.hasScorers) return null;
  const list = await getScorerTable(context, league.competition.id, 0, WHOLE_LIST, teamSeasonId);
  return { compoundId: league.competition.id, competitionName: league.competition.name, entries: list.entries };
}

/**
 * The team's seasons that have ended: its final place in every league with a table, and the cups whose final it
 * won. Newest season first.
 */
async function getTeamSuccess(
  db: Database,
  ended: TeamSeasonRow[],
  entries: TeamCompetitionEntry[],
): Promise<WireTeamSuccess[]> {
  const bySeasonTeam = new Map(ended.map((row) => [row.teamSeason.id, row]));
  const [places, cupWins] = await Promise.all([findTablePlaces(db, entries), findCupWins(db, entries)]);
  return entries
    .map(({ teamSeasonId, competition }): WireTeamSuccess | null => {
      const season = bySeasonTeam.get(teamSeasonId)!.season;
      const base = {
        season: season.id,
        seasonLabel: season.label,
        compoundId: competition.competition.id,
        competitionName: competition.competition.name,
        competitionType: competition.competitionType.basicType,
      };
      if (hasTable(competition)) {
        const place = places.get(placeKey(competition.competition.id, teamSeasonId));
        if (!place) return null;
        const { position, zone } = place.entry;
        const achievement =
          position === 1 ? "champion" : zone === "promotion" || zone === "promotionPlayoff" ? "promotion" : null;
        return { ...base, position, zone, achievement };
      }
      const won = cupWins.has(placeKey(competition.competition.id, teamSeasonId));
      return won ? { ...base, position: null, zone: null, achievement: "cupWinner" } : null;
    })
    .filter((entry): entry is WireTeamSuccess => entry !== null)
    .sort((left, right) => right.season.localeCompare(left.season));
}

function toTeamPositions(officials: Awaited<ReturnType<typeof listTeamOfficials>>) {
  return officials.map((official) => ({
    functionName: official.functionName,
    firstName: official.firstName,
    lastName: official.lastName,
    ...(official.isContactPublic && official.email ? { email: official.email } : {}),
    ...(official.isContactPublic && official.phone ? { phone: official.phone } : {}),
  }));
}

function teamHeader({ selected }: TeamContext, links: NewsLinks) {
  const logoId = visibleLogoId(selected.club);
  return {
    teamPermanentId: selected.team.id,
    teamSeasonId: selected.teamSeason.id,
    season: selected.season.id,
    teamName: selected.teamSeason.name,
    teamType: selected.teamType.name,
    teamTypeId: selected.teamType.id,
    clubId: selected.club.id,
    clubName: selected.club.name,
    clubLogoUrl: mediaUrl(links, logoId),
    imageUrl: mediaUrl(links, selected.teamSeason.imageMediaId),
  };
}

/** Everything a team page shows; what the team's profile config hides is left out of the answer. */
export async function getTeamProfile(context: ServiceContext, teamId: string): Promise<TeamProfile> {
  const { db, now, links } = context;
  const team = await loadTeam(db, teamId);
  const { selected, seasons } = team;
  const config = profileConfigOf(selected);
  const teamSeasonId = selected.teamSeason.id;
  const today = berlinDate(now);
  // Ended seasons only when the success history is shown; their competitions are read with the current ones.
  const ended = config.history ? seasons.filter((row) => row.season.endsOn < today) : [];
  const [allCompetitions, facts, officials] = await Promise.all([
    loadTeamCompetitions(db, [teamSeasonId, ...ended.map((row) => row.teamSeason.id)]),
    teamMatches.listTeamMatchFacts(db, teamSeasonId),
    listTeamOfficials(db, teamSeasonId),
  ]);
  const competitions = allCompetitions.filter((entry) => entry.teamSeasonId === teamSeasonId);
  const league = pickLeague(competitions.map((entry) => entry.competition));
  const playedIds = facts
    .filter((row) => !isBye(row) && hasKickedOff(row, now))
    .slice(-PROFILE_MATCHES)
    .reverse()
    .map((row) => row.match.id);
  const summary = config.trend ? summariseTeamMatches(teamSeasonId, facts) : undefined;
  const shownIds = [...new Set([...playedIds, ...Object.values(summary?.highestIds ?? {})])].filter(
    (id): id is string => id !== undefined,
  );
  const hidden = Promise.resolve(undefined);
  const [shown, tableEntry, fairplay, scorers, venue, success, articles] = await Promise.all([
    matchRepository.listMatchRowsByIds(db, shownIds).then((rows) => toWireMatches(context, rows)),
    league ? findTableEntry(context, league, teamSeasonId) : null,
    config.fairplay ? findFairPlayEntry(context, league, teamSeasonId) : hidden,
    config.scorers ? findScorerEntries(context, league, teamSeasonId) : hidden,
    config.venue ? findHomeVenue(db, teamSeasonId, selected.club.id) : hidden,
    config.history
      ? getTeamSuccess(
          db,
          ended,
          allCompetitions.filter((entry) => ended.some((row) => row.teamSeason.id === entry.teamSeasonId)),
        )
      : hidden,
    config.news ? listLatestTeamArticles(db, selected.team.id, 0, PROFILE_ARTICLES) : hidden,
  ]);
  const wireMatches = new Map(shown.map((match) => [match.id, match]));
  const highest = summary && pickHighestResults(summary.highestIds, wireMatches);
  return {
    ...teamHeader(team, links),
    competitions: competitions.map((entry) => toTeamCompetition(entry.competition)),
    lastMatches: playedIds.map((id) => wireMatches.get(id)!),
    tableEntry,
    ...(fairplay !== undefined ? { fairplayTableEntry: fairplay } : {}),
    ...(scorers !== undefined ? { scorerTableEntries: scorers } : {}),
    ...(venue !== undefined ? { venue } : {}),
    ...(highest !== undefined ? { teamStatistic: highest } : {}),
    ...(success !== undefined ? { teamSuccess: success } : {}),
    config,
    ...(articles !== undefined ? { articles: articles.map((row) => toNewsArticle(row, links)) } : {}),
    teamPositions: toTeamPositions(officials),
  };
}

export async function getTeamProfileConfig(
  context: ServiceContext,
  teamId: string,
): Promise<Static<(typeof getTeamProfileConfigSchema)["response"][200]>> {
  const { selected } = await loadTeam(context.db, teamId);
  return {
    teamPermanentId: selected.team.id,
    teamSeasonId: selected.teamSeason.id,
    season: selected.season.id,
    config: profileConfigOf(selected),
  };
}
