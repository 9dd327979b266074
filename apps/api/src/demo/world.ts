import { tieBreakProfiles as footballTieBreakProfiles, toSlug } from "@spielfeld/football";
import { DEMO_ASSOCIATION_NAME } from "../config.js";
import {
  associations,
  bezirke,
  clubs,
  clubVenues,
  competitionTypes,
  fairPlaySchemes,
  functionaries,
  kreise,
  leagueLevels,
  mediaFiles,
  playingAreas,
  seasons,
  teams,
  teamTypes,
  tieBreakProfiles,
  venues,
} from "../db/schema/index.js";
import type { GeneratorContext } from "./context.js";
import { crestSvg } from "./crest.js";
import { BEZIRKE, CLUB_COLOURS, CLUB_PREFIXES, KREISE, type KreisSeed, STREET_NAMES, TOWN_SUFFIXES } from "./names.js";
import { pickPerson } from "./people.js";
import { type AreaKind, COMPETITION_TYPES, FAIR_PLAY_SCHEMES, LADDERS, SURFACES, TEAM_TYPES } from "./reference.js";

export interface Area {
  id: string;
  kind: AreaKind;
  name: string;
  /** "Kreis München", "Bezirk Oberbayern", "Bayern". */
  label: string;
  bezirkName: string | null;
  kreisName: string | null;
  isNorth: boolean;
  divisionManagerId: string;
}

export interface Club {
  id: string;
  name: string;
  shortName: string;
  town: string;
  kreis: Area;
  bezirk: Area;
  strength: number;
  venueIds: string[];
}

export interface Team {
  id: string;
  club: Club;
  teamTypeId: number;
  rank: number;
  name: string;
  strength: number;
  /** Per-season team ids by season id. */
  seasonIds: Map<string, string>;
}

export interface World {
  associationId: string;
  association: Area;
  bezirke: Area[];
  kreise: Area[];
  clubs: Club[];
  teams: Team[];
}

function teamName(club: Club, teamTypeName: string, shortName: string, teamTypeId: number, rank: number): string {
  const roman = ["", "", " II", " III", " IV"][rank] ?? ` ${rank}`;
  if (teamTypeId === 1) return `${club.name}${roman}`;
  const label = teamTypeName.includes("Junior") ? shortName : teamTypeName.replace("Herren ", "");
  return `${club.name} ${label}${roman}`;
}

async function emitReferenceData(context: GeneratorContext): Promise<void> {
  const { emit } = context;
  for (const season of context.seasons) {
    await emit(seasons, {
      id: season.id,
      label: season.label,
      startsOn: season.startsOn,
      endsOn: season.endsOn,
      isCurrent: season === context.currentSeason,
    });
  }
  for (const type of COMPETITION_TYPES) await emit(competitionTypes, { ...type });
  for (const [index, type] of TEAM_TYPES.entries()) await emit(teamTypes, { ...type, sortOrder: index + 1 });
  for (const [teamTypeId, ladder] of Object.entries(LADDERS)) {
    for (const level of ladder) {
      await emit(leagueLevels, {
        id: Number(teamTypeId) * 100 + level.rank,
        name: level.name,
        teamTypeId: Number(teamTypeId),
        rank: level.rank,
        areaKind: level.areaKind,
      });
    }
  }
  for (const profile of footballTieBreakProfiles) {
    await emit(tieBreakProfiles, { ...profile, criteria: [...profile.criteria] });
  }
  for (const scheme of FAIR_PLAY_SCHEMES) await emit(fairPlaySchemes, { ...scheme });
}

async function createDivisionManager(context: GeneratorContext, functionName: string): Promise<string> {
  const random = context.random;
  const person = pickPerson(random, random.chance(0.2));
  const id = random.id();
  const mailName = `${person.firstName}.${person.lastName}`.toLowerCase().replace(/[^a-z.]/g, "");
  await context.emit(functionaries, {
    id,
    firstName: person.firstName,
    lastName: person.lastName,
    functionName,
    email: `${mailName}@bafv.example`,
    phone: `0${random.int(800, 999)} ${random.int(100000, 999999)}`,
    isEmailPublic: random.chance(0.7),
    isPhonePublic: random.chance(0.4),
  });
  return id;
}

async function emitAreas(context: GeneratorContext, associationId: string) {
  const { emit, random, preset } = context;
  await emit(associations, {
    id: associationId,
    code: "BAFV",
    name: DEMO_ASSOCIATION_NAME,
    shortName: "BAFV",
    website: "https://www.bafv.example",
    contactEmail: "kontakt@bafv.example",
    isDefault: true,
  });
  const association: Area = {
    id: random.id(),
    kind: "association",
    name: "Bayern",
    label: "Bayern",
    bezirkName: null,
    kreisName: null,
    isNorth: false,
    divisionManagerId: await createDivisionManager(context, "Verbands-Spielleiter"),
  };
  // The bulk writer takes its columns from a table's first row: name the references even where they are empty.
  await emit(playingAreas, {
    id: association.id,
    kind: "association",
    name: "Bayern",
    associationId,
    bezirkId: null,
    kreisId: null,
  });
  const bezirkAreas: Area[] = [];
  const kreisAreas: Area[] = [];
  const kreisSeeds: KreisSeed[] = [];
  for (const [index, bezirk] of BEZIRKE.entries()) {
    if (preset.bezirke && !preset.bezirke.includes(bezirk.name)) continue;
    const bezirkId = random.id();
    await emit(bezirke, { id: bezirkId, associationId, name: bezirk.name, sortOrder: index + 1 });
    const area: Area = {
      id: random.id(),
      kind: "bezirk",
      name: bezirk.name,
      label: `Bezirk ${bezirk.name}`,
      bezirkName: bezirk.name,
      kreisName: null,
      isNorth: bezirk.north,
      divisionManagerId: await createDivisionManager(context, "Bezirks-Spielleiter"),
    };
    await emit(playingAreas, { id: area.id, kind: "bezirk", name: area.label, associationId, bezirkId });
    bezirkAreas.push(area);
    for (const [kreisIndex, kreis] of KREISE.filter((k) => k.bezirk === bezirk.name).entries()) {
      const kreisId = random.id();
      await emit(kreise, { id: kreisId, bezirkId, name: kreis.name, sortOrder: kreisIndex + 1 });
      const kreisArea: Area = {
        id: random.id(),
        kind: "kreis",
        name: kreis.name,
        label: `Kreis ${kreis.name}`,
        bezirkName: bezirk.name,
        kreisName: kreis.name,
        isNorth: bezirk.north,
        divisionManagerId: await createDivisionManager(context, "Kreis-Spielleiter"),
      };
      await emit(playingAreas, { id: kreisArea.id, kind: "kreis", name: kreisArea.label, associationId, kreisId });
      (kreisArea as Area & { kreisRowId?: string }).kreisRowId = kreisId;
      kreisAreas.push(kreisArea);
      kreisSeeds.push(kreis);
    }
  }
  return { association, bezirkAreas, kreisAreas, kreisSeeds };
}

function clubNameFor(context: GeneratorContext, town: string, used: Set<string>): { name: string; shortName: string } {
  const random = context.random;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const prefix = random.weighted(CLUB_PREFIXES.map(([p, w]) => [p, w] as const));
    const place = attempt < 3 ? town : `${town}-${random.pick(TOWN_SUFFIXES)}`;
    const year = random.chance(0.35) ? ` ${random.int(1861, 1975)}` : "";
    const name = `${prefix}${year} ${place}`;
    if (!used.has(name)) {
      used.add(name);
      return { name, shortName: `${prefix} ${place}`.slice(0, 30) };
    }
  }
  const name = `${random.pick(CLUB_PREFIXES)[0]} ${town} ${used.size}`;
  used.add(name);
  return { name, shortName: name.slice(0, 30) };
}

async function emitClub(
  context: GeneratorContext,
  associationId: string,
  kreis: Area,
  bezirk: Area,
  seed: KreisSeed,
  index: number,
  used: Set<string>,
): Promise<Club> {
  const { emit, random } = context;
  // Earlier towns in the list are larger; their clubs play higher on average.
  const townIndex = Math.min(seed.towns.length - 1, Math.floor(random.next() ** 1.6 * seed.towns.length));
  const town = seed.towns[townIndex]!;
  const { name, shortName } = clubNameFor(context, town, used);
  const colours = random.pick(CLUB_COLOURS);
  const id = random.id();
  const logoId = random.id();
  const postalCode = `${seed.postalPrefix}${String(random.int(100, 999))}`;
  await emit(mediaFiles, {
    id: logoId,
    contentType: "image/svg+xml",
    width: 200,
    height: 240,
    data: Buffer.from(crestSvg(shortName, colours)),
  });
  const venueIds: string[] = [];
  const venueCount = random.chance(0.3) ? 2 : 1;
  for (let v = 0; v < venueCount; v += 1) {
    const venueId = random.id();
    venueIds.push(venueId);
    await emit(venues, {
      id: venueId,
      name: v === 0 ? `Sportgelände ${shortName}` : `Kunstrasenplatz ${town}`,
      street: `${random.pick(STREET_NAMES)} ${random.int(1, 60)}`,
      postalCode,
      city: town,
      surface: v === 0 ? random.weighted(SURFACES.map(([s, w]) => [s, w] as const)) : "artificial_turf",
    });
  }
  const contact = pickPerson(random, false);
  await emit(clubs, {
    id,
    name,
    shortName,
    number: `${String(index + 1).padStart(5, "0")}`,
    colors: [...colours],
    logoMediaId: logoId,
    isLogoPrivate: random.chance(0.05),
    street: `${random.pick(STREET_NAMES)} ${random.int(1, 60)}`,
    postalCode,
    city: town,
    email: `info@${toSlug(shortName)}.example`,
    // Without a draw from the generator, so the rest of the demo stays as it was.
    isEmailPublic: index % 3 !== 0,
    phone: `0${random.int(800, 999)} ${random.int(10000, 999999)}`,
    website: `https://www.${toSlug(shortName)}.example`,
    contactName: `${contact.firstName} ${contact.lastName}`,
    associationId,
    kreisId: (kreis as Area & { kreisRowId?: string }).kreisRowId,
    foundedYear: random.int(1880, 1995),
    updatedAt: context.now,
  });
  for (const [v, venueId] of venueIds.entries()) await emit(clubVenues, { clubId: id, venueId, isMain: v === 0 });
  const strength = random.normal(0, 0.6) - townIndex * 0.05;
  return { id, name, shortName, town, kreis, bezirk, strength, venueIds };
}

async function emitTeams(context: GeneratorContext, club: Club, into: Team[]): Promise<void> {
  const { emit, random, preset } = context;
  for (const type of TEAM_TYPES) {
    const chances = preset.teamChances[type.id];
    if (!chances) continue;
    for (const [index, chance] of chances.entries()) {
      if (!random.chance(chance)) break;
      const rank = index + 1;
      const team: Team = {
        id: random.id(),
        club,
        teamTypeId: type.id,
        rank,
        name: teamName(club, type.name, type.shortName, type.id, rank),
        strength: club.strength + random.normal(0, 0.35) - index * 1.1,
        seasonIds: new Map(),
      };
      await emit(teams, { id: team.id, clubId: club.id, teamTypeId: type.id, name: team.name, rank });
      for (const season of context.seasons) team.seasonIds.set(season.id, random.id());
      into.push(team);
    }
  }
}

/** The association's structure, clubs, venues and teams. */
export async function generateWorld(context: GeneratorContext): Promise<World> {
  await emitReferenceData(context);
  const associationId = context.random.id();
  const { association, bezirkAreas, kreisAreas, kreisSeeds } = await emitAreas(context, associationId);
  const clubList: Club[] = [];
  const teamList: Team[] = [];
  const usedNames = new Set<string>();
  for (const [kreisIndex, kreis] of kreisAreas.entries()) {
    const bezirk = bezirkAreas.find((area) => area.bezirkName === kreis.bezirkName)!;
    for (let i = 0; i < context.preset.clubsPerKreis; i += 1) {
      const number = kreisIndex * 1000 + i;
      const club = await emitClub(context, associationId, kreis, bezirk, kreisSeeds[kreisIndex]!, number, usedNames);
      clubList.push(club);
      await emitTeams(context, club, teamList);
    }
  }
  return { associationId, association, bezirke: bezirkAreas, kreise: kreisAreas, clubs: clubList, teams: teamList };
}
