import type { Static, TSchema } from "typebox";
import { ApiError } from "../../plugins/errors.js";
import type { ServiceContext } from "../shared/context.js";
import { toNewsArticle } from "../shared/news-article.mapper.js";
import * as teamMatches from "../shared/team-matches.repository.js";
import { toWireMatches } from "../shared/wire-matches.js";
import type * as schemas from "./fixtures.schemas.js";
import type * as profileSchemas from "./profile.schemas.js";
import {
  hasKickedOff,
  isBye,
  isFriendly,
  loadTeam,
  loadTeamCompetitions,
  profileConfigOf,
  toTeamCompetition,
} from "./team-context.js";
import { listTeamArticles } from "./teams.repository.js";

type Response<T extends { response: { 200: TSchema } }> = Static<T["response"][200]>;

export async function getTeamFixtures(
  context: ServiceContext,
  teamId: string,
  seasonId: string | undefined,
): Promise<Response<typeof schemas.getTeamFixtures1Schema>> {
  const { db } = context;
  const { selected } = await loadTeam(db, teamId, seasonId);
  const rows = await teamMatches.listTeamMatchRows(db, [selected.teamSeason.id]);
  return {
    teamPermanentId: selected.team.id,
    teamSeasonId: selected.teamSeason.id,
    season: selected.season.id,
    matches: await toWireMatches(context, rows),
  };
}

/** The last matches before now and the next ones, in every season of the team; byes are nobody's match. */
export async function getPreviousAndNextMatches(
  context: ServiceContext,
  teamId: string,
  amounts: { before: number; after: number },
): Promise<Response<typeof schemas.getTeamPreviousAndNextMatchesSchema>> {
  const { db, now } = context;
  const { seasons } = await loadTeam(db, teamId);
  const rows = (
    await teamMatches.listTeamMatchRows(
      db,
      seasons.map((row) => row.teamSeason.id),
    )
  ).filter((row) => !isBye(row));
  const past = rows.filter((row) => hasKickedOff(row, now));
  const previous = amounts.before === 0 ? [] : past.slice(-amounts.before);
  const next = rows.filter((row) => !hasKickedOff(row, now)).slice(0, amounts.after);
  const [previousMatches, nextMatches] = await Promise.all([
    toWireMatches(context, previous),
    toWireMatches(context, next),
  ]);
  return { teamPermanentId: seasons[0]!.team.id, previousMatches, nextMatches };
}

export async function getCompetitionsByTeam(
  context: ServiceContext,
  teamId: string,
  seasonId: string | undefined,
): Promise<Response<typeof profileSchemas.getCompetitionsByTeamSchema>> {
  const { db } = context;
  const { selected } = await loadTeam(db, teamId, seasonId);
  const teamSeasonId = selected.teamSeason.id;
  const [competitions, rows] = await Promise.all([
    loadTeamCompetitions(db, [teamSeasonId]),
    teamMatches.listTeamMatchRows(db, [teamSeasonId]),
  ]);
  return {
    teamPermanentId: selected.team.id,
    teamSeasonId,
    season: selected.season.id,
    competitions: competitions
      .filter((entry) => !isFriendly(entry.competition))
      .map((entry) => toTeamCompetition(entry.competition)),
    friendlies: await toWireMatches(
      context,
      rows.filter((row) => row.competitionType.basicType === "Friendly"),
    ),
  };
}

export async function getTeamPermanentIds(
  context: ServiceContext,
  teamId: string,
): Promise<Response<typeof profileSchemas.getTeamPermanentIdsSchema>> {
  const { seasons, selected } = await loadTeam(context.db, teamId);
  return {
    teamId,
    teamPermanentId: selected.team.id,
    clubId: selected.club.id,
    teamSeasons: seasons.map((row) => ({
      teamSeasonId: row.teamSeason.id,
      season: row.season.id,
      seasonLabel: row.season.label,
      name: row.teamSeason.name,
      isCurrent: row.season.isCurrent,
    })),
  };
}

/** A team's news; a team that hides its news has none to list. */
export async function listTeamNews(
  context: ServiceContext,
  teamId: string,
  page: { offset: number; max: number },
): Promise<Response<typeof schemas.getTeamNewsListArticlesSchema>> {
  const { db, links } = context;
  const { selected } = await loadTeam(db, teamId);
  if (!profileConfigOf(selected).news) throw new ApiError("not_found", `Team "${teamId}" does not show its news`);
  const { rows, total } = await listTeamArticles(db, selected.team.id, page.offset, page.max);
  return { articles: rows.map((row) => toNewsArticle(row, links)), offset: page.offset, max: page.max, total };
}
