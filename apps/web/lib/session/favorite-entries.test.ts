import { describe, expect, it } from "vitest";
import { favoriteEntries } from "./favorite-entries";

describe("favourites as the site lists them", () => {
  const lists = {
    clubs: [
      { objectRef: "C2", clubName: "TSV Übersee", clubLogoUrl: null },
      { objectRef: "C1", clubName: "SV Unterhaching", clubLogoUrl: "/rest/media/c1" },
      { objectRef: "C3", clubName: "ASV Zirndorf", clubLogoUrl: null },
    ],
    teams: [
      { objectRef: "T1", teamName: "FC Aich", teamTypeName: "Herren", clubId: "C9", clubLogoUrl: null },
      { objectRef: "T2", teamName: "FC Ötting", teamTypeName: "A-Junioren", clubId: "C8", clubLogoUrl: null },
      { objectRef: "T3", teamName: "DJK Abens", teamTypeName: "Herren", clubId: "C7", clubLogoUrl: null },
    ],
    competitions: [
      {
        objectRef: "K2",
        competitionName: "Kreispokal",
        competitionType: { id: 308, value: "Pokal" },
        teamType: null,
        season: { id: "2627", value: "26/27" },
      },
      {
        objectRef: "K1",
        competitionName: "Bezirksliga Süd",
        competitionType: { id: 1, value: "Meisterschaft" },
        teamType: { id: 1, value: "Herren" },
        season: { id: "2627", value: "26/27" },
      },
    ],
    players: [
      { objectRef: "P1", firstName: "Özil", lastName: "Berg", playerImageUrl: null, clubName: "TSV Übersee" },
      { objectRef: "P2", firstName: "Anna", lastName: "Zeller", playerImageUrl: "/rest/p2", clubName: "ASV Zirndorf" },
      { objectRef: "P3", firstName: "Ömer", lastName: "Acar", playerImageUrl: null, clubName: "ASV Zirndorf" },
    ],
  };

  it("sorts by German collation: people and teams by description, then name; the others by name", () => {
    const entries = favoriteEntries(lists);
    expect(entries.club.map((entry) => entry.name)).toEqual(["ASV Zirndorf", "SV Unterhaching", "TSV Übersee"]);
    expect(entries.team.map((entry) => entry.id)).toEqual(["T2", "T3", "T1"]);
    expect(entries.competition.map((entry) => entry.name)).toEqual(["Bezirksliga Süd - 26/27", "Kreispokal - 26/27"]);
    expect(entries.player.map((entry) => entry.name)).toEqual(["Anna Zeller", "Ömer Acar", "Özil Berg"]);
  });

  it("names competitions with their season and describes them by type and team type, or the type alone", () => {
    const [league, cup] = favoriteEntries(lists).competition;
    expect(league).toMatchObject({ description: "Meisterschaft - Herren", picture: { kind: "league" } });
    expect(cup).toMatchObject({ description: "Pokal", picture: { kind: "competition" } });
    expect(league?.href).toBe("/ergebnisse/wettbewerb/-/K1");
  });

  it("links each entry to its page and describes players by their club", () => {
    const entries = favoriteEntries(lists);
    expect(entries.club[1]).toMatchObject({ href: "/vereine/sv-unterhaching/C1", picture: { url: "/rest/media/c1" } });
    expect(entries.team[0]?.href).toBe("/mannschaften/fc-oetting/T2");
    expect(entries.player[2]).toMatchObject({ description: "TSV Übersee", href: "/spieler/oezil-berg/P1" });
    expect(entries.player[0]).toMatchObject({ picture: { kind: "photo", url: "/rest/p2" } });
    expect(entries.team[0]).toMatchObject({ description: "A-Junioren", picture: { kind: "crest", url: null } });
  });
});
