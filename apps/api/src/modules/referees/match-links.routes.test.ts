import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, type TestApp } from "../../../test/app.js";
import { setRefereeFlags, unlinkMatchOfficial } from "../../../test/factories.js";

/*
 * A match object links its officials to their referee pages only while the profile is public; the names stay
 * (officiating is a public office).
 */

let testApp: TestApp;
const get = (url: string) =>
  testApp.app.inject({ method: "GET", url: `/rest/v1/protected/${url}`, headers: { "x-api-key": TEST_CLIENT_KEY } });

interface WireOfficials {
  referee: string | null;
  refereeId: string | null;
  assistant1: string | null;
  assistant1Id: string | null;
  assistant2: string | null;
  assistant2Id: string | null;
  fourthOfficial: string | null;
  fourthOfficialId: string | null;
}

const FIELDS = {
  referee: ["referee", "refereeId"],
  assistant_1: ["assistant1", "assistant1Id"],
  assistant_2: ["assistant2", "assistant2Id"],
  fourth_official: ["fourthOfficial", "fourthOfficialId"],
} as const;

/** A finished match with all four officials. */
let match: { id: string; competition_id: string; matchday: number | null };
let officials: { role: keyof typeof FIELDS; referee_id: string; name: string }[];

beforeAll(async () => {
  testApp = await createTestApp();
  match = await testApp.one(
    `select m.id, m.competition_id, m.matchday from matches m
      where m.status = 'finished' and (select count(*) from match_officials o where o.match_id = m.id) = 4
      order by m.kickoff_at, m.id limit 1`,
  );
  officials = await testApp.query(
    "select role::text as role, referee_id, name from match_officials where match_id = $1 order by role",
    [match.id],
  );
});
afterAll(() => testApp.close());

const matchById = async () => (await get(`getMatchById1/spiel/${match.id}`)).json() as WireOfficials;

describe("officials in the match object", () => {
  it("carry their referee ids beside their names while the profiles are public", async () => {
    const wire = await matchById();
    expect(officials).toHaveLength(4);
    for (const official of officials) {
      const [nameField, idField] = FIELDS[official.role];
      expect(wire[nameField], official.role).toBe(official.name);
      expect(wire[idField], official.role).toBe(official.referee_id);
    }
    // Every linked id opens a profile.
    const profile = await get(`getRefereeProfile?userid=${wire.refereeId}`);
    expect(profile.statusCode).toBe(200);
  });

  it("a referee whose profile is not public keeps the name and loses the link, in every list", async () => {
    const hidden = officials.find((official) => official.role === "assistant_1")!;
    await setRefereeFlags(testApp, hidden.referee_id, { isProfilePublic: false });
    try {
      const wire = await matchById();
      expect(wire.assistant1).toBe(hidden.name);
      expect(wire.assistant1Id).toBeNull();
      expect(wire.refereeId).toBe(officials.find((official) => official.role === "referee")!.referee_id);

      const day = match.matchday === null ? "" : `?spieltag=${match.matchday}`;
      const matchday = (await get(`getCompetitionMatchDay/staffel/${match.competition_id}${day}`)).json() as {
        matches: (WireOfficials & { id: string })[];
      };
      const listed = matchday.matches.find((entry) => entry.id === match.id);
      expect(listed?.assistant1).toBe(hidden.name);
      expect(listed?.assistant1Id).toBeNull();

      const linkedAnywhere = await testApp.query<{ id: string }>(
        "select match_id as id from match_officials where referee_id = $1 limit 5",
        [hidden.referee_id],
      );
      for (const { id } of linkedAnywhere) {
        const body = (await get(`getMatchById1/spiel/${id}`)).body;
        expect(body).not.toContain(hidden.referee_id);
      }
    } finally {
      await setRefereeFlags(testApp, hidden.referee_id, { isProfilePublic: true });
    }
  });

  it("an official named without a referee record has no link", async () => {
    await unlinkMatchOfficial(testApp, match.id, "fourth_official");
    const wire = await matchById();
    expect(wire.fourthOfficial).toBe(officials.find((official) => official.role === "fourth_official")!.name);
    expect(wire.fourthOfficialId).toBeNull();
  });
});
