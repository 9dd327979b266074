import { createHash } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { playerProfileClaims, promateurOptOuts, promateurPilotLeagues, users } from "../db/schema/index.js";
import { TERMS_VERSION } from "../modules/accounts/accounts.service.js";
import { DEMO_PASSWORD, uuid } from "./content.js";
import type { GeneratorContext } from "./context.js";
import type { Competition } from "./leagues.js";
import type { SquadPlayer } from "./people.js";

/** The men's league levels the demo's promateur pilot covers (1 is the top). */
const PILOT_LEVEL_RANKS = new Set([1, 2]);
/** Of a pilot team's adult squad, every n-th player holds the record with an account that agreed to the tier. */
const CONSENTING_EVERY = 3;

/**
 * The demo's promateur pilot (docs/promateur.md): the current season's top two men's league levels and the demo
 * player's league are pilot leagues; in them, every third squad player of age with a public profile (outside the demo team admin's team, whose records its
 * officials' claims use) holds the record with an account that agreed
 * at registration, and the first of them opted out of the league again. Everyone else is named nowhere in the tier.
 */
export async function generatePromateurPilot(
  context: GeneratorContext,
  leagues: Competition[],
  squads: Map<string, SquadPlayer[]>,
  demoPlayer: { teamId: string; playerId: string } | undefined,
  keptFreeTeamId: string | undefined,
): Promise<void> {
  const { emit } = context;
  const salt = createHash("sha256").update(`${context.options.seed}:promateur-salt`).digest().subarray(0, 16);
  const passwordHash = await hash(DEMO_PASSWORD, { salt });
  const random = context.random.fork("promateur");
  const created = new Date(`${context.currentSeason.startsOn}T10:00:00Z`);
  const pilots = leagues.filter(
    (league) =>
      league.teamTypeId === 1 &&
      league.hasResults &&
      !league.isRoundBased &&
      ((league.levelRank !== null && PILOT_LEVEL_RANKS.has(league.levelRank)) ||
        league.teams.some((team) => team.id === demoPlayer?.teamId)),
  );
  let holder = 0;
  for (const league of pilots) {
    await emit(promateurPilotLeagues, { competitionId: league.id, addedAt: created });
    for (const team of league.teams) {
      if (team.id === keptFreeTeamId) continue;
      const squad = squads.get(team.id) ?? [];
      for (const [index, player] of squad.entries()) {
        if (index % CONSENTING_EVERY !== 1 || !player.isAdultAndPublic || player.id === demoPlayer?.playerId) continue;
        holder += 1;
        const userId = uuid(random);
        await emit(users, {
          id: userId,
          email: `kicker-${holder}@spielfeld.example`,
          passwordHash,
          nickname: `Kicker-${holder}`,
          firstName: "Kicker",
          lastName: String(holder),
          gender: "male",
          dateOfBirth: "1998-01-01",
          postalCode: "80331",
          city: "München",
          playerId: player.id,
          activatedAt: created,
          termsAcceptedAt: created,
          termsVersion: TERMS_VERSION,
          createdAt: created,
        });
        await emit(playerProfileClaims, {
          id: random.id(),
          userId,
          playerId: player.id,
          clubId: team.club.id,
          position: player.position,
          agreesToPromateur: true,
          createdAt: created,
          activatedAt: created,
        });
        if (holder === 1)
          await emit(promateurOptOuts, { playerId: player.id, competitionId: league.id, createdAt: created });
      }
    }
  }
}
