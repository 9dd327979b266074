import sharp from "sharp";
import { activatedAccount, freshAddress, PASSWORD, signedInApi, signInWithForm } from "./account-helpers";
import { OFFICIAL } from "./club-officials";
import { demoApi } from "./demo-api";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/*
 * A team's admin keeps the team's page on /mein-account/mannschaften (docs/team-administration.md): publishes and
 * withdraws a season's squad after a preview, switches the page's sections and uploads and removes the photo; a
 * club's admin appoints a team admin and ends the appointment. The demo's team admin is such an official. Whatever
 * a test changes on the demo's team is put back afterwards, even when it fails (other tests read that squad).
 */

const OFFICIAL_PASSWORD = "Anstoss-2026!";

async function officialApi() {
  const { accessToken } = await demoApi().account.login({ username: OFFICIAL, password: OFFICIAL_PASSWORD });
  return signedInApi(accessToken);
}

test("a team's admin publishes the squad after a preview, switches the page's sections and uploads the photo", async ({
  page,
}, testInfo) => {
  const api = await officialApi();
  const [team] = (await api.clubs.getTeamAdminList()).teams;
  expect(team, "the demo's team admin administers a team").toBeDefined();
  const before = await api.clubs.getTeamAdminInfo({ "team-id": team!.teamId });
  const current = before.teamAdmin.squads.find((squad) => squad.isCurrent)!;
  expect(current.publishData && current.publishable).toBe(true);
  try {
    await page.goto("/mein-account");
    await signInWithForm(page, OFFICIAL, OFFICIAL_PASSWORD);
    await page.getByRole("link", { name: "Meine Mannschaften (Kader, Mannschaftsseite, Foto)" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Meine Mannschaften");
    await expectNoAxeViolations(page);
    await page.getByRole("main").getByRole("link", { name: team!.teamName, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(before.teamAdmin.teamName);
    const adminPage = page.url();

    // The preview names the public players of the current squad before anything is published or withdrawn.
    const preview = page.getByRole("heading", { name: new RegExp(`^Vorschau: Kader ${current.seasonLabel}`) });
    await expect(preview).toBeVisible();
    const { entries } = await api.clubs.getTeamSquadPreview({ saison: current.season, "team-id": team!.teamId });
    expect(entries.length).toBeGreaterThan(0);
    await expect(page.getByText(`${entries[0]!.firstName} ${entries[0]!.lastName}`).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: testInfo.outputPath(`mannschaft-verwalten-${testInfo.project.name}.png`),
      fullPage: true,
    });

    // Withdrawn, the team page says the squad is not published; published again, it lists it.
    await page.getByRole("button", { name: `Kader ${current.seasonLabel} zurückziehen` }).click();
    await expect(page.getByRole("button", { name: `Kader ${current.seasonLabel} veröffentlichen` })).toBeVisible();
    const publicPage = page.getByRole("link", { name: "Mannschaftsseite ansehen" });
    const publicHref = (await publicPage.getAttribute("href"))!;
    await page.goto(publicHref);
    await expect(page.getByText("Der Verein hat den Kader dieser Mannschaft nicht veröffentlicht.")).toBeVisible();
    await page.goto(adminPage);
    await page.getByRole("button", { name: `Kader ${current.seasonLabel} veröffentlichen` }).click();
    await expect(page.getByRole("button", { name: `Kader ${current.seasonLabel} zurückziehen` })).toBeVisible();

    // Sections: without the statistics, the team page has none, at once.
    const sections = page.locator("form#abschnitte");
    await sections.getByLabel("Statistik").uncheck();
    await sections.getByRole("button", { name: "Abschnitte speichern" }).click();
    await expect(sections).toContainText("Gespeichert.");
    await page.goto(publicHref);
    await expect(page.getByText("Der Verein hat den Kader dieser Mannschaft nicht veröffentlicht.")).toHaveCount(0);
    await expect(page.locator("#statistik")).toHaveCount(0);
    await page.goto(adminPage);
    await page.locator("form#abschnitte").getByLabel("Statistik").check();
    await page.locator("form#abschnitte").getByRole("button", { name: "Abschnitte speichern" }).click();
    await expect(page.locator("form#abschnitte")).toContainText("Gespeichert.");
    await page.goto(publicHref);
    await expect(page.locator("#statistik")).toHaveCount(1);

    // The photo: a PNG, stored anew; the team page shows it; a text file is refused in words; then removed.
    await page.goto(adminPage);
    const photo = page.locator("form#foto");
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#1d6b3f" } })
      .png()
      .toBuffer();
    await photo
      .getByLabel("Foto", { exact: true })
      .setInputFiles({ name: "mannschaft.png", mimeType: "image/png", buffer: png });
    await photo.getByRole("button", { name: "Foto hochladen" }).click();
    await expect(photo).toContainText("Das Foto steht jetzt auf der Mannschaftsseite.");
    const alt = `Mannschaftsfoto: ${before.teamAdmin.teamName}`;
    await expect(page.getByRole("img", { name: alt })).toBeVisible();
    await page.goto(publicHref);
    const shown = page.getByRole("img", { name: alt });
    await shown.scrollIntoViewIfNeeded();
    await expect(shown).toBeVisible();
    expect(await shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expectNoAxeViolations(page);
    await page.goto(adminPage);
    await page
      .locator("form#foto")
      .getByLabel("Neues Foto")
      .setInputFiles({ name: "bild.jpg", mimeType: "image/jpeg", buffer: Buffer.from("kein Bild") });
    await page.locator("form#foto").getByRole("button", { name: "Foto hochladen" }).click();
    await expect(page.locator("form#foto")).toContainText("Bitte wähle ein Foto im Format JPEG, PNG oder WebP.");
    await page.locator("form#foto-entfernen").getByRole("button", { name: "Foto entfernen" }).click();
    await expect(page.getByText("Die Mannschaft hat noch kein Foto.")).toBeVisible();
    await page.emulateMedia({ colorScheme: "dark" });
    await expectNoAxeViolations(page);
  } finally {
    const { teamAdmin } = await api.clubs.getTeamAdminInfo({ "team-id": team!.teamId });
    if (!teamAdmin.squads.find((squad) => squad.isCurrent)!.publishData) {
      await api.clubs.publishTeamSquad({ "team-id": team!.teamId, saison: current.season, publish: true });
    }
    const config = before.teamAdmin.config;
    await api.clubs.updateTeamProfileConfig({
      "team-id": team!.teamId,
      "team-news-visible": config.news,
      "team-trend-visible": config.trend,
      "team-scorers-visible": config.scorers,
      "team-fairplay-visible": config.fairplay,
      "team-venue-visible": config.venue,
      "team-history-visible": config.history,
    });
    if (teamAdmin.imageUrl && !before.teamAdmin.imageUrl) await api.clubs.deleteTeamImage({ "team-id": team!.teamId });
  }
});

test("a club's admin appoints a team admin beside the reporters and ends the appointment", async ({
  page,
}, testInfo) => {
  const api = await officialApi();
  const [team] = (await api.clubs.getTeamAdminList()).teams;
  const address = freshAddress(`teamadmin-${testInfo.project.name}`);
  const nickname = `Trainer${testInfo.project.name.replace(/\W/g, "")}${Date.now() % 100000}`;
  await activatedAccount(address, nickname);
  const { accessToken } = await demoApi().account.login({ username: address, password: PASSWORD });
  const appointed = signedInApi(accessToken);

  await page.goto("/mein-account/mannschaften");
  await signInWithForm(page, OFFICIAL, OFFICIAL_PASSWORD);
  const club = page.getByRole("region", { name: `Team-Admins von ${team!.clubName}` });
  const appoint = club.locator(`form#ernennen-${team!.clubId}`);
  await appoint.getByLabel("Mannschaft").selectOption(team!.teamId);
  await appoint.getByLabel("Spitzname des Kontos").fill(nickname);
  await appoint.getByRole("button", { name: "Ernennen" }).click();
  await expect(appoint).toContainText(`${nickname} ist jetzt Team-Admin.`);
  await expect(club).toContainText(`${nickname} (seit`);
  expect((await appointed.clubs.getTeamAdminList()).teams.map((entry) => entry.teamId)).toEqual([team!.teamId]);
  await expectNoAxeViolations(page);

  // An account that does not exist is named in words.
  await appoint.getByLabel("Spitzname des Kontos").fill("Niemand-Bekanntes");
  await appoint.getByRole("button", { name: "Ernennen" }).click();
  await expect(appoint).toContainText("Es gibt kein aktives Konto mit diesem Spitznamen.");

  const end = club.locator(`form#beenden-${team!.clubId}`);
  await end.getByLabel("Mannschaft").selectOption(team!.teamId);
  await end.getByLabel("Spitzname des Kontos").fill(nickname);
  await end.getByRole("button", { name: "Ernennung beenden" }).click();
  await expect(end).toContainText("Die Ernennung ist beendet.");
  expect((await appointed.clubs.getTeamAdminList()).teams).toEqual([]);
  await page.emulateMedia({ colorScheme: "dark" });
  await expectNoAxeViolations(page);
});
