import {
  countRunningScore,
  eventTypeCodes,
  type MatchSide,
  type MatchStatus,
  rankTopScorers,
  readLiveClock,
  standardMatchFormat,
  type TableMatch,
} from "@spielfeld/football";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { DemoPreset } from "../config.js";
import { demoInstant, type Row } from "./context.js";
import { generateDemo } from "./generate.js";
import { COMPETITION_TYPE, TEAM_TYPE, TEAM_TYPES } from "./reference.js";

/* Invariants a visitor relies on, checked over every row the generator writes for a preset. */

const KEPT = new Set([
  "teams",
  "team_seasons",
  "competitions",
  "competition_teams",
  "competition_matchdays",
  "matches",
  "match_lineups",
  "match_events",
  "ticker_entries",
  "players",
  "seasons",
  "kreise",
  "referees",
  "match_officials",
  "league_levels",
]);

interface Dataset {
  rows: (name: string) => Row[];
  now: Date;
}

async function generate(preset: DemoPreset): Promise<Dataset> {
  const date = "2026-11-21";
  const tables = new Map<string, Row[]>();
  const names = new Map<PgTable, string>();
  await generateDemo({ preset, seed: "spielfeld", date }, (table, row) => {
    let name = names.get(table);
    if (name === undefined) {
      name = getTableConfig(table).name;
      names.set(table, name);
    }
    if (!KEPT.has(name)) return;
    if (!tables.has(name)) tables.set(name, []);
    tables.get(name)!.push(row);
  });
  return {
    rows: (name) => tables.get(name) ?? [],
    now: demoInstant(date),
  };
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

interface Event {
  typeCode: number;
  minute: number;
  addedMinute: number | null;
  side: MatchSide;
  playerId: string | null;
  relatedPlayerId: string | null;
  sortOrder: number;
}

const GOALS = new Set<number>([eventTypeCodes.goal, eventTypeCodes.ownGoal, eventTypeCodes.penaltyGoal]);

/** Everything wrong with one match's timeline when replayed on the pitch, as readable lines. */
function replayOnPitch(lineups: Row[], events: Event[]): string[] {
  const problems: string[] = [];
  const onPitch = new Set(lineups.filter((row) => !row.isSubstitute).map((row) => `${row.side}|${row.playerId}`));
  const bench = new Set(lineups.filter((row) => row.isSubstitute).map((row) => `${row.side}|${row.playerId}`));
  const booked = new Set<string>();
  for (const event of events) {
    const player = `${event.side}|${event.playerId}`;
    const at = `${event.minute}. ${event.typeCode}`;
    if (event.typeCode === eventTypeCodes.substitutionIn) {
      if (!bench.delete(player)) problems.push(`${at}: comes on but was not on the bench`);
      onPitch.add(player);
      continue;
    }
    if (!onPitch.has(player)) {
      problems.push(`${at}: acts while not on the pitch`);
      continue;
    }
    if (event.typeCode === eventTypeCodes.substitutionOut) {
      const into = `${event.side}|${event.relatedPlayerId}`;
      if (!bench.has(into)) problems.push(`${at}: replaced by a player not on the bench`);
      onPitch.delete(player);
    } else if (event.typeCode === eventTypeCodes.yellowCard) {
      if (booked.has(player)) problems.push(`${at}: a second yellow card that is no yellow-red`);
      booked.add(player);
    } else if (event.typeCode === eventTypeCodes.yellowRedCard) {
      if (!booked.has(player)) problems.push(`${at}: yellow-red without a yellow card`);
      onPitch.delete(player);
    } else if (event.typeCode === eventTypeCodes.redCard) {
      onPitch.delete(player);
    }
  }
  return problems;
}

const presets: DemoPreset[] = ["small", "demo"];

describe.each(presets)("the %s demo association", (preset) => {
  let data: Dataset;
  let matchMinutesOf: (match: Row) => number;
  let eventsOf: Map<string, Event[]>;
  let lineupsOf: Map<string, Row[]>;
  let reported: Row[];

  beforeAll(async () => {
    data = await generate(preset);
    const competitions = new Map(data.rows("competitions").map((row) => [row.id as string, row]));
    matchMinutesOf = (match) =>
      TEAM_TYPES.find((type) => type.id === competitions.get(match.competitionId as string)!.teamTypeId)!.matchMinutes;
    eventsOf = groupBy(data.rows("match_events") as unknown as (Event & { matchId: string })[], (row) => row.matchId);
    for (const events of eventsOf.values()) events.sort((a, b) => a.sortOrder - b.sortOrder);
    lineupsOf = groupBy(data.rows("match_lineups"), (row) => row.matchId as string);
    reported = data.rows("matches").filter((match) => lineupsOf.has(match.id as string));
  }, 600_000);

  it("has match reports of finished and running matches to check", () => {
    const statuses = new Set(reported.map((match) => match.status));
    expect(statuses).toContain("finished");
    expect(statuses).toContain("live");
    expect(reported.length).toBeGreaterThan(150);
  });

  it("reproduces every reported score from its goal events: full time, half time and extra time", () => {
    const wrong: string[] = [];
    for (const match of reported) {
      if (match.status === "awarded") continue; // A verdict replaces the result on the pitch.
      const events = eventsOf.get(match.id as string) ?? [];
      const length = matchMinutesOf(match);
      const regular = countRunningScore(events, length);
      if (regular.home !== match.homeGoals || regular.guest !== match.guestGoals) {
        wrong.push(`${match.id} ${match.homeGoals}:${match.guestGoals}, events ${regular.home}:${regular.guest}`);
      }
      if (match.homeGoalsHalftime !== null) {
        const half = countRunningScore(events, length / 2);
        if (half.home !== match.homeGoalsHalftime || half.guest !== match.guestGoalsHalftime) {
          wrong.push(`${match.id} half time ${match.homeGoalsHalftime}:${match.guestGoalsHalftime}`);
        }
      }
      const all = countRunningScore(events);
      const afterExtraTime =
        match.homeGoalsExtraTime === null
          ? { home: match.homeGoals, guest: match.guestGoals }
          : { home: match.homeGoalsExtraTime, guest: match.guestGoalsExtraTime };
      if (all.home !== afterExtraTime.home || all.guest !== afterExtraTime.guest) {
        wrong.push(`${match.id} after extra time ${afterExtraTime.home}:${afterExtraTime.guest}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(reported.some((match) => match.homeGoalsExtraTime !== null)).toBe(true);
    expect(data.rows("match_events").some((event) => event.typeCode === eventTypeCodes.ownGoal)).toBe(true);
  });

  it("lets players score, be booked and be substituted only while on the pitch, a second yellow being yellow-red", () => {
    const problems: string[] = [];
    for (const match of reported) {
      const lineups = lineupsOf.get(match.id as string)!;
      for (const problem of replayOnPitch(lineups, eventsOf.get(match.id as string) ?? [])) {
        problems.push(`${match.id} ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    const codes = new Set(data.rows("match_events").map((event) => event.typeCode));
    const { substitutionIn, substitutionOut, yellowCard, yellowRedCard, goal, ownGoal, penaltyGoal } = eventTypeCodes;
    for (const code of [substitutionIn, substitutionOut, yellowCard, yellowRedCard, goal, ownGoal, penaltyGoal]) {
      expect(codes).toContain(code);
    }
  });

  it("names in every event only players of the side's team sheet", () => {
    const stray = data.rows("match_events").filter((event) => {
      const sheet = lineupsOf.get(event.matchId as string) ?? [];
      const onSheet = (id: unknown) => sheet.some((row) => row.playerId === id && row.side === event.side);
      return !onSheet(event.playerId) || (event.relatedPlayerId !== null && !onSheet(event.relatedPlayerId));
    });
    expect(stray).toEqual([]);
  });

  it("credits every goal of a league's played matches to a scorer of the team, or to the other side as an own goal", () => {
    const byCompetition = groupBy(
      reported.filter((match) => match.status === "finished" || match.status === "provisional"),
      (match) => match.competitionId as string,
    );
    const leagues = data.rows("competitions").filter((row) => row.hasScorers);
    expect(leagues.length).toBeGreaterThan(0);
    for (const league of leagues) {
      const played = (byCompetition.get(league.id as string) ?? []).map(
        (match): TableMatch => ({
          id: match.id as string,
          matchday: match.matchday as number,
          kickoffAt: null,
          status: match.status as MatchStatus,
          homeTeamId: match.homeTeamSeasonId as string,
          guestTeamId: match.guestTeamSeasonId as string,
          homeGoals: match.homeGoals as number,
          guestGoals: match.guestGoals as number,
        }),
      );
      const events = played.flatMap((match) =>
        (eventsOf.get(match.id) ?? []).map((event) => ({ ...event, matchId: match.id })),
      );
      const playedById = new Map(played.map((match) => [match.id, match]));
      const scorers = rankTopScorers({ matches: played, events });
      const ownGoals = events.filter((event) => event.typeCode === eventTypeCodes.ownGoal).length;
      const credited = scorers.entries.reduce((sum, entry) => sum + entry.goals, 0);
      expect(credited + ownGoals, `${league.name}`).toBe(scorers.goalCount);
      const teamOfPlayer = new Map(
        played.flatMap((match) =>
          (lineupsOf.get(match.id) ?? []).map((row) => [
            `${match.id}|${row.playerId}`,
            row.side === "home" ? match.homeTeamId : match.guestTeamId,
          ]),
        ),
      );
      for (const event of events.filter((event) => GOALS.has(event.typeCode))) {
        const team = teamOfPlayer.get(`${event.matchId}|${event.playerId}`);
        const match = playedById.get(event.matchId)!;
        expect(team).toBe(event.side === "home" ? match.homeTeamId : match.guestTeamId);
      }
    }
  });

  it("writes the running score of the events into the live ticker", () => {
    const entries = groupBy(data.rows("ticker_entries"), (row) => row.matchId as string);
    expect(entries.size).toBeGreaterThan(0);
    const matches = new Map(data.rows("matches").map((row) => [row.id, row]));
    const wrong: string[] = [];
    for (const [matchId, ticker] of entries) {
      const match = matches.get(matchId)!;
      const events = eventsOf.get(matchId) ?? [];
      const goals = events.filter((event) => GOALS.has(event.typeCode));
      const goalTexts = ticker.filter((entry) => GOALS.has(entry.typeCode as number));
      expect(goalTexts).toHaveLength(goals.length);
      goals.forEach((goal, index) => {
        const score = countRunningScore(events.slice(0, events.indexOf(goal) + 1));
        const text = goalTexts[index]!.text as string;
        if (!text.includes(`${score.home}:${score.guest}`)) wrong.push(`${matchId}: ${text}`);
      });
      const whistle = ticker.find((entry) => (entry.text as string).startsWith("Abpfiff"));
      const home = match.homeGoalsExtraTime ?? match.homeGoals;
      const guest = match.guestGoalsExtraTime ?? match.guestGoals;
      const final = (home as number) >= (guest as number) ? `${home}:${guest}` : `${guest}:${home}`;
      if (whistle && !(whistle.text as string).includes(final)) wrong.push(`${matchId}: ${whistle.text}`);
      const halftime = ticker.find((entry) => (entry.text as string).startsWith("Halbzeit"));
      if (halftime && !(halftime.text as string).includes(`${match.homeGoalsHalftime}:${match.guestGoalsHalftime}`)) {
        wrong.push(`${matchId}: ${halftime.text}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("never puts two teams of one club into the same league", () => {
    const clubOfTeam = new Map(data.rows("teams").map((row) => [row.id, row.clubId]));
    const clubOfSeason = new Map(data.rows("team_seasons").map((row) => [row.id, clubOfTeam.get(row.teamId)]));
    const leagues = new Set(
      data
        .rows("competitions")
        .filter((row) => row.competitionTypeId === COMPETITION_TYPE.championship)
        .map((row) => row.id),
    );
    const shared: string[] = [];
    for (const [competitionId, entries] of groupBy(
      data.rows("competition_teams"),
      (row) => row.competitionId as string,
    )) {
      if (!leagues.has(competitionId)) continue;
      const clubs = entries.map((entry) => clubOfSeason.get(entry.teamSeasonId));
      if (new Set(clubs).size !== clubs.length) shared.push(competitionId);
    }
    expect(shared).toEqual([]);
  });

  it("never lets a team play two league matches on one day, replays included", () => {
    const leagues = new Set(
      data
        .rows("competitions")
        .filter((row) => row.competitionTypeId === COMPETITION_TYPE.championship)
        .map((row) => row.id),
    );
    const calledOff = new Set(["postponed", "rescheduled", "annulled", "bye"]);
    const played = data
      .rows("matches")
      .filter(
        (match) =>
          leagues.has(match.competitionId) && match.isKickoffTimeKnown && !calledOff.has(match.status as string),
      );
    const berlinDay = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Berlin" });
    const day = (match: Row) => berlinDay.format(match.kickoffAt as Date);
    const twice = [
      ...groupBy(
        played.flatMap((match) => [
          { team: match.homeTeamSeasonId, day: day(match) },
          { team: match.guestTeamSeasonId, day: day(match) },
        ]),
        (entry) => `${entry.team} on ${entry.day}`,
      ),
    ]
      .filter(([, entries]) => entries.length > 1)
      .map(([key]) => key);
    expect(twice).toEqual([]);
  });

  it("books a referee for one match at a time, as referee only in leagues their class reaches", () => {
    const kickoffOf = new Map(data.rows("matches").map((match) => [match.id, (match.kickoffAt as Date).getTime()]));
    const overlapping: string[] = [];
    for (const [refereeId, duties] of groupBy(data.rows("match_officials"), (row) => row.refereeId as string)) {
      const times = duties.map((duty) => kickoffOf.get(duty.matchId)!).sort((a, b) => a - b);
      for (let index = 1; index < times.length; index += 1) {
        if (times[index]! - times[index - 1]! < 2 * 60 * 60_000)
          overlapping.push(`${refereeId} at ${new Date(times[index]!).toISOString()}`);
      }
    }
    expect(overlapping).toEqual([]);
    const classes = ["Kreisliga", "Bezirksliga", "Landesliga", "Bayernliga", "Regionalliga"];
    const classOf = new Map(data.rows("referees").map((row) => [row.id, classes.indexOf(row.levelName as string)]));
    const levels = new Map(data.rows("league_levels").map((row) => [row.id, row]));
    const competitions = new Map(data.rows("competitions").map((row) => [row.id, row]));
    const matches = new Map(data.rows("matches").map((row) => [row.id, row]));
    const above: string[] = [];
    for (const duty of data.rows("match_officials").filter((row) => row.role === "referee")) {
      const competition = competitions.get(matches.get(duty.matchId)!.competitionId)!;
      const level = levels.get(competition.leagueLevelId);
      if (competition.teamTypeId !== TEAM_TYPE.men || !level) continue;
      const needed = Math.max(0, 5 - (level.rank as number));
      if (classOf.get(duty.refereeId)! < needed) above.push(`${duty.refereeId} in ${competition.name}`);
    }
    expect(above).toEqual([]);
  });

  it("gives every Kreis its own men's class", () => {
    const current = data.rows("seasons").find((row) => row.isCurrent)!;
    const kreisLeagues = data
      .rows("competitions")
      .filter(
        (row) =>
          row.seasonId === current.id &&
          row.competitionTypeId === COMPETITION_TYPE.championship &&
          row.teamTypeId === TEAM_TYPE.men &&
          (row.breadcrumb as string[])[3]!.startsWith("Kreis "),
      );
    const kreise = new Set(kreisLeagues.map((row) => (row.breadcrumb as string[])[3]));
    expect(kreise.size).toBe(data.rows("kreise").length);
  });

  it("plays leagues of the association's sizes through autumn and spring, with a winter break", () => {
    const current = data.rows("seasons").find((row) => row.isCurrent)!;
    const startYear = 2000 + Number(String(current.id).slice(0, 2));
    const entries = groupBy(data.rows("competition_teams"), (row) => row.competitionId as string);
    const plans = groupBy(data.rows("competition_matchdays"), (row) => row.competitionId as string);
    const leagues = data
      .rows("competitions")
      .filter((row) => row.competitionTypeId === COMPETITION_TYPE.championship && row.seasonId === current.id);
    for (const league of leagues) {
      const size = entries.get(league.id as string)!.length;
      const rank = Number(league.leagueLevelId) % 100;
      if (preset === "demo" && league.teamTypeId === TEAM_TYPE.men) {
        const [min, max] = rank <= 4 ? [14, 18] : [10, 16];
        expect(size, `${league.name}`).toBeGreaterThanOrEqual(min);
        expect(size, `${league.name}`).toBeLessThanOrEqual(max);
      } else {
        expect(size, `${league.name}`).toBeGreaterThanOrEqual(4);
      }
      const plan = [...plans.get(league.id as string)!].sort((a, b) => Number(a.number) - Number(b.number));
      const firstLeg = plan.slice(0, Math.ceil(plan.length / 2)).map((matchday) => matchday.startsOn as string);
      const secondLeg = plan.slice(Math.ceil(plan.length / 2)).map((matchday) => matchday.endsOn as string);
      expect(firstLeg[0]! >= `${startYear}-07-31`, `${league.name} starts ${firstLeg[0]}`).toBe(true);
      expect(firstLeg.at(-1)! >= `${startYear}-11-14`, `${league.name} first leg ends ${firstLeg.at(-1)}`).toBe(true);
      expect(firstLeg.at(-1)! <= `${startYear}-11-30`, `${league.name} first leg ends ${firstLeg.at(-1)}`).toBe(true);
      expect(secondLeg[0]! >= `${startYear + 1}-03-01`, `${league.name} second leg ${secondLeg[0]}`).toBe(true);
      expect(secondLeg.at(-1)! <= `${startYear + 1}-06-30`, `${league.name} ends ${secondLeg.at(-1)}`).toBe(true);
    }
    const cups = data.rows("competitions").filter((row) => row.competitionTypeId === COMPETITION_TYPE.cup);
    expect(cups.length).toBeGreaterThan(0);
    for (const cup of cups) {
      const rounds = plans.get(cup.id as string) ?? [];
      expect(rounds.length).toBeGreaterThan(0);
      for (const round of rounds) {
        const month = Number(String(round.startsOn).slice(5, 7));
        expect([12, 1, 2], `${cup.name} ${round.name} on ${round.startsOn}`).not.toContain(month);
      }
    }
  });

  it("shows running matches at the minute, state and score their kickoff, the clock and the events give", () => {
    const live = data.rows("matches").filter((match) => match.status === "live");
    expect(live.length).toBeGreaterThan(0);
    for (const match of live) {
      const format = { ...standardMatchFormat, matchMinutes: matchMinutesOf(match) };
      const clock = readLiveClock(match.kickoffAt as Date, data.now, format);
      expect(clock.timeState).not.toBe("full_time");
      expect(match.liveMinute).toBe(clock.minute);
      expect(match.timeState).toBe(clock.timeState);
      if (match.isResultPrivate) continue;
      const score = countRunningScore(eventsOf.get(match.id as string) ?? []);
      expect({ home: match.homeGoals, guest: match.guestGoals }).toEqual(score);
      const later = readLiveClock(match.kickoffAt as Date, new Date(data.now.getTime() + 3 * 86_400_000), format);
      expect(later.timeState).toBe("full_time");
    }
  });

  it("leaves nothing pending in an ended season: every match played, decided or called off for good", () => {
    const ended = new Set(
      data
        .rows("seasons")
        .filter((season) => !season.isCurrent)
        .map((season) => season.id),
    );
    const endedCompetitions = new Set(
      data
        .rows("competitions")
        .filter((row) => ended.has(row.seasonId))
        .map((row) => row.id as string),
    );
    const pending = data
      .rows("matches")
      .filter((match) => endedCompetitions.has(match.competitionId as string))
      .filter(
        (match) =>
          ["scheduled", "live", "provisional", "postponed"].includes(match.status as string) ||
          (match.status === "abandoned" && match.decision === null) ||
          (match.status === "rescheduled" && match.rescheduledToMatchId === null),
      );
    expect(pending.map((match) => `${match.id} ${match.status}`)).toEqual([]);
  });

  it("gives every public minor's profile a parent's consent", () => {
    const date = "2026-11-21";
    const adultBorn = `${Number(date.slice(0, 4)) - 18}${date.slice(4)}`;
    const unconsented = data
      .rows("players")
      .filter((player) => player.isProfilePublic && (player.dateOfBirth as string) > adultBorn)
      .filter((player) => player.parentalConsentAt === null);
    expect(unconsented.map((player) => player.id)).toEqual([]);
  });
});
