import type { WirePlayerPerformance } from "../players/performance.schemas.js";
import { getPlayerPerformanceV2 } from "../players/performance.service.js";
import { loadPlayerByRef } from "../players/player-context.js";
import type { WirePlayerFeverCurve, WirePlayerProfile } from "../players/players.schemas.js";
import { getPlayerProfile } from "../players/profile.service.js";
import { getPlayerFeverCurve } from "../players/success.service.js";
import type { ServiceContext } from "../shared/context.js";
import { unlessNotFound } from "./page-parts.js";

/**
 * The website's player page in one answer: what getPlayerProfile, getPlayerPerformanceV2 (the current season) and
 * getFevercurveByPlayer (each of today's teams) answer, computed by those very services, so the privacy settings
 * are enforced once, where they always are.
 */
export async function getPlayerPage(context: ServiceContext, userid: string) {
  const row = await loadPlayerByRef(context, userid);
  const profile: WirePlayerProfile = await getPlayerProfile(context, row);
  const playerId = row.player.id;
  const [seasonMatches, feverCurves] = await Promise.all([
    profile.performance
      ? unlessNotFound<WirePlayerPerformance>(() => getPlayerPerformanceV2(context, { userid: playerId }))
      : null,
    Promise.all(
      profile.teams.map(async (team) => ({
        teamSeasonId: team.teamSeasonId,
        curve: await unlessNotFound<WirePlayerFeverCurve>(() =>
          getPlayerFeverCurve(context, playerId, team.teamSeasonId),
        ),
      })),
    ),
  ]);
  return { profile, seasonMatches, feverCurves };
}
