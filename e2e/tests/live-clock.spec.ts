import type { Locator } from "@playwright/test";
import { operationUrl } from "@spielfeld/api-client";
import { apiBase, competitionMatches, competitionPath, currentCompetitions, type DemoMatch } from "./demo-api";
import { expect, test } from "./fixtures";

/*
 * The demo association's clock runs on from DEMO_TIME, so matches are under way while the suite runs, nobody
 * reporting them. A page shows their minute as it is now (the stream sends the state on connecting, a cached page
 * is put right at once) and moves it on with the match clock: minutes pass in the browser (Playwright's clock),
 * the minute follows, it stands still in the break and the match stops being live at the final whistle.
 */

/** What a live chip shows: the running minute (`Live 67'`, `Live 45+2'` counts 47), the break, or no chip. */
async function chipOf(place: Locator): Promise<{ kind: "live"; minute: number } | { kind: "break" | "none" }> {
  const text = (await place.textContent()) ?? "";
  const found = /live (\d+)(?:\+(\d+))?'/i.exec(text);
  if (found) return { kind: "live", minute: Number(found[1]) + Number(found[2] ?? 0) };
  return { kind: /Halbzeit/.test(text) ? "break" : "none" };
}

/** The length of play of a match whose clock runs from its kickoff (no reporter's phase) as the live stream's first
 * state says, in minutes (extra time included); null for any other match. */
async function runByKickoff(matchId: string): Promise<number | null> {
  const controller = new AbortController();
  // A stream that says nothing of the match within 5 s does not count it as running.
  const timer = setTimeout(() => controller.abort(), 5000);
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    const response = await fetch(operationUrl("getLiveStream", { spiel: [matchId] }, apiBase), {
      signal: controller.signal,
    });
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      // Whole frames only: the last piece may still be on its way.
      for (const frame of buffer.split("\n\n").slice(0, -1)) {
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (!/^event: match$/m.test(frame) || !data) continue;
        const state = JSON.parse(data) as {
          matchId: string;
          phaseStartedAt: string | null;
          kickoffAt?: string;
          scheduledFormat?: { matchMinutes: number; extraTimeMinutes: number };
        };
        if (state.matchId !== matchId || !state.kickoffAt || !state.scheduledFormat) continue;
        if (state.phaseStartedAt !== null) return null;
        return state.scheduledFormat.matchMinutes + state.scheduledFormat.extraTimeMinutes;
      }
    }
    return null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/** How far a running match has gone, in minutes of its clock (the break counts as the 45th). */
function progressOf(match: DemoMatch): number {
  if (match.timeState === "first_half") return match.liveMinute ?? 0;
  if (match.timeState === "halftime") return 45;
  if (match.timeState === "second_half") return match.liveMinute ?? 90;
  return 200;
}

/**
 * The running demo match with the most time left to play whose clock runs from its kickoff. The demo clock runs on
 * while the suite runs, so which matches are under way, and how far, depends on when this test comes: it takes the
 * least advanced one rather than asking for a given minute.
 */
async function findRunByKickoff(): Promise<{ match: DemoMatch; length: number }> {
  const running: DemoMatch[] = [];
  for (const competition of await currentCompetitions()) {
    const matches = await competitionMatches(competition.compoundId);
    running.push(...matches.filter((match) => match.homeTeam && match.guestTeam && match.live));
  }
  running.sort((a, b) => progressOf(a) - progressOf(b));
  for (const match of running) {
    const length = progressOf(match) < 70 ? await runByKickoff(match.id) : null;
    if (length !== null) return { match, length };
  }
  throw new Error("No running demo match that nobody reports, with ten minutes left to play");
}

/** The minute a result notation carries (`1:0 live 67'`), or null. */
async function notationMinute(place: Locator): Promise<number | null> {
  const found = /live (\d+)(?:\+(\d+))?'/i.exec((await place.textContent()) ?? "");
  return found ? Number(found[1]) + Number(found[2] ?? 0) : null;
}

test("a running match's minute moves on with the match clock: minutes pass, the break stands still, the final whistle ends it", async ({
  page,
}) => {
  // A match under way that nobody reports (its clock runs from the kickoff, so the final whistle comes with the
  // time; a reported one waits for its reporter), the one with the most time left to play.
  const { match: running, length } = await findRunByKickoff();
  const half = length / 2;
  await page.clock.install();
  await page.goto(`/ergebnisse/spiel/-/${running.id}`);
  const chip = page.locator(`header[data-live-match="${running.id}"] [data-live-state]`);
  await expect(chip).toContainText(/Live \d+|Halbzeit/);
  // The stream's first states put a page from the cache right; the island writes once the page has settled.
  await page.waitForTimeout(3000);
  // The match to its end in steps of three minutes: the minute moves three a step in a half (to its added time),
  // stands still in the break, goes on from the 46th after it, and the final whistle ends it.
  const seen: Awaited<ReturnType<typeof chipOf>>[] = [await chipOf(chip)];
  for (let step = 0; step < 45 && seen.at(-1)!.kind !== "none"; step += 1) {
    const before = seen.at(-1)!;
    await page.clock.fastForward("03:00");
    // The island writes at most 10 s after a minute changes: wait until the chip says something new or stays.
    await expect
      .poll(async () => JSON.stringify(await chipOf(chip)), { timeout: 15_000 })
      .not.toBe(before.kind === "live" ? JSON.stringify(before) : "");
    seen.push(await chipOf(chip));
  }
  const moves = seen.slice(1).map((now, index) => ({ before: seen[index]!, now }));
  const inPlay = moves.filter(({ before, now }) => before.kind === "live" && now.kind === "live");
  expect(inPlay.length, JSON.stringify(seen)).toBeGreaterThanOrEqual(3);
  for (const { before, now } of inPlay) {
    if (before.kind !== "live" || now.kind !== "live") continue;
    // Three minutes on (one more or less where a step meets the turn of a minute and the 10 s tick), or on from
    // the first half's added time into the second half.
    const step = now.minute - before.minute;
    expect((step >= 2 && step <= 4) || (before.minute > half && now.minute > half), JSON.stringify(seen)).toBe(true);
  }
  for (const { before, now } of moves) {
    if (before.kind === "break" && now.kind === "live") expect(now.minute).toBeGreaterThan(half);
    // The match ends only from its second half's last minutes, never out of the first half or the break.
    if (now.kind === "none")
      expect(before.kind === "live" && before.minute >= length - 2, JSON.stringify(seen)).toBe(true);
  }
  // The final whistle came: no live chip, the score stays.
  expect(seen.at(-1)!.kind, JSON.stringify(seen)).toBe("none");
  await expect(chip).not.toContainText(/Live|Halbzeit/);
  await expect(page.locator(`header[data-live-match="${running.id}"] [data-live-score]`)).toHaveText(/^\d+:\d+$/);

  // Its competition's matchday and cross table move on the same way.
  const competition = (await currentCompetitions()).find((entry) => entry.compoundId === running.compoundId)!;
  const path = await competitionPath(competition);
  for (const [where, locator] of [
    [path, `[data-live-match="${running.id}"] [data-live-state]`],
    [`${path}/kreuztabelle`, `[data-live-match="${running.id}"]`],
  ] as const) {
    await page.goto(where);
    const shown = page.locator(locator).first();
    await expect(shown).toContainText(/live \d+|Halbzeit/i);
    // The stream's first states put the page right; from there the minute moves on (past any break).
    await page.waitForTimeout(3000);
    const before = (await notationMinute(shown)) ?? half;
    let now = before;
    for (let step = 0; step < 10 && now <= before; step += 1) {
      await page.clock.fastForward("03:00");
      await page.waitForTimeout(200);
      now = (await notationMinute(shown)) ?? 0;
    }
    expect(now, `${where}: ${await shown.textContent()}`).toBeGreaterThan(before);
  }
});

test("every list that shows a running match moves its minute on: home, results, team and club pages", async ({
  page,
}) => {
  const { match: running } = await findRunByKickoff();
  const home = running.homeTeam!;
  const chipIn = (scope: string) => `${scope} [data-live-match="${running.id}"] [data-live-state]`;
  // The home page and the finder list today's matches; the team's and the club's pages their fixtures.
  const places: [string, string][] = [
    ["/", "main"],
    ["/ergebnisse", "main"],
    [`/mannschaften/-/${home.teamId}`, "main"],
    [`/vereine/-/${home.clubId}`, "main"],
  ];
  await page.clock.install();
  for (const [where, scope] of places) {
    await page.goto(where);
    const shown = page.locator(chipIn(scope)).first();
    await expect(shown, `${where} lists the running match`).toContainText(/live \d+|Halbzeit/i);
    // The stream's first states put the page right; from there the minute moves on (past any break).
    await page.waitForTimeout(3000);
    const before = (await notationMinute(shown)) ?? 45;
    let now = before;
    for (let step = 0; step < 10 && now <= before; step += 1) {
      await page.clock.fastForward("03:00");
      await page.waitForTimeout(200);
      now = (await notationMinute(shown)) ?? 0;
    }
    expect(now, `${where}: ${await shown.textContent()}`).toBeGreaterThan(before);
  }
});
