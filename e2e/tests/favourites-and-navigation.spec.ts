import { mkdirSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { type CallResult, type CompetitionDetails, operationUrl, type SquadEntry } from "@spielfeld/api-client";
import { activatedAccount, freshAddress, PASSWORD, signInWithForm } from "./account-helpers";
import { competitionPath, currentCompetitions, demoApi } from "./demo-api";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * "Meine Vereine" on the home page lists every kind a visitor follows, each under a heading naming it; the footer's
 * top clubs stay on this site; the navigation's overview entries open the overview pages.
 */

const isPhone = (width: number | undefined) => (width ?? 0) < 1024;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A league, one of its teams and a player of the team's squad whose profile is public: each a page to follow. */
async function findLeagueTeamAndPlayer(): Promise<{
  league: CompetitionDetails;
  team: CallResult<"getTeamProfile">;
  player: SquadEntry & { playerId: string };
}> {
  for (const league of await currentCompetitions()) {
    if (!league.hasTable || league.isTopLeague) continue;
    const table = await demoApi().competitions.getAmateurTable({ staffel: league.compoundId });
    for (const entry of table.entries) {
      const team = await demoApi().clubs.getTeamProfile({ "team-id": entry.teamPermanentId });
      const squad = await demoApi()
        .clubs.getTeamSquadForSeason({ saison: team.season, "team-id": team.teamSeasonId })
        .catch(() => ({ entries: [] }));
      for (const candidate of squad.entries) {
        if (!candidate.playerId) continue;
        const isPublic = await demoApi()
          .players.getPlayerProfileDefault({ "player-id": candidate.playerId })
          .then(() => true)
          .catch(() => false);
        if (isPublic) return { league, team, player: { ...candidate, playerId: candidate.playerId } };
      }
    }
  }
  throw new Error("The demo has no league team with a public player in its squad");
}

/**
 * Follows what the page is about with its star: the star says so at once, and the server has it once its answer
 * is in (leaving the page before that would cancel the call).
 */
async function follow(page: Page, name: string): Promise<void> {
  const star = page.getByRole("button", { name: `Favorit für ${name}`, exact: true });
  await expect(star).toHaveAttribute("aria-pressed", "false");
  const address = operationUrl("addFavorite", {}, "/rest");
  const answer = page.waitForResponse((response) => response.url().endsWith(address));
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  expect((await answer).status()).toBe(200);
}

function footerClubs(page: Page): Locator {
  return page.getByRole("contentinfo").getByRole("region", { name: "Top-Vereine" });
}

/** The main navigation, opened: on phones behind the menu button. */
async function openNavigation(page: Page, width: number | undefined): Promise<Locator> {
  if (isPhone(width)) await page.getByRole("button", { name: "Menü", exact: true }).click();
  return page.getByRole("navigation", { name: "Hauptnavigation" }).filter({ visible: true });
}

test.describe("favourites on the home page, footer clubs and navigation", () => {
  test("a visitor follows a team, a club, a competition and a player; 'Meine Vereine' lists each under its kind", async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000);
    const address = freshAddress(`alle-${testInfo.project.name}`);
    await activatedAccount(address, `Alle ${testInfo.project.name.slice(-4)} ${Date.now() % 100000}`);
    const { league, team, player } = await findLeagueTeamAndPlayer();
    const { currentSeason } = await demoApi().general.getSeasonsAndAssociations();
    await page.goto("/login");
    await signInWithForm(page, address, PASSWORD);
    await expect(page).toHaveURL(/\/mein-account$/);

    // Following nothing yet, the home page says how to start.
    await page.goto("/");
    const mine = page.getByRole("region", { name: "Meine Vereine" });
    await expect(mine.getByText(/Du folgst noch niemandem\. Tippe auf der Seite einer Mannschaft/)).toBeVisible();
    await expect(mine.getByRole("heading", { level: 3 })).toHaveCount(0);

    // A club from the footer, the league, a team from its table and a player from the team's squad.
    const clubLink = footerClubs(page).getByRole("link").first();
    const clubName = (await clubLink.textContent())!.trim();
    await clubLink.click();
    await expect(page.getByRole("heading", { level: 1, name: clubName })).toBeVisible({ timeout: 30_000 });
    await follow(page, clubName);
    await page.goto(await competitionPath(league));
    await follow(page, league.name);
    await page
      .locator("table.standings__table--league")
      .first()
      .getByRole("link", { name: team.teamName, exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: team.teamName })).toBeVisible({ timeout: 30_000 });
    await follow(page, team.teamName);
    const playerName = `${player.firstName} ${player.lastName}`;
    await page
      .getByRole("region", { name: "Kader", exact: true })
      .getByRole("link", { name: playerName, exact: true })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: playerName })).toBeVisible({ timeout: 30_000 });
    await follow(page, playerName);

    // The home page lists all four, each under the heading of its kind, with its picture and link.
    await page.goto("/");
    const kinds = [
      { heading: "Mannschaften", name: team.teamName, path: "/mannschaften/[^/]+/[^/]+" },
      { heading: "Vereine", name: clubName, path: "/vereine/[^/]+/[^/]+" },
      {
        heading: "Wettbewerbe",
        name: `${league.name} - ${currentSeason.label}`,
        path: `/ergebnisse/wettbewerb/-/${escapeRegExp(league.compoundId)}`,
      },
      { heading: "Spieler", name: playerName, path: `/spieler/[^/]+/${escapeRegExp(player.playerId)}` },
    ];
    await expect(mine.locator(".my-clubs__kind h3")).toHaveText(kinds.map((kind) => kind.heading));
    for (const kind of kinds) {
      const region = mine.getByRole("region", { name: kind.heading, exact: true });
      const link = region.getByRole("link", { name: kind.name, exact: true });
      await expect(link, kind.heading).toHaveAttribute("href", new RegExp(`^${kind.path}$`));
      await expect(region.locator(".favorite-picture"), kind.heading).toHaveCount(1);
    }
    await expect(mine.getByRole("region", { name: "Vereine", exact: true }).locator("img, svg")).toBeVisible();
    // The followed team's matches and the league's table follow the lists.
    await expect(mine.getByRole("region", { name: `Letztes und nächstes Spiel: ${team.teamName}` })).toBeVisible();
    await expect(mine.getByRole("table", { name: `Tabelle ${league.name}` })).toBeVisible();

    mkdirSync(testInfo.outputDir, { recursive: true });
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page);
      await mine.screenshot({ path: testInfo.outputPath(`meine-vereine-${colorScheme}.png`) });
    }
    await page.emulateMedia({ colorScheme: null });

    // Each link opens its page.
    for (const kind of kinds) {
      await mine
        .getByRole("region", { name: kind.heading, exact: true })
        .getByRole("link", { name: kind.name, exact: true })
        .click();
      await expect(page, kind.heading).toHaveURL(new RegExp(`${kind.path}$`));
      await expect(page.getByRole("heading", { level: 1 }), kind.heading).toHaveText(
        kind.heading === "Wettbewerbe" ? league.name : kind.name,
        { timeout: 30_000 },
      );
      await page.goto("/");
    }
  });

  test("the footer's top clubs lead to the club pages of this site, which link the club's own website", async ({
    page,
  }) => {
    await page.goto("/");
    const links = footerClubs(page).getByRole("link");
    await expect(links).toHaveCount(8);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("href", /^\/vereine\/[^/]+\/[^/]+$/);
      expect(await link.getAttribute("target")).toBeNull();
    }
    const name = (await links.first().textContent())!.trim();
    await links.first().click();
    await expect(page).toHaveURL(/\/vereine\/[^/]+\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 30_000 });
    const website = page.getByRole("main").locator("dt", { hasText: "Internet" }).locator("+ dd").getByRole("link");
    await expect(website).toHaveAttribute("href", /^https:\/\/www\./);
    await expect(website).toHaveAttribute("target", "_blank");
  });

  test("each 'Übersicht' entry opens its section's overview page; one Kontakt; Marktplatz opens the marketplace", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const width = testInfo.project.use.viewport?.width;
    await page.goto("/");
    for (const [section, path] of [
      ["Neuigkeiten", "/news"],
      ["Spielbetrieb & Verbandsleben", "/spielbetrieb-verbandsleben"],
      ["Ausbildung & Förderung", "/bildung-und-foerderung"],
      ["Der Verband", "/der-verband"],
    ] as const) {
      const nav = await openNavigation(page, width);
      await nav.getByRole("button", { name: section }).click();
      await nav.getByRole("link", { name: `Übersicht ${section}` }).click();
      await expect(page, section).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1 }), section).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole("heading", { level: 1 }), section).not.toHaveText("Seite nicht gefunden");
    }

    const nav = await openNavigation(page, width);
    await nav.getByRole("button", { name: "Der Verband" }).click();
    await expect(nav.getByRole("link", { name: "Kontakt", exact: true })).toHaveCount(1);
    await nav.getByRole("link", { name: "Marktplatz", exact: true }).click();
    await expect(page).toHaveURL("/marktplatz");
    await expect(page.getByRole("heading", { level: 1, name: "Marktplatz" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("main").getByRole("link", { name: "Coach-Börse" }).first()).toBeVisible();
  });
});
