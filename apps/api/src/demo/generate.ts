import { datasetInfo, pointDeductions, teamSeasons } from "../db/schema/index.js";
import { addDays, berlinTime, nextSaturday } from "./calendar.js";
import { generateContent } from "./content.js";
import { createContext, type DemoOptions, type Emit, type GeneratorContext } from "./context.js";
import { planOtherCompetitions, playCup } from "./cups.js";
import { emitMatchDetails } from "./details.js";
import { type Competition, emitCompetition, generateLeagues } from "./leagues.js";
import { emitMatch, emptyMatch, type Match, scheduleLeague, simulate } from "./matches.js";
import { generateReferees, generateSquads, type Referee, type SquadPlayer } from "./people.js";
import { generatePromateurPilot } from "./promateur.js";
import type { Random } from "./random.js";
import { COMPETITION_TYPE } from "./reference.js";
import { singleRoundRobin } from "./schedule.js";
import {
  applyMatchSpecials,
  createSeasonFlags,
  DECIDED_SPECIALS,
  planTeamSpecials,
  type SeasonFlags,
  specialCandidates,
} from "./specials.js";
import { generateWorld, type World } from "./world.js";

/** Round-robin fixtures of tournaments, futsal and friendlies on their own calendars. */
function scheduleOther(competition: Competition, random: Random): Match[] {
  const year = competition.season.startYear;
  const rounds = singleRoundRobin(competition.teams.length);
  const result: Match[] = [];
  rounds.forEach((round, index) => {
    const number = index + 1;
    let date = `${year}-07-12`;
    let time = "10:00";
    if (competition.competitionTypeId === COMPETITION_TYPE.indoor) {
      date = nextSaturday(`${year + 1}-01-10`);
      time = `${String(10 + Math.floor(index / 2)).padStart(2, "0")}:${index % 2 ? "30" : "00"}`;
    } else if (competition.competitionTypeId === COMPETITION_TYPE.futsal) {
      date = addDays(nextSaturday(`${year}-11-01`), index * 7);
      time = "18:00";
    } else if (competition.competitionTypeId === COMPETITION_TYPE.friendly) {
      date = addDays(`${year}-07-04`, index * 3);
      time = "18:30";
    }
    const name = competition.isRoundBased ? `Vorrunde, ${number}. Runde` : `${number}. Spieltag`;
    if (competition.competitionTypeId !== COMPETITION_TYPE.friendly) {
      competition.matchdays.push({ number, name, startsOn: date, endsOn: date });
    }
    for (const [home, guest] of round) {
      if (home === null || guest === null) continue;
      const match = emptyMatch(competition, random.id());
      const isFriendly = competition.competitionTypeId === COMPETITION_TYPE.friendly;
      Object.assign(match, {
        matchday: isFriendly ? null : number,
        roundName: competition.isRoundBased ? name : null,
        home: competition.teams[home],
        guest: competition.teams[guest],
        date,
      });
      match.kickoffAt = berlinTime(date, time);
      match.venueId = match.home!.club.venueIds[0] ?? null;
      result.push(match);
    }
  });
  return result;
}

interface SeasonPlan {
  leagues: Competition[];
  others: Competition[];
  flags: SeasonFlags;
}

async function emitTeamSeasons(context: GeneratorContext, world: World, plans: Map<string, SeasonPlan>) {
  for (const team of world.teams) {
    for (const season of context.seasons) {
      const flags = plans.get(season.id)!.flags;
      await context.emit(teamSeasons, {
        id: team.seasonIds.get(season.id),
        teamId: team.id,
        seasonId: season.id,
        name: team.name,
        isWithdrawn: flags.withdrawn.has(team),
        isWithoutRating: flags.outOfCompetition.has(team),
        isSquadPublic: team.teamTypeId <= 4 || team.id.charCodeAt(0) % 5 !== 0,
        updatedAt: context.now,
      });
    }
  }
}

interface Detail {
  squads: Map<string, SquadPlayer[]>;
  coaches: Map<string, string>;
  referees: Referee[];
}

async function emitSeasonMatches(
  context: GeneratorContext,
  plan: SeasonPlan,
  isCurrent: boolean,
  detail: Detail,
  topMatches: Match[],
  laterToday: Match[],
  competitionDone: () => void,
) {
  const random = context.random.fork(`matches-${plan.leagues[0]?.season.id ?? ""}`);
  const specialLeagues = specialCandidates(plan.leagues);
  const cupsForced = new Set<Competition>();
  for (const league of [...plan.leagues, ...plan.others]) {
    let fixtures: Match[];
    if (league.competitionTypeId === COMPETITION_TYPE.cup) {
      fixtures = playCup(
        context,
        league,
        random,
        isCurrent && cupsForced.size === 0 && cupsForced.add(league).size === 1,
      );
    } else {
      fixtures =
        league.competitionTypeId === COMPETITION_TYPE.championship ||
        league.competitionTypeId === COMPETITION_TYPE.matchAfternoon
          ? scheduleLeague(league, random)
          : scheduleOther(league, random);
      for (const match of fixtures) simulate(match, context, random);
    }
    const specialIndex = specialLeagues.indexOf(league);
    if (specialIndex >= 0 && specialIndex < 8 && (isCurrent || plan.flags.cutoffs.has(league))) {
      // An ended season's specials are decided (verdicts, ratings): nothing of it may stay pending.
      const variant = isCurrent ? specialIndex : DECIDED_SPECIALS;
      fixtures.push(...applyMatchSpecials(context, league, variant, fixtures, plan.flags, random));
    }
    await emitCompetition(context, league, {
      withdrawalCutoffDate: plan.flags.cutoffs.get(league) ?? null,
      withdrawn: plan.flags.withdrawn,
      outOfCompetition: plan.flags.outOfCompetition,
    });
    for (const match of fixtures) await emitMatch(context, match);
    if (isCurrent) {
      for (const match of fixtures) {
        const hasPlay = ["finished", "live", "provisional", "abandoned"].includes(match.status);
        if (hasPlay) await emitMatchDetails(context, match, detail.squads, detail.coaches, detail.referees, random);
      }
      if (
        league.competitionTypeId === COMPETITION_TYPE.championship &&
        league.levelRank === 1 &&
        league.teamTypeId === 1
      ) {
        topMatches.push(...fixtures);
      }
      for (const match of fixtures) if (isLaterToday(context, match)) laterToday.push(match);
    }
    competitionDone();
  }
  for (const deduction of plan.flags.deductions) {
    await context.emit(pointDeductions, {
      id: random.id(),
      competitionId: deduction.competition.id,
      teamSeasonId: deduction.team.seasonIds.get(deduction.competition.season.id),
      points: deduction.points,
      reason: deduction.reason,
      decidedOn: deduction.decidedOn,
    });
  }
}

/** A match of two teams still to kick off on the demo date (Berlin), after the demo's moment. */
function isLaterToday(context: GeneratorContext, match: Match): boolean {
  return (
    match.status === "scheduled" &&
    match.home !== null &&
    match.guest !== null &&
    match.kickoffAt !== null &&
    match.isKickoffTimeKnown &&
    match.date === context.options.date &&
    match.kickoffAt > context.now
  );
}

/**
 * Generates the whole demo association deterministically and hands every row to `emit`; `progress` hears how many
 * of the seasons' competitions (with their matches, the bulk of the rows) are out.
 */
export async function generateDemo(
  options: DemoOptions,
  emit: Emit,
  progress?: (competitionsDone: number, competitions: number) => void,
): Promise<void> {
  const context = createContext(options, emit);
  const world = await generateWorld(context);
  const plans = new Map<string, SeasonPlan>();
  for (const season of context.seasons) {
    const isCurrent = season === context.currentSeason;
    const leagues = await generateLeagues(context, world, season);
    const others = planOtherCompetitions(world, season, context.random.fork(`others-${season.id}`));
    const flags = createSeasonFlags();
    planTeamSpecials(leagues, isCurrent, flags);
    plans.set(season.id, { leagues, others, flags });
  }
  const competitions = [...plans.values()].reduce((sum, plan) => sum + plan.leagues.length + plan.others.length, 0);
  let competitionsDone = 0;
  const competitionDone = () => progress?.(++competitionsDone, competitions);
  await emitTeamSeasons(context, world, plans);
  const { squads, coaches } = await generateSquads(context, world);
  const referees = await generateReferees(context, world);
  const topMatches: Match[] = [];
  const laterToday: Match[] = [];
  for (const season of context.seasons) {
    const isCurrent = season === context.currentSeason;
    const detail = { squads, coaches, referees };
    await emitSeasonMatches(context, plans.get(season.id)!, isCurrent, detail, topMatches, laterToday, competitionDone);
  }
  const firstSquad = squads.get(world.teams[0]!.id);
  const reportedMatch = laterToday.sort(
    (a, b) => a.kickoffAt!.getTime() - b.kickoffAt!.getTime() || a.id.localeCompare(b.id),
  )[0];
  // The demo player is of age with a public profile (it agreed to the promateur tier at registration).
  const demoPlayer =
    firstSquad?.find((player) => player.position !== "goalkeeper" && player.isAdultAndPublic) ??
    firstSquad?.find((player) => player.position !== "goalkeeper");
  const demoPlayerId = demoPlayer?.id;
  await generateContent(context, world, topMatches, {
    playerId: demoPlayerId,
    // Only a player of age agrees to the promateur tier at registration (the claim carries the agreement).
    playerClubId: demoPlayer?.isAdultAndPublic ? world.teams[0]!.club.id : undefined,
    refereeId: referees[0]?.id,
    competition: plans.get(context.currentSeason.id)!.leagues[0],
    // The demo's team admin has a match to report live: the first one still to kick off on the demo date.
    reportedMatch,
  });
  await generatePromateurPilot(
    context,
    plans.get(context.currentSeason.id)!.leagues,
    squads,
    demoPlayerId ? { teamId: world.teams[0]!.id, playerId: demoPlayerId } : undefined,
    // The team admin's team keeps its records free: its officials walk through players' claims with them.
    reportedMatch?.home?.id ?? world.teams.find((team) => team.teamTypeId === 1)?.id,
  );
  await emit(datasetInfo, {
    key: "demo",
    value: {
      preset: options.preset,
      seed: options.seed,
      date: options.date,
      ...(options.time ? { time: options.time } : {}),
      currentSeason: context.currentSeason.id,
    },
    updatedAt: context.now,
  });
}
