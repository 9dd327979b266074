import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { moveKickoff, updateMatch } from "../../../test/factories.js";

/*
 * The feeds are read back with ical.js, an iCalendar parser independent of the library that writes them, and
 * compared with the matches in the database.
 */

let testApp: TestApp;
const base = "/rest/v1/public";
const get = (url: string) => testApp.app.inject({ method: "GET", url: `${base}${url}` });

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

interface ParsedEvent {
  uid: string;
  sequence: number;
  start: Date;
  startZone: string;
  status: string;
  summary: string;
  location: string | null;
}

function parse(text: string): { name: string; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate(),
      startZone: event.startDate.isDate ? "date" : String(event.startDate.zone?.tzid),
      status: String(component.getFirstPropertyValue("status")),
      summary: event.summary,
      location: event.location,
    };
  });
  return { name: String(calendar.getFirstPropertyValue("x-wr-calname")), events };
}

async function feed(url: string) {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
  return parse(response.body);
}

const byUid = (events: ParsedEvent[], matchId: string) => events.find((event) => event.uid.startsWith(`${matchId}@`));

describe("team calendar", () => {
  it("has one entry per match of the season's team, at its kickoff in Berlin time, with its venue", async () => {
    const team = await testApp.one<{ id: string; name: string }>(
      `select ts.id, ts.name from team_seasons ts join seasons s on s.id = ts.season_id
        where s.is_current and exists (select 1 from matches m where m.home_team_season_id = ts.id and m.venue_id is not null)
        order by ts.id limit 1`,
    );
    const expected = await testApp.query<{
      id: string;
      kickoff_at: Date;
      is_kickoff_time_known: boolean;
      venue: string | null;
    }>(
      `select m.id, m.kickoff_at, m.is_kickoff_time_known, v.name as venue from matches m left join venues v on v.id = m.venue_id
        where (m.home_team_season_id = $1 or m.guest_team_season_id = $1) and m.kickoff_at is not null
          and m.home_team_season_id is not null and m.guest_team_season_id is not null
          and m.rescheduled_to_match_id is null`,
      [team.id],
    );
    const calendar = await feed(`/getTeamCalendar/team-id/${team.id}`);
    expect(calendar.name).toContain(team.name);
    expect(calendar.events).toHaveLength(expected.length);
    expect(new Set(calendar.events.map((event) => event.uid)).size).toBe(expected.length);
    for (const match of expected) {
      const event = byUid(calendar.events, match.id);
      expect(event, match.id).toBeDefined();
      if (match.is_kickoff_time_known) {
        expect(event!.startZone).toBe("Europe/Berlin");
        expect(event!.start.getTime()).toBe(new Date(match.kickoff_at).getTime());
      } else {
        expect(event!.startZone).toBe("date");
      }
      if (match.venue) expect(event!.location).toContain(match.venue);
    }
  });

  it("keeps a moved match's UID and raises its SEQUENCE, and marks a called-off match CANCELLED", async () => {
    const match = await testApp.one<{ id: string; team: string }>(
      `select m.id, m.home_team_season_id as team from matches m
        where m.status = 'scheduled' and m.kickoff_at > now() and m.guest_team_season_id is not null
        order by m.kickoff_at, m.id limit 1`,
    );
    const before = byUid((await feed(`/getTeamCalendar/team-id/${match.team}`)).events, match.id)!;
    expect(before.status).toBe("CONFIRMED");

    await moveKickoff(testApp, match.id, { days: 1, hours: 2 });
    const moved = byUid((await feed(`/getTeamCalendar/team-id/${match.team}`)).events, match.id)!;
    expect(moved.uid).toBe(before.uid);
    expect(moved.sequence).toBeGreaterThan(before.sequence);
    expect(moved.start.getTime() - before.start.getTime()).toBe(26 * 60 * 60_000);

    await updateMatch(testApp, match.id, { status: "postponed" });
    const calledOff = byUid((await feed(`/getTeamCalendar/team-id/${match.team}`)).events, match.id)!;
    expect(calledOff.uid).toBe(before.uid);
    expect(calledOff.status).toBe("CANCELLED");
    expect(calledOff.sequence).toBeGreaterThan(moved.sequence);
  });

  it("names the bad and the unknown", async () => {
    expect((await get("/getTeamCalendar/team-id/no%20such")).json().message).toContain("team-id");
    expect((await get("/getTeamCalendar/team-id/UNKNOWN")).statusCode).toBe(404);
    const team = await testApp.one<{ id: string }>("select id from team_seasons order by id limit 1");
    const badSeason = await get(`/getTeamCalendar/team-id/${team.id}?saison=26-27`);
    expect(badSeason.statusCode).toBe(400);
    expect(badSeason.json().message).toContain("saison");
  });
});

describe("competition calendar", () => {
  it("shows a match moved to a replay once, as the replay under the first match's UID", async () => {
    const replay = await testApp.one<{ id: string; original: string; competition_id: string; kickoff_at: Date }>(
      `select m.id, m.rescheduled_from_match_id as original, m.competition_id, m.kickoff_at from matches m
        where m.rescheduled_from_match_id is not null order by m.id limit 1`,
    );
    const { events } = await feed(`/getCompetitionCalendar/staffel/${replay.competition_id}`);
    const entries = events.filter((event) => event.uid.startsWith(`${replay.original}@`));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.start.getTime()).toBe(new Date(replay.kickoff_at).getTime());
    expect(entries[0]!.sequence).toBeGreaterThanOrEqual(1);
    expect(byUid(events, replay.id)).toBeUndefined();
    const { count } = await testApp.one<{ count: number }>(
      `select count(*)::int from matches where competition_id = $1 and kickoff_at is not null
         and home_team_season_id is not null and guest_team_season_id is not null and rescheduled_to_match_id is null`,
      [replay.competition_id],
    );
    expect(events).toHaveLength(count);
  });

  it("is a 404 for an unknown competition", async () => {
    expect((await get("/getCompetitionCalendar/staffel/UNKNOWN")).statusCode).toBe(404);
  });
});

describe("club calendar", () => {
  it("holds the matches of every team of the club in the season", async () => {
    const club = await testApp.one<{ id: string; name: string }>(
      `select c.id, c.name from clubs c where (select count(*) from teams t where t.club_id = c.id) >= 3 order by c.id limit 1`,
    );
    const { count } = await testApp.one<{ count: number }>(
      `select count(distinct m.id)::int from matches m
         join team_seasons ts on ts.id in (m.home_team_season_id, m.guest_team_season_id)
         join teams t on t.id = ts.team_id join seasons s on s.id = ts.season_id
        where t.club_id = $1 and s.is_current and m.kickoff_at is not null
          and m.home_team_season_id is not null and m.guest_team_season_id is not null
          and m.rescheduled_to_match_id is null`,
      [club.id],
    );
    const calendar = await feed(`/getClubCalendar/club-id/${club.id}`);
    expect(calendar.name).toContain(club.name);
    expect(count).toBeGreaterThan(0);
    expect(calendar.events).toHaveLength(count);
  });

  it("is a 404 for an unknown club or season and a 400 naming a malformed one", async () => {
    expect((await get("/getClubCalendar/club-id/UNKNOWN")).statusCode).toBe(404);
    const club = await testApp.one<{ id: string }>("select id from clubs order by id limit 1");
    expect((await get(`/getClubCalendar/club-id/${club.id}?saison=1999`)).statusCode).toBe(404);
    const bad = await get("/getClubCalendar/club-id/-bad");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("club-id");
  });
});
