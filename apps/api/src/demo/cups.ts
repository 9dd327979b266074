import { addDays, berlinTime, nextSaturday } from "./calendar.js";
import type { GeneratorContext } from "./context.js";
import type { Competition } from "./leagues.js";
import { countGoals, emptyMatch, type Match, playMatch } from "./matches.js";
import type { Random } from "./random.js";
import { COMPETITION_TYPE } from "./reference.js";
import type { Team } from "./world.js";

/** Cups are played by men's teams over 90 minutes. */
const REGULAR_MINUTES = 90;

function roundName(teamsLeft: number, round: number): string {
  if (teamsLeft === 2) return "Finale";
  if (teamsLeft === 4) return "Halbfinale";
  if (teamsLeft === 8) return "Viertelfinale";
  if (teamsLeft === 16) return "Achtelfinale";
  return `${round}. Runde`;
}

/** Decides a drawn cup match: straight to penalties in early rounds, extra time first from the quarter-finals. */
function decideDraw(match: Match, random: Random, withExtraTime: boolean, force?: "extra" | "penalties"): void {
  const home = match.homeGoals!;
  const guest = match.guestGoals!;
  let homeExtra = home;
  let guestExtra = guest;
  if (withExtraTime ? force !== "penalties" : force === "extra") {
    const homeGoals = random.poisson(0.35) + (force === "extra" ? 1 : 0);
    const guestGoals = random.poisson(0.3);
    // Extra time is played in minutes 91 to 120; its goals are events like any other.
    const minutes = (side: "home" | "guest", count: number) =>
      Array.from({ length: count }, () => ({ side, minute: random.int(REGULAR_MINUTES + 1, REGULAR_MINUTES + 30) }));
    match.goalMinutes = [...match.goalMinutes, ...minutes("home", homeGoals), ...minutes("guest", guestGoals)].sort(
      (a, b) => a.minute - b.minute,
    );
    homeExtra += homeGoals;
    guestExtra += guestGoals;
    match.homeGoalsExtraTime = homeExtra;
    match.guestGoalsExtraTime = guestExtra;
  }
  if (homeExtra !== guestExtra) return;
  let homePenalties = random.int(2, 5);
  let guestPenalties = random.int(2, 5);
  while (homePenalties === guestPenalties) {
    homePenalties += random.int(0, 1);
    guestPenalties += random.int(0, 1);
  }
  match.homePenaltyGoals = homePenalties;
  match.guestPenaltyGoals = guestPenalties;
}

/** Makes a played match a draw after 90 minutes, keeping its goals and score in step. */
function levelScore(match: Match, random: Random): void {
  const goals = [...match.goalMinutes];
  const count = (side: "home" | "guest") => goals.filter((goal) => goal.side === side).length;
  while (count("guest") > count("home"))
    goals.splice(
      goals.findLastIndex((goal) => goal.side === "guest"),
      1,
    );
  while (count("guest") < count("home")) goals.push({ side: "guest", minute: random.int(1, REGULAR_MINUTES) });
  match.goalMinutes = goals.sort((a, b) => a.minute - b.minute);
  countGoals(match, REGULAR_MINUTES);
}

function winnerOf(match: Match): Team {
  const home = [match.homePenaltyGoals, match.homeGoalsExtraTime, match.homeGoals].find((value) => value !== null) ?? 0;
  const guest =
    [match.guestPenaltyGoals, match.guestGoalsExtraTime, match.guestGoals].find((value) => value !== null) ?? 0;
  return (home ?? 0) >= (guest ?? 0) ? match.home! : match.guest!;
}

/** A knockout cup: rounds are played up to the demo clock; the next round is drawn once the last is complete. */
export function playCup(context: GeneratorContext, cup: Competition, random: Random, forceSpecials: boolean): Match[] {
  let alive = random.shuffle(cup.teams);
  const result: Match[] = [];
  let date = nextSaturday(`${cup.season.startYear}-08-05`);
  for (let round = 1; alive.length > 1; round += 1) {
    const size = 2 ** Math.floor(Math.log2(alive.length));
    const playing = alive.length === size ? alive : alive.slice(0, (alive.length - size) * 2);
    const byes = alive.slice(playing.length);
    const name = roundName(alive.length, round);
    const wednesday = addDays(date, 4);
    cup.matchdays.push({ number: round, name, startsOn: wednesday, endsOn: wednesday });
    const next: Team[] = [];
    for (let i = 0; i + 1 < playing.length; i += 2) {
      const match = emptyMatch(cup, random.id());
      Object.assign(match, {
        matchday: round,
        roundName: name,
        home: playing[i],
        guest: playing[i + 1],
        date: wednesday,
      });
      match.kickoffAt = berlinTime(wednesday, "18:30");
      match.venueId = match.home!.club.venueIds[0] ?? null;
      result.push(match);
      if (match.kickoffAt.getTime() + 3 * 3600_000 > context.now.getTime()) continue;
      playMatch(match, random);
      match.status = "finished";
      match.timeState = "full_time";
      const force = forceSpecials && round === 1 ? (i === 0 ? "penalties" : i === 2 ? "extra" : undefined) : undefined;
      if (force) levelScore(match, random);
      if (match.homeGoals === match.guestGoals) decideDraw(match, random, alive.length <= 8, force);
      next.push(winnerOf(match));
    }
    if (next.length * 2 < playing.length) break;
    alive = [...byes, ...next];
    date = addDays(date, 28);
    // No cup rounds in the winter break: the next round waits for March.
    const nextWednesday = addDays(date, 4);
    if (nextWednesday > `${cup.season.startYear}-11-30` && nextWednesday < `${cup.season.startYear + 1}-03-01`) {
      date = nextSaturday(`${cup.season.startYear + 1}-03-01`);
    }
  }
  return result;
}

/** Cups, indoor and futsal tournaments, friendlies and beach soccer of one season. */
export function planOtherCompetitions(
  world: {
    kreise: Competition["area"][];
    bezirke: Competition["area"][];
    association: Competition["area"];
    teams: Team[];
  },
  season: Competition["season"],
  random: Random,
): Competition[] {
  const menFirst = world.teams.filter((team) => team.teamTypeId === 1 && team.rank === 1);
  const make = (
    name: string,
    typeId: number,
    area: Competition["area"],
    teams: Team[],
    isRoundBased: boolean,
  ): Competition => ({
    id: `${random.id()}-G`,
    name,
    competitionTypeId: typeId,
    teamTypeId: 1,
    levelRank: null,
    area,
    season,
    teams,
    hasResults: true,
    isRoundBased,
    matchdays: [],
  });
  const result: Competition[] = [];
  for (const kreis of world.kreise) {
    const teams = menFirst.filter((team) => team.club.kreis === kreis);
    if (teams.length >= 4) result.push(make(`Kreispokal ${kreis.name}`, COMPETITION_TYPE.cup, kreis, teams, true));
  }
  for (const bezirk of world.bezirke) {
    const teams = random.shuffle(menFirst.filter((team) => team.club.bezirk === bezirk)).slice(0, 6);
    if (teams.length >= 4) {
      result.push(make(`Hallen-Bezirksmeisterschaft ${bezirk.name}`, COMPETITION_TYPE.indoor, bezirk, teams, true));
      result.push(
        make(`Freundschaftsspiele ${bezirk.name}`, COMPETITION_TYPE.friendly, bezirk, random.shuffle(teams), false),
      );
    }
  }
  const futsal = random.shuffle(menFirst).slice(0, 8);
  if (futsal.length >= 4)
    result.push(make("Futsal-Bayernliga", COMPETITION_TYPE.futsal, world.association, futsal, false));
  const beach = random.shuffle(menFirst).slice(0, 6);
  if (beach.length >= 4)
    result.push(make("Beachsoccer-Turnier Bayern", COMPETITION_TYPE.beachSoccer, world.association, beach, true));
  return result;
}
