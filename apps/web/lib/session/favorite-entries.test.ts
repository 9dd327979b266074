import { describe, expect, it } from "vitest";
import { favoriteEntries } from "./favorite-entries";

describe("favourites on the account page", () => {
  const lists = {
    clubs: [
      { id: "C2", name: "TSV Übersee", clubLogoUrl: null },
      { id: "C1", name: "SV Unterhaching", clubLogoUrl: "/rest/media/c1" },
      { id: "C3", name: "ASV Zirndorf", clubLogoUrl: null },
    ],
    teams: [
      {
        teamPermanentId: "T1",
        teamName: "FC Aich",
        teamTypeName: "Herren",
        clubId: "C9",
        clubName: "FC Aich",
        clubLogoUrl: null,
      },
      {
        teamPermanentId: "T2",
        teamName: "FC Ötting",
        teamTypeName: "A-Junioren",
        clubId: "C8",
        clubName: "FC Ötting",
        clubLogoUrl: null,
      },
      {
        teamPermanentId: "T3",
        teamName: "DJK Abens",
        teamTypeName: "Herren",
        clubId: "C7",
        clubName: "DJK Abens",
        clubLogoUrl: null,
      },
    ],
    competitions: [
      { objectRef: "K2", competitionName: "Kreispokal", competitionType: "Pokal", teamType: null, season: "2026/27" },
      {
        objectRef: "K1",
        competitionName: "Bezirksliga Süd",
        competitionType: "Meisterschaft",
        teamType: "Herren",
        season: "2026/27",
      },
    ],
    players: [
      { objectRef: "P1", firstName: "Özil", lastName: "Berg", playerImageUrl: null, clubName: "TSV Übersee" },
      { objectRef: "P2", firstName: "Anna", lastName: "Zeller", playerImageUrl: null, clubName: "ASV Zirndorf" },
      { objectRef: "P3", firstName: "Ömer", lastName: "Acar", playerImageUrl: null, clubName: "ASV Zirndorf" },
    ],
  };

  it("sorts by German collation: people and teams by description, then name; the others by name", () => {
    const entries = favoriteEntries(lists);
    expect(entries.club.map((entry) => entry.name)).toEqual(["ASV Zirndorf", "SV Unterhaching", "TSV Übersee"]);
    expect(entries.team.map((entry) => entry.id)).toEqual(["T2", "T3", "T1"]);
    expect(entries.competition.map((entry) => entry.name)).toEqual([
      "Bezirksliga Süd – 2026/27",
      "Kreispokal – 2026/27",
    ]);
    expect(entries.player.map((entry) => entry.name)).toEqual(["Anna Zeller", "Ömer Acar", "Özil Berg"]);
  });

  it("names competitions with their season and describes them by type and team type, or the type alone", () => {
    const [league, cup] = favoriteEntries(lists).competition;
    expect(league).toMatchObject({ description: "Meisterschaft – Herren", picture: { kind: "league" } });
    expect(cup).toMatchObject({ description: "Pokal", picture: { kind: "competition" } });
    expect(league?.href).toBe("/ergebnisse/wettbewerb/-/K1");
  });

  it("links each entry to its page and describes players by their club", () => {
    const entries = favoriteEntries(lists);
    expect(entries.club[1]).toMatchObject({ href: "/vereine/sv-unterhaching/C1", picture: { url: "/rest/media/c1" } });
    expect(entries.team[0]?.href).toBe("/mannschaften/fc-oetting/T2");
    expect(entries.player[2]).toMatchObject({ description: "TSV Übersee", href: "/spieler/oezil-berg/P1" });
  });
});
