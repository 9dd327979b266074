import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { Row } from "./context.js";
import { generateDemo } from "./generate.js";
import { writeMatchReport } from "./match-reports.js";

/*
 * Every match report of the demo tells the result it reports: words for a draw only for a draw, a win with the
 * winner as the subject of the verb and the score written from the winner's side.
 */

const DRAW_WORDS = /\b(?:trennen sich|trennten sich|unentschieden|remis|Punkteteilung)\b/i;
const RESULT_VERBS = [
  { kind: "win", pattern: /\b(?:gewinnt|gewann|siegt|siegte|schlägt|schlug|bezwingt|bezwang|besiegt|besiegte)\b/g },
  { kind: "loss", pattern: /\b(?:verliert|verlor|unterliegt|unterlag)\b/g },
] as const;

interface Reported {
  home: string;
  guest: string;
  homeGoals: number;
  guestGoals: number;
}

/**
 * Which of the names stands right before or right after the word at `index`; the longest that fits, since one
 * team's name may end another's ("SV Passau", "TSV Passau").
 */
function nameNextTo(sentence: string, index: number, length: number, names: string[]): string | undefined {
  const before = sentence.slice(0, index);
  const after = sentence.slice(index + length);
  return names
    .filter((name) => before.endsWith(`${name} `) || after.startsWith(` ${name}`))
    .sort((a, b) => b.length - a.length)[0];
}

/** What is wrong with one sentence (title or teaser) about the result, as readable lines. */
function misreadings(sentence: string, result: Reported): string[] {
  const problems: string[] = [];
  const { home, guest, homeGoals, guestGoals } = result;
  const isDraw = homeGoals === guestGoals;
  const verbs = RESULT_VERBS.flatMap(({ kind, pattern }) =>
    [...sentence.matchAll(pattern)].map((match) => ({ kind, word: match[0], index: match.index })),
  );
  if (isDraw) {
    if (!DRAW_WORDS.test(sentence)) problems.push("a draw without words for a draw");
    for (const verb of verbs) problems.push(`a draw told with "${verb.word}"`);
    if (!sentence.includes(`${homeGoals}:${guestGoals}`)) problems.push("without the score");
    return problems;
  }
  const [winner, loser] = homeGoals > guestGoals ? [home, guest] : [guest, home];
  const [winnerGoals, loserGoals] = homeGoals > guestGoals ? [homeGoals, guestGoals] : [guestGoals, homeGoals];
  if (DRAW_WORDS.test(sentence)) problems.push("a win told with words for a draw");
  if (verbs.length === 0) problems.push("no verb for a win");
  for (const verb of verbs) {
    const subject = verb.kind === "win" ? winner : loser;
    if (nameNextTo(sentence, verb.index, verb.word.length, [home, guest]) !== subject) {
      problems.push(`"${verb.word}" without ${subject} as its subject`);
    }
  }
  // The score is written from the side of the sentence's subject: "gewinnt 3:1", "verliert 1:3".
  const isLoserTold = verbs[0]?.kind === "loss";
  const score = isLoserTold ? `${loserGoals}:${winnerGoals}` : `${winnerGoals}:${loserGoals}`;
  const reversed = isLoserTold ? `${winnerGoals}:${loserGoals}` : `${loserGoals}:${winnerGoals}`;
  if (!sentence.includes(score)) problems.push(`without the score ${score}`);
  if (sentence.includes(reversed)) problems.push(`the score turned round (${reversed})`);
  return problems;
}

function describeResult(result: Reported): string {
  return `${result.home} – ${result.guest} ${result.homeGoals}:${result.guestGoals}`;
}

describe("the wording of a match report", () => {
  const base = {
    home: "TSV Ampfing",
    guest: "SV Heldenstein",
    homeGoalsHalftime: 0,
    guestGoalsHalftime: 0,
    matchday: 7,
    competitionName: "Kreisliga 1",
    spectators: 120,
  };

  it("tells home wins, away wins and draws each in their own words", () => {
    for (const [homeGoals, guestGoals] of [
      [0, 0],
      [2, 2],
      [1, 0],
      [4, 0],
      [2, 1],
      [0, 1],
      [1, 3],
      [0, 5],
    ] as const) {
      const result = { ...base, homeGoals, guestGoals };
      const report = writeMatchReport(result);
      expect(misreadings(report.title, result), `${describeResult(result)}: ${report.title}`).toEqual([]);
      expect(misreadings(report.intro, result), `${describeResult(result)}: ${report.intro}`).toEqual([]);
    }
  });

  it("is checked by a reader that notices draw words after a win, the loser as subject and a reversed score", () => {
    const win = { ...base, homeGoals: 0, guestGoals: 1 };
    expect(misreadings("Am 7. Spieltag trennten sich TSV Ampfing und SV Heldenstein mit 0:1.", win)).toEqual([
      "a win told with words for a draw",
      "no verb for a win",
      "without the score 1:0",
      "the score turned round (0:1)",
    ]);
    expect(misreadings("TSV Ampfing gewinnt 0:1 gegen SV Heldenstein", win)).toEqual([
      '"gewinnt" without SV Heldenstein as its subject',
      "without the score 1:0",
      "the score turned round (0:1)",
    ]);
    expect(misreadings("SV Heldenstein gewinnt 1:0 bei TSV Ampfing", win)).toEqual([]);
    expect(misreadings("TSV Ampfing verliert 0:1 gegen SV Heldenstein", win)).toEqual([]);
    expect(misreadings("TSV Ampfing verliert 1:0 gegen SV Heldenstein", win)).toEqual([
      "without the score 0:1",
      "the score turned round (1:0)",
    ]);
    expect(
      misreadings("TSV Ampfing und SV Heldenstein trennen sich 1:1", { ...base, homeGoals: 1, guestGoals: 1 }),
    ).toEqual([]);
    // One team's name may end the other's.
    const namesake = { home: "TSV Passau", guest: "SV Passau", homeGoals: 0, guestGoals: 1 };
    expect(misreadings("SV Passau siegt 1:0 bei TSV Passau", namesake)).toEqual([]);
    expect(misreadings("TSV Passau gewinnt 1:0 gegen SV Passau", namesake)).toEqual([
      '"gewinnt" without SV Passau as its subject',
    ]);
  });
});

describe.each(["small", "demo"] as const)("the %s demo association's match reports", (preset) => {
  const articles: Row[] = [];
  const matches = new Map<string, Row>();
  const teamNames = new Map<string, string>();
  const competitionNames = new Map<string, string>();

  beforeAll(async () => {
    const keep: Record<string, (row: Row) => void> = {
      articles: (row) => articles.push(row),
      matches: (row) => matches.set(row.id as string, row),
      team_seasons: (row) => teamNames.set(row.id as string, row.name as string),
      competitions: (row) => competitionNames.set(row.id as string, row.name as string),
    };
    const names = new Map<PgTable, string>();
    await generateDemo({ preset, seed: "spielfeld", date: "2026-11-21" }, (table, row) => {
      let name = names.get(table);
      if (name === undefined) {
        name = getTableConfig(table).name;
        names.set(table, name);
      }
      keep[name]?.(row);
    });
  }, 600_000);

  const resultOf = (match: Row): Reported => ({
    home: teamNames.get(match.homeTeamSeasonId as string)!,
    guest: teamNames.get(match.guestTeamSeasonId as string)!,
    homeGoals: match.homeGoals as number,
    guestGoals: match.guestGoals as number,
  });

  it("tells in every report's title and teaser the result of its match", () => {
    const reports = articles.filter((article) => article.category === "Spielbericht");
    expect(reports.length).toBeGreaterThan(5);
    const outcomes = new Set<string>();
    const wrong: string[] = [];
    for (const report of reports) {
      const match = matches.get(report.matchId as string)!;
      const result = resultOf(match);
      outcomes.add(Math.sign(result.homeGoals - result.guestGoals).toString());
      for (const sentence of [report.title as string, report.introText as string]) {
        for (const problem of misreadings(sentence, result))
          wrong.push(`${describeResult(result)}: ${problem} in "${sentence}"`);
      }
    }
    expect(wrong).toEqual([]);
    // The reports cover wins as well as draws, or the check above would prove little.
    expect(outcomes).toContain("1");
  });

  it("would tell every played result of the preset right", () => {
    const played = [...matches.values()].filter(
      (match) =>
        match.status === "finished" && match.homeTeamSeasonId && match.guestTeamSeasonId && match.homeGoals !== null,
    );
    expect(played.length).toBeGreaterThan(500);
    const outcomes = new Set<number>();
    const wrong: string[] = [];
    for (const match of played) {
      const result = resultOf(match);
      outcomes.add(Math.sign(result.homeGoals - result.guestGoals));
      const report = writeMatchReport({
        ...result,
        homeGoalsHalftime: match.homeGoalsHalftime as number | null,
        guestGoalsHalftime: match.guestGoalsHalftime as number | null,
        matchday: match.matchday as number | null,
        competitionName: competitionNames.get(match.competitionId as string)!,
        spectators: match.spectators as number | null,
      });
      for (const sentence of [report.title, report.intro]) {
        for (const problem of misreadings(sentence, result))
          wrong.push(`${describeResult(result)}: ${problem} in "${sentence}"`);
      }
    }
    expect(wrong).toEqual([]);
    expect([...outcomes].sort()).toEqual([-1, 0, 1]);
  });
});
