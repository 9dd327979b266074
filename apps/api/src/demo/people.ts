import {
  players,
  refereeCareerEntries,
  refereeSpecialMatches,
  refereeStatisticTypes,
  referees,
  squadMemberships,
  teamOfficials,
} from "../db/schema/index.js";
import { addDays } from "./calendar.js";
import type { GeneratorContext } from "./context.js";
import { FEMALE_FIRST_NAMES, LAST_NAMES, MALE_FIRST_NAMES, NATIONALITIES } from "./names.js";
import type { Random } from "./random.js";
import { TEAM_TYPES } from "./reference.js";
import type { Area, Team, World } from "./world.js";

export function pickPerson(random: Random, isFemale: boolean): { firstName: string; lastName: string } {
  return {
    firstName: random.pick(isFemale ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES),
    lastName: random.pick(LAST_NAMES),
  };
}

export type Position = "goalkeeper" | "defender" | "midfielder" | "forward";

export interface SquadPlayer {
  id: string;
  position: Position;
  jerseyNumber: number;
  isCaptain: boolean;
  /** Of age and with a public profile on the demo date (the promateur pilot's holders are such players). */
  isAdultAndPublic: boolean;
  /** Only players in the squad on a match date play. */
  joinedOn: string | null;
  leftOn: string | null;
}

export interface Referee {
  id: string;
  name: string;
  bezirkName: string;
  /** Index into REFEREE_LEVELS: the highest class the referee officiates. */
  level: number;
  /** The kickoffs (ms) of the matches the referee is booked for, by date, so no two of them overlap. */
  kickoffs: Map<string, number[]>;
}

const POSITIONS: readonly (readonly [Position, number])[] = [
  ["defender", 6],
  ["midfielder", 7],
  ["forward", 4],
];

function squadSize(teamTypeId: number): number {
  const type = TEAM_TYPES.find((t) => t.id === teamTypeId)!;
  if (!type.hasResults) return 10;
  if (type.isYouth) return 16;
  return teamTypeId === 1 ? 21 : 17;
}

function birthDate(random: Random, seasonStartYear: number, minAge: number, maxAge: number): string {
  const age = random.int(minAge, maxAge);
  const year = seasonStartYear - age;
  return `${year}-${String(random.int(1, 12)).padStart(2, "0")}-${String(random.int(1, 28)).padStart(2, "0")}`;
}

/** Full years of life on a date (both YYYY-MM-DD). */
function ageOn(dateOfBirth: string, date: string): number {
  const years = Number(date.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return date.slice(5) < dateOfBirth.slice(5) ? years - 1 : years;
}

/** Squads of the current season: players with ages fitting the team type, positions and numbers. */
export async function generateSquads(
  context: GeneratorContext,
  world: World,
): Promise<{ squads: Map<string, SquadPlayer[]>; coaches: Map<string, string> }> {
  const { emit, currentSeason } = context;
  const random = context.random.fork("squads");
  const squads = new Map<string, SquadPlayer[]>();
  const coaches = new Map<string, string>();
  for (const team of world.teams) {
    const type = TEAM_TYPES.find((t) => t.id === team.teamTypeId)!;
    const seasonTeamId = team.seasonIds.get(currentSeason.id)!;
    const size = squadSize(team.teamTypeId);
    const numbers = random.shuffle(Array.from({ length: 30 }, (_, i) => i + 2)).slice(0, size);
    const squad: SquadPlayer[] = [];
    const maxAge = type.id === 1 ? Math.min(type.maxAge!, 34) : type.maxAge!;
    for (let i = 0; i < size; i += 1) {
      const position: Position = i < 2 ? "goalkeeper" : random.weighted(POSITIONS);
      const person = pickPerson(random, type.isFemale);
      const dateOfBirth = birthDate(random, currentSeason.startYear, type.minAge!, maxAge);
      // Minors on the demo date need a parent's consent for a public profile; the clock only makes them older.
      const isMinor = ageOn(dateOfBirth, context.options.date) < 18;
      const isProfilePublic = isMinor ? random.chance(0.6) : random.chance(0.95);
      const arrivedLate = i >= 3 && random.chance(0.08);
      const leftEarly = !arrivedLate && i >= 3 && random.chance(0.04);
      const player: SquadPlayer = {
        id: random.id(),
        position,
        jerseyNumber: i === 0 ? 1 : (numbers[i] ?? i + 1),
        isCaptain: i === 5,
        isAdultAndPublic: !isMinor && isProfilePublic,
        joinedOn: arrivedLate ? addDays(currentSeason.startsOn, random.int(20, 110)) : null,
        leftOn: leftEarly ? addDays(currentSeason.startsOn, random.int(30, 120)) : null,
      };
      await emit(players, {
        id: player.id,
        firstName: person.firstName,
        lastName: person.lastName,
        dateOfBirth,
        gender: type.isFemale ? "female" : "male",
        nationality: random.weighted(NATIONALITIES),
        position,
        foot: random.weighted([
          ["right", 70],
          ["left", 22],
          ["both", 8],
        ] as const),
        heightCm: type.isYouth ? null : random.int(type.isFemale ? 158 : 168, type.isFemale ? 182 : 196),
        weightKg: type.isYouth ? null : random.int(type.isFemale ? 52 : 64, type.isFemale ? 78 : 95),
        jerseyNumber: player.jerseyNumber,
        isCaptain: player.isCaptain,
        clubId: team.club.id,
        isProfilePublic,
        isDateOfBirthVisible: !isMinor && random.chance(0.5),
        isSearchable: !isMinor || random.chance(0.3),
        parentalConsentAt: isMinor && isProfilePublic ? new Date(`${currentSeason.startsOn}T10:00:00Z`) : null,
      });
      const otherClub = random.pick(world.clubs);
      await emit(squadMemberships, {
        teamSeasonId: seasonTeamId,
        playerId: player.id,
        jerseyNumber: player.jerseyNumber,
        position,
        isCaptain: player.isCaptain,
        joinedOn: player.joinedOn,
        leftOn: player.leftOn,
        arrivedFromClubId: player.joinedOn && otherClub.id !== team.club.id ? otherClub.id : null,
        departedToClubId: player.leftOn && otherClub.id !== team.club.id ? otherClub.id : null,
      });
      squad.push(player);
    }
    coaches.set(team.id, await emitTeamOfficials(context, random, seasonTeamId, type.isFemale));
    squads.set(team.id, squad);
  }
  return { squads, coaches };
}

async function emitTeamOfficials(context: GeneratorContext, random: Random, teamSeasonId: string, isFemale: boolean) {
  let headCoach = "";
  const functions = random.chance(0.6) ? ["Trainer", "Co-Trainer"] : ["Trainer"];
  for (const functionName of functions) {
    const person = pickPerson(random, isFemale && random.chance(0.5));
    await context.emit(teamOfficials, {
      id: random.id(),
      teamSeasonId,
      firstName: person.firstName,
      lastName: person.lastName,
      functionName: isFemale && functionName === "Trainer" ? "Trainer/in" : functionName,
      email: null,
      phone: null,
      isContactPublic: false,
    });
    headCoach ||= `${person.firstName} ${person.lastName}`;
  }
  return headCoach;
}

const REFEREE_LEVELS = ["Kreisliga", "Bezirksliga", "Landesliga", "Bayernliga", "Regionalliga"];

/** Referees per Bezirk with careers and a few special matches. */
export async function generateReferees(context: GeneratorContext, world: World): Promise<Referee[]> {
  const { emit, currentSeason } = context;
  const random = context.random.fork("referees");
  const result: Referee[] = [];
  const perKreis = Math.max(16, context.preset.clubsPerKreis);
  for (const kreis of world.kreise) {
    const kreisClubs = world.clubs.filter((club) => club.kreis === kreis);
    for (let i = 0; i < perKreis; i += 1) {
      const isFemale = random.chance(0.12);
      const person = pickPerson(random, isFemale);
      const level = Math.min(4, Math.floor(random.next() ** 1.2 * 5));
      const activeSince = currentSeason.startYear - random.int(1, 25);
      const id = random.id();
      await emit(referees, {
        id,
        firstName: person.firstName,
        lastName: person.lastName,
        dateOfBirth: birthDate(random, currentSeason.startYear, 16, 62),
        gender: isFemale ? "female" : "male",
        nationality: "deutsch",
        clubId: random.pick(kreisClubs).id,
        levelName: REFEREE_LEVELS[level],
        activeSince,
        isDateOfBirthVisible: random.chance(0.3),
      });
      await emitCareer(context, random, id, activeSince, level);
      for (const statisticTypeId of [1, 2, 3]) await emit(refereeStatisticTypes, { refereeId: id, statisticTypeId });
      result.push({
        id,
        name: `${person.firstName} ${person.lastName}`,
        bezirkName: (kreis as Area).bezirkName!,
        level,
        kickoffs: new Map(),
      });
    }
  }
  return result;
}

async function emitCareer(context: GeneratorContext, random: Random, refereeId: string, since: number, level: number) {
  let fromYear = since;
  for (let step = 0; step <= level; step += 1) {
    const toYear = step === level ? null : Math.min(context.currentSeason.startYear, fromYear + random.int(1, 4));
    await context.emit(refereeCareerEntries, {
      id: random.id(),
      refereeId,
      fromYear,
      toYear,
      description: `Schiedsrichter ${REFEREE_LEVELS[step]}`,
    });
    if (toYear === null) break;
    fromYear = toYear;
  }
  if (level >= 2 && random.chance(0.5)) {
    await context.emit(refereeSpecialMatches, {
      id: random.id(),
      refereeId,
      playedOn: `${context.currentSeason.startYear - random.int(0, 3)}-05-${String(random.int(10, 28))}`,
      description: random.pick(["Toto-Pokal-Finale", "Relegationsspiel", "Länderpokal", "Hallenmasters-Finale"]),
      remark: random.chance(0.5) ? "Als Schiedsrichter-Assistent" : null,
    });
  }
}

export function isPlayerAvailable(player: SquadPlayer, isoDate: string): boolean {
  return (
    (player.joinedOn === null || player.joinedOn <= isoDate) && (player.leftOn === null || player.leftOn > isoDate)
  );
}

export type { Team };
