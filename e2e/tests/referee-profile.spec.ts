import { activatedAccount, freshAddress, PASSWORD, signInWithForm } from "./account-helpers";
import { claimableReferees } from "./club-officials";
import { allowAnswer, expect, expectNoAxeViolations, test } from "./fixtures";
import { linkIn, waitForMail } from "./mail";

/*
 * A referee runs their own profile on /profil-bearbeiten#schiedsrichterprofil (docs/player-profiles.md,
 * "Referees"): claims the association's record with the pass number, gets the code from the club's address (the
 * demo's referees' clubs have no team admin but the demo one's, whose club is left out here), edits what the public
 * sees, and deletes the profile by the mailed link.
 */

test("a referee's whole profile: claimed by the club's code, edited with the public page fresh at once, deleted by a mailed link", async ({
  page,
  problems,
}, testInfo) => {
  const candidates = await claimableReferees();
  const { referee, clubEmail } = candidates[testInfo.project.name === "phone-360" ? 0 : 1]!;
  const { firstName, lastName, dateOfBirth } = referee.profile;
  const address = freshAddress(`sr-${testInfo.project.name}`);
  await activatedAccount(address, `Pfeife${testInfo.project.name.replace(/\W/g, "")}${Date.now() % 100000}`);

  await page.goto("/profil-bearbeiten#schiedsrichterprofil");
  await signInWithForm(page, address, PASSWORD);
  const section = page.getByRole("region", { name: "Schiedsrichterprofil" });
  const claim = section.locator("form#schiedsrichterprofil-anfrage");
  await claim.getByLabel("Vorname").fill(firstName);
  await claim.getByLabel("Nachname").fill(lastName);
  await claim.getByLabel("Geburtsdatum").fill(dateOfBirth!);
  await claim.getByLabel("Nummer deines Schiedsrichterausweises").fill("SR-2026-17");
  await expectNoAxeViolations(page);
  await claim.getByRole("button", { name: "Schiedsrichterprofil anfragen" }).click();
  await expect(section).toContainText("Deine Anfrage liegt seit dem");

  // The club's address gets the code with the pass number; the referee enters it.
  const mail = await waitForMail(clubEmail, `Schiedsrichterprofil: ${firstName} ${lastName} bittet um Bestätigung`);
  expect(mail.text).toContain("Schiedsrichterausweis SR-2026-17");
  const code = /^([A-Z2-9]{12})$/m.exec(mail.text)?.[1];
  await section.getByLabel("Code von deinem Verein").fill(code!);
  await section.getByRole("button", { name: "Profil übernehmen" }).click();
  await expect(section).toContainText(`Dein Konto ist mit dem Schiedsrichterprofil von ${firstName} ${lastName}`);

  // Edit: the nickname, the career hidden, a special match; the public page shows each at once.
  const details = section.locator("form#schiedsrichterprofil-angaben");
  const nickname = testInfo.project.name === "phone-360" ? "Adlerauge" : "Ruhepol";
  await details.getByLabel("Spitzname im Profil (freiwillig)").fill(nickname);
  await details.getByLabel("Laufbahn zeigen").uncheck();
  await details.getByRole("button", { name: "Profil speichern" }).click();
  await expect(details).toContainText("Gespeichert.");
  await expect(details.getByLabel("Laufbahn zeigen")).not.toBeChecked();
  const special = section.locator("form#schiedsrichterprofil-spiele");
  await special.getByLabel("Spiel 1: Datum").fill("2019-06-15");
  await special.getByLabel("Spiel 1: Begegnung oder Anlass").fill("Endspiel der Kreisauswahl");
  await special.getByRole("button", { name: "Besondere Spiele speichern" }).click();
  await expect(special).toContainText("Gespeichert.");
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await expectNoAxeViolations(page);
  await section.screenshot({ path: testInfo.outputPath("schiedsrichterprofil-dunkel.png") });
  await page.emulateMedia({ colorScheme: "light" });

  await section.getByRole("link", { name: "Mein Schiedsrichterprofil ansehen" }).click();
  await expect(page).toHaveURL(/\/schiedsrichter\//);
  const profileUrl = page.url();
  await expect(page.locator(".referee__meta").first()).toContainText(nickname, { timeout: 2_000 });
  await expect(page.getByRole("heading", { name: "Laufbahn" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Besondere Spiele" })).toContainText("Endspiel der Kreisauswahl");

  // The account page lists the referee's coming matches.
  await page.goto("/mein-account");
  await expect(page.getByRole("heading", { name: "Meine nächsten Spiele als Schiedsrichter" })).toBeVisible();
  await expectNoAxeViolations(page);

  // Delete: a mail with a link; the click on its page ends the profile.
  await page.goto("/profil-bearbeiten#schiedsrichterprofil");
  await section.getByRole("button", { name: "Schiedsrichterprofil löschen" }).click();
  await expect(section).toContainText("Wir haben dir eine E-Mail geschickt.");
  const deletion = await waitForMail(address, "Dein Schiedsrichterprofil löschen: bitte bestätigen");
  await page.goto(linkIn(deletion.text, "/profil-bearbeiten/schiedsrichterprofil-loeschen"));
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Schiedsrichterprofil löschen", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Dein Schiedsrichterprofil ist gelöscht.");
  const gone = await page.goto(profileUrl);
  allowAnswer(problems, 404, new URL(profileUrl).pathname);
  expect(gone?.status()).toBe(404);
  await page.goto("/profil-bearbeiten#schiedsrichterprofil");
  await expect(section.locator("form#schiedsrichterprofil-anfrage")).toBeVisible();
});
