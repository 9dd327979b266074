import { eq } from "drizzle-orm";
import { players, seasons } from "../../db/schema/index.js";
import { berlinDate } from "../../lib/berlin-day.js";
import { ApiError, invalidParameter } from "../../plugins/errors.js";
import type { ServiceContext } from "../shared/context.js";
import { AGE_OF_CONSENT, ageOn } from "../shared/privacy.js";
import {
  holderAgreement,
  leaguesOfPlayer,
  optedOutLeagues,
  pilotLeagueIds,
  replaceOptOuts,
  resolveSeasonId,
  setHolderAgreement,
} from "../shared/promateur.repository.js";
import * as accounts from "./accounts.repository.js";

/** The record the account holds; a 404 `no-profile` for an account that holds none. */
async function heldRecord(context: ServiceContext, userId: string) {
  const account = await accounts.findAccountById(context.db, userId);
  if (!account) throw new ApiError("unauthorized", "The account no longer exists");
  const [player] =
    account.playerId === null
      ? []
      : await context.db
          .select({ id: players.id, dateOfBirth: players.dateOfBirth })
          .from(players)
          .where(eq(players.id, account.playerId))
          .limit(1);
  if (!player) throw new ApiError("not_found", "This account holds no player profile", { reason: "no-profile" });
  return player;
}

async function currentLeagues(context: ServiceContext, playerId: string) {
  const { db } = context;
  const seasonId = await resolveSeasonId(db, undefined);
  const [[season], leagues, pilots, optOuts] = await Promise.all([
    db.select({ id: seasons.id, label: seasons.label }).from(seasons).where(eq(seasons.id, seasonId)).limit(1),
    leaguesOfPlayer(db, playerId, seasonId),
    pilotLeagueIds(db, seasonId),
    optedOutLeagues(db, playerId),
  ]);
  const pilot = new Set(pilots);
  return {
    season: season!,
    leagues: leagues.map((league) => ({
      competitionId: league.id,
      name: league.name,
      isPilot: pilot.has(league.id),
      optedOut: optOuts.has(league.id),
    })),
  };
}

/** The own record's agreement to the tier and the current season's leagues with their opt-outs. */
export async function getPromateurConsent(context: ServiceContext, userId: string) {
  const player = await heldRecord(context, userId);
  const [agreed, leagues] = await Promise.all([
    holderAgreement(context.db, userId, player.id),
    currentLeagues(context, player.id),
  ]);
  return {
    playerId: player.id,
    ofAge: ageOn(player.dateOfBirth, berlinDate(context.now)) >= AGE_OF_CONSENT,
    agreed,
    ...leagues,
  };
}

/**
 * Agrees or withdraws, and opts out of the named leagues of the current season (opting in to the others). Only a
 * player of age can agree; an opt-out of a league the player does not play in is refused by name. Promateur
 * answers are never cached, so the next one already follows the change.
 */
export async function updatePromateurConsent(
  context: ServiceContext,
  userId: string,
  input: { agrees: boolean; optOuts: readonly string[] | undefined },
) {
  const { db } = context;
  const player = await heldRecord(context, userId);
  if (input.agrees && ageOn(player.dateOfBirth, berlinDate(context.now)) < AGE_OF_CONSENT) {
    throw new ApiError("forbidden", "Only a player of age can agree to the promateur tier", { reason: "too-young" });
  }
  const { leagues } = await currentLeagues(context, player.id);
  const own = leagues.map((league) => league.competitionId);
  const unknown = (input.optOuts ?? []).find((id) => !own.includes(id));
  if (unknown !== undefined) {
    throw invalidParameter("opt-outs", `names "${unknown}", which is not one of your leagues of the current season`);
  }
  await db.transaction(async (tx) => {
    if (!(await setHolderAgreement(tx, userId, player.id, input.agrees)) && input.agrees) {
      throw new ApiError("conflict", "The profile was linked without a claim that could carry the agreement");
    }
    if (input.optOuts !== undefined) await replaceOptOuts(tx, player.id, own, input.optOuts);
  });
  return getPromateurConsent(context, userId);
}
