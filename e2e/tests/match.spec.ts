import { operationUrl } from "@spielfeld/api-client";
import { demoApi, findMatch } from "./demo-api";
import { allowAnswer, expect, expectNoAxeViolations, test } from "./fixtures";

test.describe("match page", () => {
  test("a played match shows score, kickoff, venue, events, lineups, officials, table and comparison", async ({
    page,
  }) => {
    const match = await findMatch(
      (candidate) =>
        candidate.matchStatus === "finished" &&
        /^\d+:\d+$/.test(candidate.result.text) &&
        candidate.venue !== null &&
        candidate.referee !== null,
    );
    const response = await page.goto(`/ergebnisse/spiel/-/${match.id}`);
    expect(response?.status()).toBe(200);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toContainText(match.homeTeam!.name);
    await expect(heading).toContainText(match.guestTeam!.name);
    await expect(page.locator(".match-header__result")).toHaveText(match.result.text);
    // The scoreboard: both crests, loaded first with their box reserved, beside the names (so no text of their own).
    const crests = page.locator(".scoreboard .crest");
    await expect(crests).toHaveCount(2);
    for (const crest of await crests.all()) {
      await expect(crest).toHaveAttribute("width", "64");
      await expect(crest).toHaveAttribute("height", "64");
    }
    const homeLogo = match.homeTeam!.clubLogoId;
    if (homeLogo) {
      const image = crests.first();
      await expect(image).toHaveAttribute("src", operationUrl("getMediaImage", { id: homeLogo, width: 64 }, "/rest"));
      await expect(image).toHaveAttribute("srcset", /\?width=64 1x, .*\?width=128 2x$/);
      await expect(image).toHaveAttribute("alt", "");
      await expect(image).toHaveAttribute("fetchpriority", "high");
    }
    await expect(page.locator(".match-header__state")).toHaveText("Beendet");
    await expect(page.locator(".match-facts").first()).toContainText(
      /Anstoß(Mo|Di|Mi|Do|Fr|Sa|So)\., \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/,
    );
    await expect(page.getByRole("heading", { level: 2, name: "Spielverlauf" })).toBeVisible();
    await expect(page.getByRole("region", { name: `Aufstellung ${match.homeTeam!.name}` })).toBeVisible();
    await expect(page.locator(".match-facts").first()).toContainText(match.venue!.name);
    await expect(page.getByRole("main")).toContainText(match.referee!);
    const { homeTeam } = await demoApi().matches.getMatchById1({ spiel: match.id });
    await expect(page.locator(".match-header__clubs").getByRole("link", { name: homeTeam!.clubName })).toHaveAttribute(
      "href",
      /\/vereine\/[a-z0-9-]+\/[A-Z0-9]+$/,
    );
    await expect(page.getByRole("heading", { level: 2, name: "Direkter Vergleich" })).toBeVisible();
    // The competition's table: its live table while other matches of the competition run (DOMAIN.md).
    await expect(page.getByRole("table", { name: /^(Live-)?Tabelle / })).toBeVisible();
    const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(structured).toMatchObject({ "@type": "SportsEvent", homeTeam: { name: match.homeTeam!.name } });
    // The page's own canonical link. (After client-side navigations the first page's link can stay in the head too.)
    await expect(page.locator(`link[rel="canonical"][href$="/ergebnisse/spiel/-/${match.id}"]`)).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  for (const [label, predicate, notation] of [
    ["a postponed match", (m: { matchStatus: string }) => m.matchStatus === "postponed", /^Abse\.$/],
    [
      "an abandoned match",
      (m: { matchStatus: string; result: { text: string } }) =>
        m.matchStatus === "abandoned" && m.result.text === "Abbr.",
      /^Abbr\.$/,
    ],
    ["a no-show", (m: { result: { text: string } }) => m.result.text.includes("n.an."), /n\.an\./],
    [
      "a cup match decided on penalties",
      (m: { result: { text: string } }) => / nE$/.test(m.result.text),
      /^\d+:\d+ nE$/,
    ],
  ] as const) {
    test(`${label} renders its German notation`, async ({ page }) => {
      const match = await findMatch(predicate as (m: Parameters<typeof predicate>[0]) => boolean);
      await page.goto(`/ergebnisse/spiel/-/${match.id}`);
      await expect(page.locator(".match-header__result")).toHaveText(notation);
      await expectNoAxeViolations(page);
    });
  }

  test("an unknown or malformed match is a real 404 with a German page", async ({ page, problems }) => {
    for (const path of ["/ergebnisse/spiel/-/GIBTESNICHT0000000000000000000000", "/ergebnisse/spiel/-/a;b"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      allowAnswer(problems, 404, path);
      await expect(page.getByRole("heading", { level: 1, name: "Spiel nicht gefunden" })).toBeVisible();
    }
    await expectNoAxeViolations(page);
    const broken = await page.goto("/ergebnisse/spiel/-/a%zz");
    expect(broken?.status()).toBe(404);
    allowAnswer(problems, 404, "/ergebnisse/spiel/-/a%zz");
    await expect(page.getByRole("heading", { level: 1, name: "Seite nicht gefunden" })).toBeVisible();
  });

  test("a running match shows its live minute and the reporter's ticker, newest first", async ({ page }) => {
    // A match that was running at the demo clock (15:45), not the one the reporter test kicks off (live.spec.ts).
    const demoClock = Date.parse("2026-11-21T14:45:00Z");
    const match = await findMatch(
      (candidate) =>
        candidate.matchStatus === "live" && candidate.kickoff !== null && Date.parse(candidate.kickoff) < demoClock,
    );
    const ticker = await demoApi().matches.getTicker({ spiel: match.id });
    expect(ticker.tickers.length).toBeGreaterThan(0);
    await page.goto(`/ergebnisse/spiel/-/${match.id}`);
    // The state chip: the running minute (or half time) in the site's one live colour; the score is the running one.
    const chip = page.locator(".match-header__state .status-chip");
    await expect(chip).toContainText(/^(Live \d+(\+\d+)?'|Halbzeit)/);
    await expect(page.locator(".match-header__result")).toHaveText(/^\d+:\d+$/);
    const siteLiveColour = await page.evaluate(() => {
      const probe = document.createElement("span");
      probe.style.backgroundColor = "var(--color-live)";
      document.body.append(probe);
      const colour = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return colour;
    });
    // Polled: the page's live island may put the chip of the minute now in place of the cached page's meanwhile.
    await expect
      .poll(() => chip.evaluate((element) => element.isConnected && getComputedStyle(element).backgroundColor))
      .toBe(siteLiveColour);
    const entries = page.getByRole("region", { name: "Liveticker" }).getByRole("listitem");
    await expect(entries.first()).toContainText(ticker.tickers[0]!.text);
    await expect(entries.last()).toContainText("Anpfiff!");
    await expectNoAxeViolations(page);
    // The same chip, in the same colour, marks the match in its competition's matchday list.
    const competition = await page
      .getByRole("main")
      .getByRole("link", { name: match.competitionName, exact: true })
      .getAttribute("href");
    await page.goto(`${competition}?spieltag=${match.matchday}`);
    const row = page.locator(`a.match-row[href$="/${match.id}"]`);
    await expect(row.locator(".status-chip--live")).toBeVisible();
    await expect
      .poll(() =>
        row
          .locator(".status-chip--live")
          .evaluate((element) => element.isConnected && getComputedStyle(element).backgroundColor),
      )
      .toBe(siteLiveColour);
    await expect(row.locator(".crest")).toHaveCount(2);
  });
});
