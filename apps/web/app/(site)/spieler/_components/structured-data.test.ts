import { describe, expect, it } from "vitest";
import type { PlayerProfile } from "@/components/players/player-types";
import { playerStructuredData } from "./structured-data";

const team = {
  teamSeasonId: "TS1",
  teamPermanentId: "T1",
  clubId: "C1",
  clubName: "FC Ü",
  teamName: "FC Ü II",
  teamType: "Herren",
};

function profile(overrides: Partial<PlayerProfile>): PlayerProfile {
  return {
    playerId: "P1",
    userRef: null,
    firstName: "Jörg",
    lastName: "Maß",
    nickname: null,
    dateOfBirth: null,
    nationality: null,
    size: 180,
    weight: 75,
    position: "forward",
    alternativePositions: [],
    foot: "left",
    jerseyNumber: 9,
    captain: false,
    visibility: {
      performance: true,
      cards: true,
      clubHistory: true,
      dateOfBirth: false,
      nationality: false,
      searchEngines: false,
    },
    imageUrl: null,
    images: [],
    ownSuccess: [],
    club: { clubId: "C1", clubName: "FC Ü", clubLogoUrl: null },
    teams: [team],
    performance: [],
    clubHistory: [],
    success: [],
    ...overrides,
  };
}

const urls = { page: "https://x.de/spieler/joerg-mass/P1", club: "https://x.de/vereine/fc-ue/C1", team: () => null };

describe("player structured data", () => {
  it("names the person with club and teams and leaves out what the player hides", () => {
    const data = JSON.parse(JSON.stringify(playerStructuredData(profile({}), urls)));
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "Person",
      name: "Jörg Maß",
      url: urls.page,
      affiliation: { "@type": "SportsOrganization", name: "FC Ü", url: urls.club },
      memberOf: [{ "@type": "SportsTeam", name: "FC Ü II", sport: "Fußball" }],
    });
  });

  it("carries date of birth and nationality only when the answer shows them", () => {
    const data = playerStructuredData(profile({ dateOfBirth: "2000-05-01", nationality: "deutsch" }), urls);
    expect(data.birthDate).toBe("2000-05-01");
    expect(data.nationality).toBe("deutsch");
  });
});
