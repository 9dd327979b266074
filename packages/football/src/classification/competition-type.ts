/** The display classes of competition types; the same names as the API's enumeration. */
export type CompetitionKind =
  | "Friendly"
  | "Beachsoccer"
  | "MatchAfternoon"
  | "FutsalLeague"
  | "IndoorTournament"
  | "Cup"
  | "Championship"
  | "Tournament";

export const competitionKinds: readonly CompetitionKind[] = [
  "Friendly",
  "Beachsoccer",
  "MatchAfternoon",
  "FutsalLeague",
  "IndoorTournament",
  "Cup",
  "Championship",
  "Tournament",
];

/**
 * Checked in this order (website.md section 3), so "Futsal-Liga" is futsal before it is a league and
 * "Beachsoccer-Meisterschaft" is beach soccer before it is a championship. German and English keywords both
 * appear in the data.
 */
const keywordRules: readonly { kind: CompetitionKind; keywords: readonly string[] }[] = [
  { kind: "Friendly", keywords: ["freundschaftsspiel", "friendly"] },
  {
    kind: "Beachsoccer",
    keywords: ["beachsoccerliga", "beachsoccermeisterschaft", "beachsoccerleague", "beachsoccerchampionship"],
  },
  { kind: "MatchAfternoon", keywords: ["spielnachmittag", "matchafternoon"] },
  {
    kind: "FutsalLeague",
    keywords: ["futsalliga", "futsalmeisterschaft", "futsalleague", "futsalchampionship"],
  },
  { kind: "IndoorTournament", keywords: ["hallenturnier", "indoortournament"] },
  { kind: "Cup", keywords: ["pokal", "cup"] },
  { kind: "Championship", keywords: ["meisterschaft", "liga", "championship", "league"] },
];

/** Classifies a competition type name by keyword, ignoring case and everything that is not a letter. */
export function classifyCompetitionType(typeName: string): CompetitionKind {
  const letters = normaliseToLetters(typeName);
  // The enumeration's own names classify as themselves, even "Beachsoccer", which no keyword covers alone.
  const ownName = competitionKinds.find((kind) => kind.toLowerCase() === letters);
  if (ownName) return ownName;
  for (const rule of keywordRules) {
    if (rule.keywords.some((keyword) => letters.includes(keyword))) return rule.kind;
  }
  return "Tournament";
}

function normaliseToLetters(text: string): string {
  return text.toLocaleLowerCase("de").replace(/\P{L}/gu, "");
}
