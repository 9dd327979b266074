import { describe, expect, it } from "vitest";
import { type CompetitionKind, classifyCompetitionType, competitionKinds } from "./competition-type.js";

describe("classifyCompetitionType", () => {
  it.each<[string, CompetitionKind]>([
    ["Freundschaftsspiele", "Friendly"],
    ["Beachsoccer-Liga", "Beachsoccer"],
    ["Beach Soccer Meisterschaft", "Beachsoccer"],
    ["Spielnachmittag", "MatchAfternoon"],
    ["Futsal-Liga", "FutsalLeague"],
    ["FUTSAL MEISTERSCHAFTEN", "FutsalLeague"],
    ["Hallenturniere", "IndoorTournament"],
    ["Pokale", "Cup"],
    ["Toto-Pokal", "Cup"],
    ["Ligapokal", "Cup"],
    ["Meisterschaften", "Championship"],
    ["Bundesliga", "Championship"],
    ["Turniere", "Tournament"],
    ["Auswahlspiele", "Tournament"],
    ["Beachsoccer-Turnier", "Tournament"],
    ["Freundschaftsspiel-Pokal", "Friendly"],
    ["Futsal-Hallenturnier", "IndoorTournament"],
  ])("%s is %s", (name, kind) => {
    expect(classifyCompetitionType(name)).toBe(kind);
  });

  it("classifies the API's own enumeration values as themselves", () => {
    expect(competitionKinds.map(classifyCompetitionType)).toEqual(competitionKinds);
  });
});
