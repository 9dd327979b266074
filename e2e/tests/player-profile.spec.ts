import { activatedAccount, freshAddress, PASSWORD, signedInApi, signInWithForm } from "./account-helpers";
import { claimablePlayers, claimableReferees, OFFICIAL } from "./club-officials";
import { demoApi } from "./demo-api";
import { allowAnswer, expect, expectNoAxeViolations, test } from "./fixtures";
import { linkIn, waitForMail } from "./mail";

/*
 * A player claims the association's record of themselves on /profil-bearbeiten (docs/player-profiles.md): chooses
 * the club by a search, names themselves as the player's pass does, and enters the code the club's officials got
 * by mail. The demo's team admin is such an official: the club of the team whose match they report.
 */

test("a player's whole profile: claimed by the club's code, edited with the public page fresh at once, deleted by a mailed link", async ({
  page,
  problems,
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
  const profileUrl = page.url();

  // Edit: the preview follows the form before it is saved; the public page shows the change within 2 s.
  await page.goto("/profil-bearbeiten#spielerprofil");
  const details = section.locator("form#spielerprofil-angaben");
  const preview = section.getByRole("complementary", { name: "So sehen andere dein Profil" });
  const nickname = `Flitzer ${testInfo.project.name === "phone-360" ? "Eins" : "Zwei"}`;
  await details.getByLabel("Spitzname im Profil (freiwillig)").fill(nickname);
  await details.getByLabel("Größe in cm (freiwillig)").fill("181");
  await details.getByLabel("Starker Fuß").selectOption({ label: "links" });
  await details.getByLabel("Geburtsdatum zeigen").check();
  await expect(preview).toContainText(nickname);
  await expect(preview.locator("div", { hasText: "Größe" }).locator("dd")).toHaveText("181 cm");
  const shownBirth = player!.dateOfBirth!.split("-").reverse().join(".");
  await expect(preview.locator("div", { hasText: "Geburtsdatum" }).locator("dd")).toHaveText(shownBirth);
  await details.getByRole("button", { name: "Profil speichern" }).click();
  await expect(details).toContainText("Gespeichert.");
  // The form shows what was saved (a select's reset would fall back to the option it had when the page came).
  await expect(details.getByLabel("Geburtsdatum zeigen")).toBeChecked();
  await expect(details.getByLabel("Starker Fuß")).toHaveValue("left");
  await expect(preview.locator("div", { hasText: "Starker Fuß" }).locator("dd")).toHaveText("links");
  await expectNoAxeViolations(page);
  // A success the data does not know, entered by the player.
  const successes = section.locator("form#spielerprofil-erfolge");
  await successes.getByLabel("Eintrag 1: Jahr").fill("2022");
  await successes.getByLabel("Eintrag 1: Erfolg").fill("Berufung in die Bezirksauswahl");
  await successes.getByRole("button", { name: "Erfolge speichern" }).click();
  await expect(successes).toContainText("Gespeichert.");
  await page.emulateMedia({ colorScheme: "dark" });
  await expectNoAxeViolations(page);
  await section.screenshot({ path: testInfo.outputPath("spielerprofil-bearbeiten-dunkel.png") });
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(profileUrl);
  const facts = page.locator(".player__facts--grid");
  await expect(facts).toContainText(nickname, { timeout: 2_000 });
  await expect(facts).toContainText("181 cm");
  await expect(facts).toContainText("links");
  await expect(facts).toContainText(shownBirth);
  await expect(page.locator(".player__own-success")).toContainText("2022 Berufung in die Bezirksauswahl");

  // The client's own way to renew a profile (api.md section 7): the owner's token names whose pages.
  const playerId = new URL(profileUrl).pathname.split("/").pop();
  const { accessToken } = await demoApi().account.login({ username: address, password: PASSWORD });
  const renewed = await page.request.post("/api/revalidate-profile", { data: { token: accessToken } });
  expect(await renewed.json()).toEqual({ revalidated: [`person:${playerId}`] });
  expect((await page.request.post("/api/revalidate-profile", { data: { token: "x".repeat(40) } })).status()).toBe(401);
  expect((await page.request.post("/api/revalidate-profile", { data: {} })).status()).toBe(400);

  // Who finds the profile: off the site's search.
  await page.goto("/profil-bearbeiten#spielerprofil");
  const access = section.locator("form#spielerprofil-sichtbarkeit");
  await access.getByLabel("In der Suche dieser Website auffindbar").uncheck();
  await expect(preview.locator("div", { hasText: "In der Suche" }).locator("dd")).toHaveText("nicht auffindbar");
  await access.getByRole("button", { name: "Sichtbarkeit speichern" }).click();
  await expect(access).toContainText("Gespeichert.");
  await expect(access.getByLabel("In der Suche dieser Website auffindbar")).not.toBeChecked();

  // Delete: a mail with a link; the click on its page ends the profile everywhere.
  await section.getByRole("button", { name: "Spielerprofil löschen" }).click();
  await expect(section).toContainText("Wir haben dir eine E-Mail geschickt.");
  const deletion = await waitForMail(address, "Dein Spielerprofil löschen: bitte bestätigen");
  await page.goto(linkIn(deletion.text, "/profil-bearbeiten/spielerprofil-loeschen"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Spielerprofil löschen");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Spielerprofil löschen", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Dein Spielerprofil ist gelöscht.");
  const gone = await page.goto(profileUrl);
  allowAnswer(problems, 404, new URL(profileUrl).pathname);
  expect(gone?.status()).toBe(404);
  await page.goto("/profil-bearbeiten#spielerprofil");
  await expect(section.getByRole("searchbox", { name: "Verein suchen" })).toBeVisible();
  await expect(section).not.toContainText("Dein Konto ist mit deinem Spielerprofil bei");
});

test("an official of the player's club ends a wrong account's hold of the profile on /mein-account", async ({
  page,
}, testInfo) => {
  const { players } = await claimablePlayers();
  // Not the players the other profile tests take (0 to 3). Both widths take the same one: each ends with nobody
  // holding it (the browser tests run one at a time).
  const player = players[4];
  expect(player, "five adult players of the official's club who show their date of birth").toBeDefined();
  // Someone claims the record through the API, with the code the official was mailed.
  const address = freshAddress(`falsch-${testInfo.project.name}`);
  await activatedAccount(address, `Falsch${testInfo.project.name.replace(/\W/g, "")}${Date.now() % 100000}`);
  const { accessToken } = await demoApi().account.login({ username: address, password: PASSWORD });
  const wrongHolder = signedInApi(accessToken);
  // The other width claimed the same record before: only the mail of this claim counts.
  const claimedAt = Date.now();
  await wrongHolder.players.registerPlayerProfile({
    firstname: player!.firstName,
    lastname: player!.lastName,
    date_of_birth: player!.dateOfBirth!,
    clubId: (await claimablePlayers()).club.id,
    agree_terms: true,
  });
  const mail = await waitForMail(
    OFFICIAL,
    `Spielerprofil: ${player!.firstName} ${player!.lastName} bittet um Bestätigung`,
    20_000,
    claimedAt,
  );
  await wrongHolder.players.activatePlayerProfile({ "activation-code": /^([A-Z2-9]{12})$/m.exec(mail.text)![1]! });
  expect((await wrongHolder.players.checkPlayerProfile()).status).toBe("active");

  // The official releases it on the site, by the profile page's address.
  await page.goto("/mein-account");
  await signInWithForm(page, OFFICIAL, "Anstoss-2026!");
  await page
    .getByRole("link", { name: "Spieler- oder Schiedsrichterprofil vom falschen Konto lösen (für Vereine)" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Profil vom falschen Konto lösen");
  const form = page.locator("form#spielerprofil-loesen");
  await form.getByLabel("Adresse der Profilseite").fill(`${new URL(page.url()).origin}/spieler/-/${player!.playerId}`);
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Verbindung lösen" }).click();
  await expect(form).toContainText("Die Verbindung ist gelöst.");
  expect((await wrongHolder.players.checkPlayerProfile()).status).toBe("none");
  await waitForMail(address, "Dein Konto ist nicht mehr mit dem Spielerprofil verbunden");
  // Again: nobody holds it now, and the form says so in words.
  await form.getByLabel("Adresse der Profilseite").fill(player!.playerId);
  await form.getByRole("button", { name: "Verbindung lösen" }).click();
  await expect(form).toContainText("Mit diesem Spielerprofil ist kein Konto verbunden.");
  // A referee of another club is not this official's to release; the form says so in words.
  const { refereeId } = (await claimableReferees())[0]!;
  const refereeForm = page.locator("form#schiedsrichterprofil-loesen");
  await refereeForm
    .getByLabel("Adresse der Profilseite")
    .fill(`${new URL(page.url()).origin}/schiedsrichter/-/${refereeId}`);
  await refereeForm.getByRole("button", { name: "Verbindung lösen" }).click();
  await expect(refereeForm).toContainText("Das können nur die Verantwortlichen des Vereins");
  await page.emulateMedia({ colorScheme: "dark" });
  await expectNoAxeViolations(page);
});
