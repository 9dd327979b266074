import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_CLIENT_KEY, TEST_NOW, type TestApp } from "../../../test/app.js";
import { createClub, updateMatch } from "../../../test/factories.js";
import { berlinDay } from "../../lib/berlin-day.js";

/* getClubPage, added beside the catalogue: the calls of the website's club page in one answer. */
let testApp: TestApp;
const get = (url: string) =>
  testApp.app.inject({ method: "GET", url: `/rest/v1/${url}`, headers: { "x-api-key": TEST_CLIENT_KEY } });
const page = (id: string) => get(`protected/getClubPage?id=${id}`);

/** The current season's clubs by how many of their matches kicked off before today, most first. */
const CLUBS_BY_PAST_MATCHES = `
  select t.club_id as id, count(distinct m.id) filter (where m.kickoff_at < $1)::int as past
    from matches m
    join team_seasons ts on ts.id in (m.home_team_season_id, m.guest_team_season_id)
    join teams t on t.id = ts.team_id join seasons s on s.id = ts.season_id and s.is_current
   group by t.club_id order by past desc, t.club_id`;

/**
 * What the catalogue answers for the club page: the club, its success of every season and the page of fixtures
 * getClubFixtures documents to open with (`upcomingIndex - upcomingIndex % max`; the last page when none is left).
 */
async function catalogueAnswers(clubId: string) {
  const first = (await get(`protected/getClubFixtures/id/${clubId}`)).json();
  const pages = Math.max(1, Math.ceil(first.total / first.max));
  const offset =
    first.upcomingIndex === null ? (pages - 1) * first.max : first.upcomingIndex - (first.upcomingIndex % first.max);
  const [info, fixtures, success] = await Promise.all([
    get(`protected/getClubInfo/id/${clubId}`),
    get(`protected/getClubFixtures/id/${clubId}?offset=${offset}`),
    get(`protected/getClubTeamsSuccess/club-id/${clubId}`),
  ]);
  expect([info.statusCode, fixtures.statusCode, success.statusCode]).toEqual([200, 200, 200]);
  return { info: info.json(), fixtures: fixtures.json(), success: success.json() };
}

let busyClubId: string;
let quietClubId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const clubs = await testApp.query<{ id: string; past: number }>(CLUBS_BY_PAST_MATCHES, [berlinDay(TEST_NOW).start]);
  busyClubId = clubs[0]!.id;
  quietClubId = clubs.at(-1)!.id;
});
afterAll(() => testApp.close());

describe("getClubPage", () => {
  it("answers exactly what the club's info, today's page of fixtures and its success answer", async () => {
    const teamless = await createClub(testApp);
    for (const clubId of [busyClubId, quietClubId, teamless]) {
      const response = await page(clubId);
      expect(response.statusCode, clubId).toBe(200);
      const answer = response.json();
      expect(answer, clubId).toEqual(await catalogueAnswers(clubId));
      expect(answer.info.id).toBe(clubId);
    }
  });

  it("opens the fixtures on the page that holds today's matches, also beyond the first page", async () => {
    const { fixtures } = (await page(busyClubId)).json();
    // The club played more than a page of matches before today: its page of today is read second.
    expect(fixtures.upcomingIndex).toBeGreaterThanOrEqual(fixtures.max);
    expect(fixtures.offset).toBeGreaterThan(0);
    expect(fixtures.offset).toBeLessThanOrEqual(fixtures.upcomingIndex);
    expect(fixtures.upcomingIndex).toBeLessThan(fixtures.offset + fixtures.max);
    const today = berlinDay(TEST_NOW).start.getTime();
    const upcoming = fixtures.matches[fixtures.upcomingIndex - fixtures.offset];
    expect(upcoming.kickoff === null || Date.parse(upcoming.kickoff) >= today).toBe(true);
  });

  it("keeps private results, a private logo and an e-mail the club keeps to itself private", async () => {
    const { fixtures } = (await page(busyClubId)).json();
    const played = fixtures.matches.find(
      (match: { matchStatus: string; homeGoals: number | null }) =>
        match.matchStatus === "finished" && match.homeGoals !== null,
    );
    expect(played).toBeDefined();
    await updateMatch(testApp, played.id, { isResultPrivate: true });
    try {
      const answer = (await page(busyClubId)).json();
      expect(answer).toEqual(await catalogueAnswers(busyClubId));
      expect(answer.fixtures.matches.find((match: { id: string }) => match.id === played.id)).toMatchObject({
        resultPrivate: true,
        homeGoals: null,
        guestGoals: null,
      });
    } finally {
      await updateMatch(testApp, played.id, { isResultPrivate: false });
    }

    const privateLogo = await testApp.one<{ id: string; logo_media_id: string }>(
      "select id, logo_media_id from clubs where is_logo_private and logo_media_id is not null order by id limit 1",
    );
    const withLogo = await page(privateLogo.id);
    expect(withLogo.json().info).toMatchObject({ logoPrivate: true, logoId: null, logoUrl: null });
    expect(withLogo.body).not.toContain(privateLogo.logo_media_id);

    const [hidden, shown] = await Promise.all(
      [false, true].map((permitted) =>
        testApp.one<{ id: string; email: string }>(
          "select id, email from clubs where is_email_public = $1 and email is not null order by id limit 1",
          [permitted],
        ),
      ),
    );
    const hiddenAnswer = await page(hidden!.id);
    expect(hiddenAnswer.json().info).not.toHaveProperty("email");
    expect(hiddenAnswer.body).not.toContain(hidden!.email);
    expect((await page(shown!.id)).json().info.email).toBe(shown!.email);
  });

  it("answers 404 for an unknown club, 400 naming a malformed, missing or unknown parameter", async () => {
    const unknown = await page("UNKNOWNCLUB");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/UNKNOWNCLUB/);
    const malformed = await page(encodeURIComponent("x;drop"));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ kind: "invalid-parameter", field: "id" });
    const missing = await get("protected/getClubPage");
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ kind: "missing-parameter", field: "id" });
    const extra = await get(`protected/getClubPage?id=${busyClubId}&offset=50`);
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ kind: "unknown-parameter", field: "offset" });
  });

  it("needs a client key like the club calls", async () => {
    const response = await testApp.app.inject({
      method: "GET",
      url: `/rest/v1/protected/getClubPage?id=${busyClubId}`,
    });
    expect(response.statusCode).toBe(401);
  });
});
