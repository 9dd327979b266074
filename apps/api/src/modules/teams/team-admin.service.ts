import { randomUUID } from "node:crypto";
import { type CacheTag, cacheTags } from "@spielfeld/cache-tags";
import { ApiError } from "../../plugins/errors.js";
import { findAccountByNickname } from "../shared/accounts-by-nickname.repository.js";
import type { ServiceContext } from "../shared/context.js";
import { mediaUrl } from "../shared/links.js";
import * as repository from "./team-admin.repository.js";
import { loadTeam, profileConfigOf } from "./team-context.js";
import { reencodeTeamImage } from "./team-image.js";

/*
 * Team administration (docs/team-administration.md): what a team's officials do for their team's page. Every call
 * names its team by `team-id` (a permanent or a season's team id), on which the route's `teamAdmin` permission was
 * checked; the handler resolves that very id. A club's admins (admins of any of its teams) appoint the team admins.
 */

type ProfileConfig = ReturnType<typeof profileConfigOf>;

/** The addresses the admin info hands out for the team photo (the team id as given, which the permission checked). */
function imageAddresses(context: ServiceContext, teamId: string) {
  const base = `${context.links.apiUrl}/v1/private`;
  return {
    teamImageUploadUrl: `${base}/uploadTeamImage/team-id/${encodeURIComponent(teamId)}`,
    teamImageDeleteUrl: `${base}/deleteTeamImage/team-id/${encodeURIComponent(teamId)}`,
  };
}

export async function getTeamAdminList(context: ServiceContext, userId: string) {
  const rows = await repository.listAdministeredTeams(context.db, userId);
  return {
    teams: rows.map((row) => ({
      teamId: row.teamId,
      teamName: row.teamName,
      clubId: row.clubId,
      clubName: row.clubName,
      since: row.since.toISOString(),
    })),
  };
}

export async function getTeamAdminInfo(context: ServiceContext, teamId: string) {
  const { db, links } = context;
  const { selected } = await loadTeam(db, teamId);
  const seasons = await repository.listSquadSeasons(db, selected.team.id);
  return {
    teamAdmin: {
      teamPermanentId: selected.team.id,
      teamSeasonId: selected.teamSeason.id,
      teamName: selected.teamSeason.name,
      clubId: selected.club.id,
      clubName: selected.club.name,
      season: selected.season.id,
      imageUrl: mediaUrl(links, selected.teamSeason.imageMediaId),
      config: profileConfigOf(selected),
      squads: seasons.map((row) => ({
        season: row.seasonId,
        seasonLabel: row.seasonLabel,
        teamSeasonId: row.teamSeasonId,
        isCurrent: row.isCurrent,
        publishData: row.isSquadPublic,
        publishable: row.squadSize > 0,
        squadSize: row.squadSize,
      })),
    },
    ...imageAddresses(context, teamId),
  };
}

/** The tags of what a team's page and lists show. */
function teamTags(teamPermanentId: string, clubId: string): CacheTag[] {
  return [cacheTags.team(teamPermanentId), cacheTags.club(clubId), "teams"];
}

/** Publishes or withdraws a season's squad; answers as the squad calls' publication fields. */
export async function publishTeamSquad(context: ServiceContext, teamId: string, seasonId: string, publish: boolean) {
  const { db } = context;
  const { selected } = await loadTeam(db, teamId, seasonId);
  const squads = await repository.listSquadSeasons(db, selected.team.id);
  const squad = squads.find((row) => row.teamSeasonId === selected.teamSeason.id);
  const publishable = (squad?.squadSize ?? 0) > 0;
  if (publish && !publishable) {
    throw new ApiError("conflict", `The squad of season "${seasonId}" has no players to publish`, {
      reason: "nothing-to-publish",
    });
  }
  await repository.setSquadPublic(db, selected.teamSeason.id, publish);
  return {
    result: {
      season: selected.season.id,
      teamSeasonId: selected.teamSeason.id,
      teamPermanentId: selected.team.id,
      publishData: publish,
      publishable,
    },
    // Squad pages, player pages (the squad names them) and the team's page.
    tags: [...teamTags(selected.team.id, selected.club.id), "people" as const],
  };
}

/** Switches the sections of the team's page (the current season's team for a permanent id); the flags sent change. */
export async function updateTeamProfileConfig(context: ServiceContext, teamId: string, change: Partial<ProfileConfig>) {
  const { db } = context;
  const { selected } = await loadTeam(db, teamId);
  const changes = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  const stored = await repository.setProfileConfig(db, selected.teamSeason.id, changes);
  const { news, trend, scorers, fairplay, venue, history } = stored;
  const config: ProfileConfig = { news, trend, scorers, fairplay, venue, history };
  return {
    result: {
      teamPermanentId: selected.team.id,
      teamSeasonId: selected.teamSeason.id,
      season: selected.season.id,
      config,
    },
    tags: teamTags(selected.team.id, selected.club.id),
  };
}

export async function getClubTeamAdmins(context: ServiceContext, clubId: string) {
  const { clubTeams, admins } = await repository.listClubTeamAdmins(context.db, clubId);
  return {
    clubId,
    teams: clubTeams.map((team) => ({
      teamId: team.teamId,
      teamName: team.teamName,
      admins: admins
        .filter((admin) => admin.teamId === team.teamId)
        .map((admin) => ({
          nickname: admin.nickname,
          since: admin.since.toISOString(),
          appointedBy: admin.appointedBy,
        })),
    })),
  };
}

async function clubTeamAndAccount(
  context: ServiceContext,
  clubId: string,
  teamId: string,
  nickname: string,
  activated: boolean,
) {
  const team = await repository.findClubTeam(context.db, clubId, teamId);
  if (!team) {
    throw new ApiError("bad_request", `Invalid field "team-id": the club has no team "${teamId}"`);
  }
  const account = await findAccountByNickname(context.db, nickname, { activated });
  if (!account) {
    throw new ApiError("not_found", `Invalid field "nickname": no active account is called "${nickname}"`);
  }
  return { team, account };
}

/** A club's admin gives an account the administration of one of the club's teams; recorded with who and when. */
export async function addTeamAdmin(
  context: ServiceContext,
  input: { clubId: string; teamId: string; nickname: string; appointedBy: string },
) {
  const { team, account } = await clubTeamAndAccount(context, input.clubId, input.teamId, input.nickname, true);
  await context.db.transaction((tx) => repository.appoint(tx, team.id, account.id, input.appointedBy));
  return getClubTeamAdmins(context, input.clubId);
}

/**
 * Ends an account's administration of one of the club's teams; the end is recorded. Only an admin of that team, or
 * whoever appointed the account, may end it (not every admin of the club), and a team always keeps one admin: no
 * appointment locks the people who run a team out of it.
 */
export async function removeTeamAdmin(
  context: ServiceContext,
  input: { clubId: string; teamId: string; nickname: string; endedBy: string },
) {
  const { team, account } = await clubTeamAndAccount(context, input.clubId, input.teamId, input.nickname, false);
  const outcome = await context.db.transaction(async (tx) => {
    const { adminIds, appointedBy } = await repository.lockTeamAdmins(tx, team.id, account.id);
    if (!adminIds.includes(account.id)) return "not-admin" as const;
    if (!adminIds.includes(input.endedBy) && appointedBy !== input.endedBy) return "forbidden" as const;
    if (adminIds.length <= 1) return "last-admin" as const;
    await repository.endAppointment(tx, team.id, account.id, input.endedBy);
    return "ended" as const;
  });
  if (outcome === "not-admin") {
    throw new ApiError("not_found", `Invalid field "nickname": "${input.nickname}" does not administer this team`);
  }
  if (outcome === "forbidden") {
    throw new ApiError(
      "forbidden",
      "Only an admin of this team, or whoever appointed this admin, may end the appointment",
    );
  }
  if (outcome === "last-admin") {
    throw new ApiError("conflict", "A team keeps at least one admin: appoint another one first", {
      reason: "last-admin",
    });
  }
  return getClubTeamAdmins(context, input.clubId);
}

/**
 * Stores an uploaded photo as the team's (the current season's team for a permanent id), re-encoded without its
 * metadata; the previous photo is removed. Answers the new address.
 */
export async function uploadTeamImage(context: ServiceContext, teamId: string, upload: Buffer) {
  const { db, links } = context;
  const { selected } = await loadTeam(db, teamId);
  const image = await reencodeTeamImage(upload);
  const id = randomUUID().replace(/-/g, "").toUpperCase();
  await db.transaction((tx) => repository.replaceTeamImage(tx, selected.teamSeason.id, { id, ...image }));
  return {
    result: {
      teamPermanentId: selected.team.id,
      teamSeasonId: selected.teamSeason.id,
      imageUrl: mediaUrl(links, id)!,
      width: image.width,
      height: image.height,
    },
    tags: teamTags(selected.team.id, selected.club.id),
  };
}

/** Removes the team's photo (the current season's team for a permanent id). */
export async function deleteTeamImage(context: ServiceContext, teamId: string) {
  const { db } = context;
  const { selected } = await loadTeam(db, teamId);
  const removed = await db.transaction((tx) => repository.replaceTeamImage(tx, selected.teamSeason.id, null));
  if (!removed) throw new ApiError("not_found", "The team has no photo");
  return {
    result: { teamPermanentId: selected.team.id, teamSeasonId: selected.teamSeason.id, imageUrl: null },
    tags: teamTags(selected.team.id, selected.club.id),
  };
}
