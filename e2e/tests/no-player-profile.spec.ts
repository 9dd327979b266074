import { claimablePlayers, OFFICIAL } from "./club-officials";
import { demoApi } from "./demo-api";
import { allowAnswer, expect, expectNoAxeViolations, test } from "./fixtures";
import { linkIn, waitForMail } from "./mail";

/*
 * A person without an account asks on /kein-spielerprofil that no profile of them exists (docs/player-profiles.md,
 * "The blacklist"): the club by a search, the pass's names, a mobile number and the captcha solved in the browser;
 * the club's official gets the code and the link, and the person confirms there. From then on the player page is
 * gone and the squad does not name the player.
 */

test("a person asks for no profile without an account; the club's code confirms it, and the player is named nowhere", async ({
  page,
  problems,
}, testInfo) => {
  const { club, players, team } = await claimablePlayers();
  // Not the players the claim test takes (0 and 1): one of its own per width.
  const player = players[testInfo.project.name === "phone-360" ? 2 : 3];
  expect(player, `four adult players of ${club.name} who show their date of birth`).toBeDefined();
  const profilePath = `/spieler/-/${player!.playerId}`;

  await page.goto("/kein-spielerprofil");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kein Spielerprofil");
  await page.getByRole("searchbox", { name: "Verein suchen" }).fill(club.name);
  await page.getByRole("button", { name: "Suchen" }).click();
  await page
    .getByRole("list", { name: "Gefundene Vereine" })
    .getByRole("link", { name: club.name, exact: true })
    .click();
  const form = page.locator("form#kein-spielerprofil-antrag");
  await form.getByLabel("Vorname").fill(player!.firstName);
  await form.getByLabel("Nachname").fill(player!.lastName);
  await form.getByLabel("Geburtsdatum").fill(player!.dateOfBirth!);
  await form.getByLabel("Mobilnummer").fill("0171 2345678");
  await expect(form.getByRole("checkbox", { name: "Überprüft" })).toBeChecked({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("kein-spielerprofil.png"), fullPage: true });
  await form.getByRole("button", { name: "Antrag senden" }).click();
  await expect(form).toContainText("Danke. Wenn es bei diesem Verein eine Person mit diesen Angaben gibt");

  const mail = await waitForMail(
    OFFICIAL,
    `Spielerprofil: ${player!.firstName} ${player!.lastName} möchte kein Profil haben`,
  );
  const code = /^([A-Z2-9]{12})$/m.exec(mail.text)?.[1];
  await page.goto(linkIn(mail.text, "/kein-spielerprofil"));
  const confirm = page.locator("form#kein-spielerprofil-code");
  await confirm.getByLabel("Code von deinem Verein").fill(code!);
  await confirm.getByRole("button", { name: "Bestätigen" }).click();
  await expect(confirm).toContainText("Bestätigt: Du erscheinst auf dieser Website nirgends mehr mit Namen.");
  await page.emulateMedia({ colorScheme: "dark" });
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: "light" });

  const gone = await page.goto(profilePath);
  allowAnswer(problems, 404, profilePath);
  expect(gone?.status()).toBe(404);
  // The squad keeps the place without the name.
  const general = await demoApi().general.getSeasonsAndAssociations();
  const { entries } = await demoApi().clubs.getTeamSquadForSeason({
    saison: general.currentSeason.id,
    "team-id": team.teamId,
  });
  expect(entries.some((entry) => entry.lastName === player!.lastName || entry.playerId === player!.playerId)).toBe(
    false,
  );
});
