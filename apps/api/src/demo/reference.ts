import type { FairPlayScheme } from "../db/schema/index.js";

/** Competition types with the association's ids (DOMAIN.md) and the client's basic type. */
export const COMPETITION_TYPES = [
  { id: 1, name: "Meisterschaften", basicType: "Championship", sortOrder: 1 },
  { id: 308, name: "Pokale", basicType: "Cup", sortOrder: 2 },
  { id: 2, name: "Hallenturniere", basicType: "IndoorTournament", sortOrder: 3 },
  { id: 401, name: "Futsal-Ligen", basicType: "FutsalLeague", sortOrder: 4 },
  { id: 70, name: "Freundschaftsspiele", basicType: "Friendly", sortOrder: 5 },
  { id: 300, name: "Turniere", basicType: "Tournament", sortOrder: 6 },
  { id: 402, name: "Beachsoccer", basicType: "Beachsoccer", sortOrder: 7 },
  { id: 403, name: "Spielnachmittage", basicType: "MatchAfternoon", sortOrder: 8 },
  { id: 404, name: "Auswahlspiele", basicType: "Tournament", sortOrder: 9 },
] as const;

export const COMPETITION_TYPE = {
  championship: 1,
  indoor: 2,
  friendly: 70,
  tournament: 300,
  cup: 308,
  futsal: 401,
  beachSoccer: 402,
  matchAfternoon: 403,
} as const;

interface TeamTypeSeed {
  id: number;
  name: string;
  shortName: string;
  minAge: number | null;
  maxAge: number | null;
  isFemale: boolean;
  isYouth: boolean;
  hasResults: boolean;
  matchMinutes: number;
}

/** Ages are the age reached in the calendar year the season starts. */
export const TEAM_TYPES: TeamTypeSeed[] = [
  {
    id: 1,
    name: "Herren",
    shortName: "Herren",
    minAge: 18,
    maxAge: 39,
    isFemale: false,
    isYouth: false,
    hasResults: true,
    matchMinutes: 90,
  },
  {
    id: 2,
    name: "Herren Ü32",
    shortName: "Ü32",
    minAge: 32,
    maxAge: 52,
    isFemale: false,
    isYouth: false,
    hasResults: true,
    matchMinutes: 80,
  },
  {
    id: 3,
    name: "Herren Ü40",
    shortName: "Ü40",
    minAge: 40,
    maxAge: 60,
    isFemale: false,
    isYouth: false,
    hasResults: true,
    matchMinutes: 70,
  },
  {
    id: 14,
    name: "Herren Ü45",
    shortName: "Ü45",
    minAge: 45,
    maxAge: 65,
    isFemale: false,
    isYouth: false,
    hasResults: true,
    matchMinutes: 70,
  },
  {
    id: 15,
    name: "Herren Ü50",
    shortName: "Ü50",
    minAge: 50,
    maxAge: 70,
    isFemale: false,
    isYouth: false,
    hasResults: true,
    matchMinutes: 70,
  },
  {
    id: 16,
    name: "Herren Ü60",
    shortName: "Ü60",
    minAge: 60,
    maxAge: 80,
    isFemale: false,
    isYouth: false,
    hasResults: true,
    matchMinutes: 60,
  },
  {
    id: 17,
    name: "Freizeitsport Herren",
    shortName: "Freizeit",
    minAge: 18,
    maxAge: 65,
    isFemale: false,
    isYouth: false,
    hasResults: true,
    matchMinutes: 80,
  },
  {
    id: 4,
    name: "Frauen",
    shortName: "Frauen",
    minAge: 17,
    maxAge: 38,
    isFemale: true,
    isYouth: false,
    hasResults: true,
    matchMinutes: 90,
  },
  {
    id: 5,
    name: "A-Junioren",
    shortName: "U19",
    minAge: 17,
    maxAge: 18,
    isFemale: false,
    isYouth: true,
    hasResults: true,
    matchMinutes: 90,
  },
  {
    id: 6,
    name: "B-Junioren",
    shortName: "U17",
    minAge: 15,
    maxAge: 16,
    isFemale: false,
    isYouth: true,
    hasResults: true,
    matchMinutes: 80,
  },
  {
    id: 7,
    name: "C-Junioren",
    shortName: "U15",
    minAge: 13,
    maxAge: 14,
    isFemale: false,
    isYouth: true,
    hasResults: true,
    matchMinutes: 70,
  },
  {
    id: 8,
    name: "D-Junioren",
    shortName: "U13",
    minAge: 11,
    maxAge: 12,
    isFemale: false,
    isYouth: true,
    hasResults: true,
    matchMinutes: 60,
  },
  {
    id: 9,
    name: "E-Junioren",
    shortName: "U11",
    minAge: 9,
    maxAge: 10,
    isFemale: false,
    isYouth: true,
    hasResults: false,
    matchMinutes: 50,
  },
  {
    id: 10,
    name: "F-Junioren",
    shortName: "U9",
    minAge: 7,
    maxAge: 8,
    isFemale: false,
    isYouth: true,
    hasResults: false,
    matchMinutes: 40,
  },
  {
    id: 11,
    name: "G-Junioren",
    shortName: "U7",
    minAge: 4,
    maxAge: 6,
    isFemale: false,
    isYouth: true,
    hasResults: false,
    matchMinutes: 30,
  },
  {
    id: 18,
    name: "A-Juniorinnen",
    shortName: "U19w",
    minAge: 17,
    maxAge: 18,
    isFemale: true,
    isYouth: true,
    hasResults: true,
    matchMinutes: 80,
  },
  {
    id: 12,
    name: "B-Juniorinnen",
    shortName: "U17w",
    minAge: 15,
    maxAge: 16,
    isFemale: true,
    isYouth: true,
    hasResults: true,
    matchMinutes: 80,
  },
  {
    id: 19,
    name: "C-Juniorinnen",
    shortName: "U15w",
    minAge: 13,
    maxAge: 14,
    isFemale: true,
    isYouth: true,
    hasResults: true,
    matchMinutes: 70,
  },
  {
    id: 20,
    name: "D-Juniorinnen",
    shortName: "U13w",
    minAge: 11,
    maxAge: 12,
    isFemale: true,
    isYouth: true,
    hasResults: true,
    matchMinutes: 60,
  },
  {
    id: 21,
    name: "E-Juniorinnen",
    shortName: "U11w",
    minAge: 9,
    maxAge: 10,
    isFemale: true,
    isYouth: true,
    hasResults: false,
    matchMinutes: 50,
  },
];

export const TEAM_TYPE = {
  men: 1,
  menOver32: 2,
  women: 4,
  aYouth: 5,
  bYouth: 6,
  cYouth: 7,
  dYouth: 8,
  eYouth: 9,
  fYouth: 10,
  gYouth: 11,
  bGirls: 12,
} as const;

export type AreaKind = "association" | "bezirk" | "kreis";

export interface LevelSeed {
  rank: number;
  name: string;
  areaKind: AreaKind;
}

/** League ladders per team type, high to low. League level ids are teamTypeId * 100 + rank. */
export const LADDERS: Record<number, LevelSeed[]> = {
  [TEAM_TYPE.men]: [
    { rank: 1, name: "Regionalliga Bayern", areaKind: "association" },
    { rank: 2, name: "Bayernliga", areaKind: "association" },
    { rank: 3, name: "Landesliga", areaKind: "association" },
    { rank: 4, name: "Bezirksliga", areaKind: "bezirk" },
    { rank: 5, name: "Kreisliga", areaKind: "kreis" },
    { rank: 6, name: "Kreisklasse", areaKind: "kreis" },
    { rank: 7, name: "A-Klasse", areaKind: "kreis" },
    { rank: 8, name: "B-Klasse", areaKind: "kreis" },
    { rank: 9, name: "C-Klasse", areaKind: "kreis" },
  ],
  [TEAM_TYPE.menOver32]: [{ rank: 1, name: "Kreisliga Ü32", areaKind: "bezirk" }],
  [TEAM_TYPE.women]: [
    { rank: 1, name: "Bayernliga", areaKind: "association" },
    { rank: 2, name: "Landesliga", areaKind: "association" },
    { rank: 3, name: "Bezirksoberliga", areaKind: "bezirk" },
    { rank: 4, name: "Kreisliga", areaKind: "bezirk" },
  ],
  [TEAM_TYPE.aYouth]: [
    { rank: 1, name: "Bayernliga", areaKind: "association" },
    { rank: 2, name: "Bezirksoberliga", areaKind: "bezirk" },
    { rank: 3, name: "Kreisliga", areaKind: "kreis" },
  ],
  [TEAM_TYPE.bYouth]: [
    { rank: 1, name: "Bayernliga", areaKind: "association" },
    { rank: 2, name: "Bezirksoberliga", areaKind: "bezirk" },
    { rank: 3, name: "Kreisliga", areaKind: "kreis" },
  ],
  [TEAM_TYPE.cYouth]: [
    { rank: 1, name: "Bayernliga", areaKind: "association" },
    { rank: 2, name: "Bezirksoberliga", areaKind: "bezirk" },
    { rank: 3, name: "Kreisliga", areaKind: "kreis" },
    { rank: 4, name: "Kreisklasse", areaKind: "kreis" },
  ],
  [TEAM_TYPE.dYouth]: [
    { rank: 1, name: "Förderliga", areaKind: "bezirk" },
    { rank: 2, name: "Kreisliga", areaKind: "kreis" },
    { rank: 3, name: "Gruppe", areaKind: "kreis" },
  ],
  [TEAM_TYPE.eYouth]: [{ rank: 1, name: "Kinderfußball", areaKind: "kreis" }],
  [TEAM_TYPE.fYouth]: [{ rank: 1, name: "Kinderfußball", areaKind: "kreis" }],
  [TEAM_TYPE.gYouth]: [{ rank: 1, name: "Kinderfußball", areaKind: "kreis" }],
  [TEAM_TYPE.bGirls]: [{ rank: 1, name: "Bezirksoberliga", areaKind: "bezirk" }],
};

export const FAIR_PLAY_SCHEMES: { id: string; name: string; points: FairPlayScheme }[] = [
  {
    id: "standard",
    name: "Gelb 1, Gelb-Rot 3, Rot 5 Punkte, je Sperrspiel 1 Punkt",
    points: { yellow: 1, yellowRed: 3, red: 5, perSuspendedMatch: 1 },
  },
  {
    id: "jugend",
    name: "Gelb 1, Gelb-Rot 2, Rot 4 Punkte, je Sperrspiel 1 Punkt",
    points: { yellow: 1, yellowRed: 2, red: 4, perSuspendedMatch: 1 },
  },
];

export const SURFACES = [
  ["natural_grass", 60],
  ["artificial_turf", 30],
  ["hybrid_grass", 6],
  ["clay", 4],
] as const;
