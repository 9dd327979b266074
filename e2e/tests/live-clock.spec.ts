import type { Locator } from "@playwright/test";
import { competitionPath, currentCompetitions, type DemoMatch, getJson } from "./demo-api";
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

const apiBase = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4310}/rest`;

/** Whether the live stream's first state of a match says its clock runs from the kickoff (no reporter's phase). */
async function isRunByKickoff(matchId: string): Promise<boolean> {
  const controller = new AbortController();
  // A stream that says nothing of the match within 5 s does not count it as running.
  const timer = setTimeout(() => controller.abort(), 5000);
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    const response = await fetch(`${apiBase}/v1/public/getLiveStream?spiel=${encodeURIComponent(matchId)}`, {
      signal: controller.signal,
    });
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      // Whole frames only: the last piece may still be on its way.
      for (const frame of buffer.split("\n\n").slice(0, -1)) {
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (!/^event: match$/m.test(frame) || !data) continue;
        const state = JSON.parse(data) as { matchId: string; phaseStartedAt: string | null; kickoffAt?: string };
        if (state.matchId === matchId && state.kickoffAt) return state.phaseStartedAt === null;
      }
    }
    return false;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/** The first match of the demo the predicate accepts whose clock runs from its kickoff. */
async function findRunByKickoff(predicate: (match: DemoMatch) => boolean): Promise<DemoMatch> {
  for (const competition of await currentCompetitions()) {
    const { matches } = await getJson<{ matches: DemoMatch[] }>(
      `/v1/protected/getMatchesForLeaguesAll/staffel/${encodeURIComponent(competition.compoundId)}`,
    );
    for (const match of matches) {
      if (match.homeTeam && match.guestTeam && predicate(match) && (await isRunByKickoff(match.id))) return match;
    }
  }
  throw new Error("No running demo match that nobody reports");
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
  // time; a reported one waits for its reporter), with at least half an hour to play.
  const running = await findRunByKickoff(
    (match) =>
      match.live &&
      (match.timeState === "first_half" ||
        match.timeState === "halftime" ||
        (match.timeState === "second_half" && (match.liveMinute ?? 99) <= 55)),
  );
  await page.clock.install();
  await page.goto(`/ergebnisse/spiel/-/${running.id}`);
  const chip = page.locator(`header[data-live-match="${running.id}"] [data-live-state]`);
  await expect(chip).toContainText(/Live \d+|Halbzeit/);
  // The stream's first states put a page from the cache right; the island writes once the page has settled.
  await page.waitForTimeout(3000);
  // 36 minutes of the match in steps of three: the minute moves three a step in a half (to its added time),
  // stands still in the break, and goes on from the 46th after it.
  const seen: Awaited<ReturnType<typeof chipOf>>[] = [await chipOf(chip)];
  for (let step = 0; step < 12; step += 1) {
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
    // the break into the second half (which starts at 46).
    const step = now.minute - before.minute;
    expect((step >= 2 && step <= 4) || (before.minute <= 47 && now.minute >= 46), JSON.stringify(seen)).toBe(true);
  }
  for (const { before, now } of moves) {
    if (before.kind === "break" && now.kind === "live") expect(now.minute).toBeGreaterThanOrEqual(46);
    expect(now.kind, JSON.stringify(seen)).not.toBe("none");
  }
  // Two hours on, the match is over: no live chip, the score stays.
  await page.clock.fastForward("02:00:00");
  await expect(chip).not.toContainText(/Live|Halbzeit/, { timeout: 15_000 });
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
