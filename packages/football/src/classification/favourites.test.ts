import { describe, expect, it } from "vitest";
import { describeFavourites, formatSeason } from "./favourites.js";

describe("describeFavourites", () => {
  const lists = describeFavourites({
    players: [
      { objectRef: "P1", firstName: "Lena", lastName: "Huber", playerImageUrl: null, clubName: "TSV Zorneding" },
      {
        objectRef: "P2",
        firstName: "Max",
        lastName: "Zeller",
        playerImageUrl: "https://img/p2.png",
        clubName: "FC Ärzte",
      },
      { objectRef: "P3", firstName: "Anna", lastName: "Berg", playerImageUrl: null, clubName: "TSV Zorneding" },
    ],
    competitions: [
      {
        objectRef: "C1",
        competitionName: "Kreisliga 1",
        teamType: { value: "Herren" },
        competitionType: { value: "Meisterschaften" },
        season: { value: "2526" },
      },
      {
        objectRef: "C2",
        competitionName: "Ätna-Cup",
        competitionType: { value: "Turniere" },
        season: { value: "2526" },
      },
    ],
    teams: [
      { objectRef: "T1", teamName: "SV Beispiel", clubLogoUrl: null, clubId: "K1", teamTypeName: "Herren" },
      { objectRef: "T2", teamName: "SV Beispiel", clubLogoUrl: null, clubId: "K1", teamTypeName: "A-Junioren" },
    ],
    clubs: [
      { objectRef: "K2", clubName: "Zornedinger SC", clubLogoUrl: null },
      { objectRef: "K1", clubName: "Öttinger FC", clubLogoUrl: "https://img/k1.png" },
    ],
  });

  it("names competitions 'name - season' with 'type - team type' and the league icon only for championships", () => {
    expect(lists.competitions).toEqual([
      { id: "C2", name: "Ätna-Cup - 25/26", description: "Turniere", picture: { kind: "competitionIcon" } },
      {
        id: "C1",
        name: "Kreisliga 1 - 25/26",
        description: "Meisterschaften - Herren",
        picture: { kind: "leagueIcon" },
      },
    ]);
  });

  it("sorts people and teams by description, then name, in German order", () => {
    expect(lists.players.map((item) => [item.name, item.description])).toEqual([
      ["Max Zeller", "FC Ärzte"],
      ["Anna Berg", "TSV Zorneding"],
      ["Lena Huber", "TSV Zorneding"],
    ]);
    expect(lists.teams.map((item) => item.id)).toEqual(["T2", "T1"]);
    expect(lists.players[0]?.picture).toEqual({ kind: "image", url: "https://img/p2.png" });
  });

  it("sorts clubs by name, umlauts beside their base letter", () => {
    expect(lists.clubs.map((item) => item.name)).toEqual(["Öttinger FC", "Zornedinger SC"]);
  });

  it("formats season ids", () => {
    expect([formatSeason("2526"), formatSeason("25/26")]).toEqual(["25/26", "25/26"]);
  });
});
