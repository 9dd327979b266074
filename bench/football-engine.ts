// Benchmark of the table engine: one 16-team competition, and about 1,800 synthetic leagues as in a full
// association. Run from the repository root: npx tsx bench/football-engine.ts
import {
  bavarianLowerLeagueProfile,
  type RankTableInput,
  rankTable,
  regionalligaProfile,
  type TableMatch,
  type TableTeam,
  type TieBreakProfile,
} from "../packages/football/src/index.js";

const leagueCount = 1800;
const singleRuns = 2000;

/** mulberry32: a small seeded PRNG, so every run ranks the same leagues. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

function drawGoals(random: () => number, mean: number): number {
  // Poisson by inversion; amateur scores average about 1.6 home and 1.3 away goals.
  let goals = 0;
  let probability = Math.exp(-mean);
  let cumulative = probability;
  const target = random();
  while (target > cumulative && goals < 15) {
    goals += 1;
    probability *= mean / goals;
    cumulative += probability;
  }
  return goals;
}

/** A full double round robin (circle method), every match finished with a random score. */
function createLeague(
  index: number,
  teamCount: number,
  profile: TieBreakProfile,
  random: () => number,
): RankTableInput {
  const teams: TableTeam[] = Array.from({ length: teamCount }, (_, team) => ({
    id: `L${index}T${team}`,
    name: `Team ${team}`,
    clubId: `C${index}-${team}`,
    logoId: null,
  }));
  const slots: (string | null)[] = teams.map((team) => team.id);
  if (slots.length % 2 === 1) slots.push(null);
  const rounds = slots.length - 1;
  const matches: TableMatch[] = [];
  for (let round = 0; round < rounds; round++) {
    for (let pair = 0; pair < slots.length / 2; pair++) {
      const first = slots[pair] ?? null;
      const second = slots[slots.length - 1 - pair] ?? null;
      for (const [leg, home, guest] of [
        [0, first, second],
        [rounds, second, first],
      ] as const) {
        if (home === null || guest === null) continue;
        matches.push({
          id: `L${index}M${matches.length}`,
          matchday: round + 1 + leg,
          kickoffAt: null,
          homeTeamId: home,
          guestTeamId: guest,
          status: "finished",
          homeGoals: drawGoals(random, 1.6),
          guestGoals: drawGoals(random, 1.3),
        });
      }
    }
    slots.splice(1, 0, slots.pop() ?? null);
  }
  return {
    competitionId: `L${index}`,
    teams,
    matches,
    settings: {
      tieBreakProfile: profile,
      promotionCount: 1,
      promotionPlayoffCount: 1,
      relegationCount: 2,
      totalMatchdays: rounds * 2,
    },
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function timeSingleCompetition(profile: TieBreakProfile): number {
  const league = createLeague(0, 16, profile, createRandom(16));
  for (let run = 0; run < 200; run++) rankTable(league);
  const samples: number[] = [];
  for (let run = 0; run < singleRuns; run++) {
    const start = process.hrtime.bigint();
    rankTable(league);
    samples.push(Number(process.hrtime.bigint() - start) / 1000);
  }
  return median(samples);
}

function timeAllLeagues(profile: TieBreakProfile): { milliseconds: number; matches: number } {
  const random = createRandom(2526);
  const leagues = Array.from({ length: leagueCount }, (_, index) =>
    createLeague(index, 10 + Math.floor(random() * 9), profile, random),
  );
  const matches = leagues.reduce((total, league) => total + league.matches.length, 0);
  for (const league of leagues.slice(0, 100)) rankTable(league);
  const start = process.hrtime.bigint();
  for (const league of leagues) rankTable(league);
  return { milliseconds: Number(process.hrtime.bigint() - start) / 1e6, matches };
}

function report(line: string): void {
  process.stdout.write(`${line}\n`);
}

report(`Node ${process.version}, one core, each table ranked twice (current and previous matchday for the trend)`);
for (const profile of [regionalligaProfile, bavarianLowerLeagueProfile]) {
  const single = timeSingleCompetition(profile);
  const all = timeAllLeagues(profile);
  report(`${profile.id}:`);
  report(`  16 teams, 240 matches: median ${single.toFixed(1)} µs over ${singleRuns} runs`);
  report(
    `  ${leagueCount} leagues of 10-18 teams, ${all.matches} matches: ${all.milliseconds.toFixed(0)} ms ` +
      `(${((all.milliseconds * 1000) / leagueCount).toFixed(1)} µs per league)`,
  );
}
