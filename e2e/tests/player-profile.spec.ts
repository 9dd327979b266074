import { activatedAccount, freshAddress, PASSWORD, signedInApi, signInWithForm } from "./account-helpers";
import { demoApi } from "./demo-api";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { waitForMail } from "./mail";

/*
 * A player claims the association's record of themselves on /profil-bearbeiten (docs/player-profiles.md): chooses
 * the club by a search, names themselves as the player's pass does, and enters the code the club's officials got
 * by mail. The demo's team admin is such an official: the club of the team whose match they report.
 */

const OFFICIAL = "teamadmin@spielfeld.example";

/** The team admin's club, and adult players of it who show their date of birth (the claim names it). */
async function claimablePlayers() {
  const tokens = await demoApi().account.login({ username: OFFICIAL, password: "Anstoss-2026!" });
  const { matches } = await signedInApi(tokens.accessToken).matches.getReportableMatches();
  // The demo's team admin reports the home matches of their team (apps/api/src/demo/content.ts).
  const details = await demoApi().matches.getMatchWithReportAndTables({ spiel: matches[0]!.matchId });
  const team = details.match.homeTeam!;
  const general = await demoApi().general.getSeasonsAndAssociations();
  const { entries } = await demoApi().clubs.getTeamSquadForSeason({
    saison: general.currentSeason.id,
    "team-id": team.teamId,
  });
  const players = entries.filter((entry) => entry.dateOfBirth !== null && entry.dateOfBirth < "2007-01-01");
  return { club: { id: team.clubId, name: team.clubName }, players };
}

test("a player claims their record: the club by a search, the pass's names, the code the club's officials hand on", async ({
  page,
}, testInfo) => {
  const { club, players } = await claimablePlayers();
  // Each width claims a player of its own: a record is one account's only.
  const player = players[testInfo.project.name === "phone-360" ? 0 : 1];
  expect(player, `two adult players of ${club.name} who show their date of birth`).toBeDefined();
  const address = freshAddress(testInfo.project.name);
  await activatedAccount(address, `Pass${testInfo.project.name.replace(/\W/g, "")}${Date.now() % 100000}`);

  await page.goto("/profil-bearbeiten");
  await signInWithForm(page, address, PASSWORD);
  const section = page.getByRole("region", { name: "Spielerprofil" });
  await expect(section).toContainText("In deinem Konto steht kein Geburtsdatum.");
  await section.getByRole("searchbox", { name: "Verein suchen" }).fill(club.name);
  await section.getByRole("button", { name: "Suchen" }).click();
  await section
    .getByRole("list", { name: "Gefundene Vereine" })
    .getByRole("link", { name: club.name, exact: true })
    .click();
  await expect(section.locator("p", { hasText: "Verein:" })).toContainText(club.name);
  await expectNoAxeViolations(page);
  await section.screenshot({ path: testInfo.outputPath("spielerprofil-formular.png") });

  // A name that is not the pass's is refused in words (the API's tests check that no mail goes out then).
  const form = section.locator("form#spielerprofil-anfrage");
  await form.getByLabel("Vorname").fill(player!.firstName);
  await form.getByLabel("Nachname").fill(`${player!.lastName}x`);
  await form.getByLabel("Geburtsdatum").fill(player!.dateOfBirth!);
  await form.getByLabel("Ich stimme den Nutzungsbedingungen für Spielerprofile zu.").check();
  await form.getByRole("button", { name: "Spielerprofil anfragen" }).click();
  await expect(section).toContainText("Bei diesem Verein gibt es keinen Spieler mit diesem Namen und Geburtsdatum.");

  await form.getByLabel("Nachname").fill(player!.lastName);
  await form.getByLabel("Ich stimme den Nutzungsbedingungen für Spielerprofile zu.").check();
  await form.getByRole("button", { name: "Spielerprofil anfragen" }).click();
  await expect(section).toContainText("Deine Anfrage liegt seit dem");
  await expect(section).toContainText(club.name);
  await expectNoAxeViolations(page);
  // Dark too: the waiting claim and its code field.
  await page.emulateMedia({ colorScheme: "dark" });
  await expectNoAxeViolations(page);
  await section.screenshot({ path: testInfo.outputPath("spielerprofil-anfrage-dunkel.png") });
  await page.emulateMedia({ colorScheme: "light" });

  // The club's official gets the code; the player enters it.
  const mail = await waitForMail(
    OFFICIAL,
    `Spielerprofil: ${player!.firstName} ${player!.lastName} bittet um Bestätigung`,
  );
  const code = /^([A-Z2-9]{12})$/m.exec(mail.text)?.[1];
  expect(code, mail.text).toBeDefined();
  await section.getByLabel("Code von deinem Verein").fill(code!);
  await section.getByRole("button", { name: "Profil übernehmen" }).click();
  await expect(section).toContainText("Dein Konto ist mit deinem Spielerprofil bei");
  // The personal data are the club's registration's now: the record's names, not to be changed here.
  const personal = page.locator("form#persoenlich");
  await expect(personal.getByLabel("Vorname")).toHaveValue(player!.firstName);
  await expect(personal.getByLabel("Geburtsdatum")).toHaveValue(player!.dateOfBirth!);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath("spielerprofil-verbunden.png"), fullPage: true });
  await section.getByRole("link", { name: "Mein Spielerprofil ansehen" }).click();
  await expect(page).toHaveURL(/\/spieler\//);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(player!.lastName);
});
