import type { Page } from "@playwright/test";
import { competitionPath, currentCompetitions } from "./demo-api";
import { allowAnswer, expect, expectNoAxeViolations, test } from "./fixtures";
import { linkIn, waitForMail } from "./mail";

const apiBase = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4310}/rest`;
const PASSWORD = "Elfmeter im Nieselregen 2026";

/** A fresh address per project and run: the two viewports register accounts of their own. */
function freshAddress(project: string): string {
  return `neu-${project}-${Date.now()}@beispiel.example`;
}

async function openContextMenu(page: Page) {
  await page.getByRole("button", { name: "Weitere Aktionen" }).click();
}

async function signInWithForm(page: Page, username: string, password: string) {
  await page.getByLabel("E-Mail-Adresse oder Spitzname").fill(username);
  await page.getByLabel("Passwort", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
}

/** Registers and activates an account through the API itself, reading the activation mail. */
async function activatedAccount(address: string, nickname: string): Promise<void> {
  const form = new URLSearchParams({
    address,
    nickname,
    firstname: "Lena",
    lastname: "Vorstopper",
    password: PASSWORD,
    "terms-of-usage-agreed": "true",
  });
  const registered = await fetch(`${apiBase}/v1/public/registerAccount`, { method: "POST", body: form });
  expect(registered.status).toBe(200);
  const link = new URL(linkIn((await waitForMail(address)).text, "/registrieren/aktivieren"), "http://site.invalid");
  const activated = await fetch(`${apiBase}/v1/public/activateAccount`, {
    method: "POST",
    body: new URLSearchParams({ address, "activation-code": link.searchParams.get("code")! }),
  });
  expect(activated.status).toBe(200);
}

test.describe("accounts, sessions and favourites", () => {
  test("a visitor registers, activates from the mail, follows a competition and a team, and signs out", async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const address = freshAddress(testInfo.project.name);
    await page.goto("/");
    await openContextMenu(page);
    await page.getByRole("link", { name: "Anmelden" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Anmelden" })).toBeVisible();
    await page.getByRole("link", { name: "Jetzt registrieren" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Registrieren" })).toBeVisible();
    await expectNoAxeViolations(page);

    // Proposals as soon as both names are there; a taken nickname says so, a proposal fills it in and is free.
    await page.getByLabel("Vorname").fill("Lena");
    await page.getByLabel("Nachname").fill("Vorstopper");
    const proposals = page.getByRole("list", { name: /Vorschläge/ }).getByRole("button");
    await expect(proposals.first()).toBeVisible();
    await page.getByLabel("Spitzname").fill("Fan-Demo");
    await expect(page.getByText("„Fan-Demo“ ist schon vergeben.")).toBeVisible();
    const proposal = (await proposals.first().textContent())!.trim();
    await proposals.first().click();
    await expect(page.getByLabel("Spitzname")).toHaveValue(proposal);
    await expect(page.getByText(`„${proposal}“ ist noch frei.`)).toBeVisible();

    await page.getByLabel("E-Mail-Adresse").fill(address);
    await page.getByLabel("Passwort", { exact: true }).fill(PASSWORD);
    await page.getByLabel(/Ich stimme den Nutzungsbedingungen/).check();
    await page.getByRole("button", { name: "Konto anlegen" }).click();
    await expect(page.getByRole("status")).toContainText(`Wir haben eine E-Mail an ${address} geschickt`);

    const mail = await waitForMail(address);
    expect(mail.subject).toBe("Bitte bestätige deine E-Mail-Adresse");
    await page.goto(linkIn(mail.text, "/registrieren/aktivieren"));
    await page.getByRole("button", { name: "Konto aktivieren" }).click();
    await expect(page.getByText("Dein Konto ist aktiviert.")).toBeVisible();
    await expect(page.getByLabel("E-Mail-Adresse oder Spitzname")).toHaveValue(address);
    await page.getByLabel("Passwort", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/mein-account$/);
    await expect(page.getByText(`Du bist als ${proposal} (${address}) angemeldet.`)).toBeVisible();
    await expect(page.getByText("Du folgst noch keinem Verein.")).toBeVisible();

    // Follow the first league and, from its table, the first team.
    const [league] = (await currentCompetitions()).filter((competition) => competition.hasTable);
    await page.goto(await competitionPath(league!));
    const competitionStar = page.getByRole("button", { name: /^Favorit für / });
    await expect(competitionStar).toHaveAttribute("aria-pressed", "false");
    await competitionStar.click();
    await expect(competitionStar).toHaveAttribute("aria-pressed", "true");
    const teamLink = page
      .locator("table.standings__table--league")
      .first()
      .locator("a[href^='/mannschaften/']")
      .first();
    const teamName = (await teamLink.textContent())!.trim();
    await teamLink.click();
    // The first visit renders the team page with every read still cold.
    await expect(page.getByRole("heading", { level: 1, name: teamName })).toBeVisible({ timeout: 30_000 });
    const teamStar = page.getByRole("button", { name: `Favorit für ${teamName}` });
    await teamStar.click();
    await expect(teamStar).toHaveAttribute("aria-pressed", "true");

    await page.goto("/mein-account");
    const teams = page.getByRole("region", { name: "Meine Mannschaften" });
    await expect(teams.getByRole("link", { name: teamName })).toHaveAttribute("href", /^\/mannschaften\//);
    const competitions = page.getByRole("region", { name: "Meine Wettbewerbe" });
    await expect(competitions.getByRole("link", { name: new RegExp(`^${league!.name}`) })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("mein-account.png"), fullPage: true });

    // The home page opens with "Meine Vereine": the followed team's matches and the followed league's table.
    await page.goto("/");
    const mine = page.getByRole("region", { name: "Meine Vereine" });
    await expect(mine.getByRole("heading", { level: 3, name: teamName })).toBeVisible();
    await expect(mine.getByRole("region", { name: `Letztes und nächstes Spiel: ${teamName}` })).toBeVisible();
    const table = mine.getByRole("table", { name: `Tabelle ${league!.name}` });
    await expect(table).toBeVisible();
    await expect(table.locator("tbody tr", { hasText: teamName })).toHaveClass(/highlight/);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath("meine-vereine.png") });
    await page.goto("/mein-account");

    // Taking a favourite out on the account page removes it from the list at once, and from the server.
    await teams.getByRole("button", { name: `Favorit für ${teamName}` }).click();
    await expect(teams.getByText("Du folgst noch keiner Mannschaft.")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("region", { name: "Meine Mannschaften" }).getByRole("link")).toHaveCount(0);

    // The access token lives 45 s here: the page renews it about 30 s before its end and stays signed in.
    const renewal = page.waitForResponse((response) => response.url().includes("/login?refresh=true"), {
      timeout: 40_000,
    });
    expect((await renewal).status()).toBe(200);
    await page.waitForResponse((response) => new URL(response.url()).pathname === "/api/session");
    await openContextMenu(page);
    const menu = page.locator(".context-menu");
    await expect(menu.getByRole("link", { name: "Abmelden" })).toBeVisible();

    await menu.getByRole("link", { name: "Abmelden" }).click();
    await expect(page).toHaveURL(/\/$/);
    await openContextMenu(page);
    await expect(page.getByRole("link", { name: "Anmelden" })).toBeVisible();
    await page.goto("/mein-account");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fmein-account$/);
  });

  test("a visitor signs in with the keyboard alone; a wrong password gets a German message", async ({ page }) => {
    await page.goto("/login?callbackUrl=%2Fmein-account");
    await expectNoAxeViolations(page);
    await page.getByLabel("E-Mail-Adresse oder Spitzname").focus();
    await page.keyboard.type("fan@spielfeld.example");
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Passwort", { exact: true })).toBeFocused();
    await page.keyboard.type("falsches Passwort");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("alert")).toHaveText(/Passwort stimmen nicht/);
    await expect(page.getByLabel("E-Mail-Adresse oder Spitzname")).toHaveValue("fan@spielfeld.example");
    await expect(page.getByLabel("Passwort", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Passwort", { exact: true }).focus();
    await page.keyboard.type("Anstoss-2026!");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/mein-account$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mein Account" })).toBeVisible();
  });

  test("a session the API no longer accepts opens the auth-error dialog; continuing signs out", async ({
    page,
    problems,
  }, testInfo) => {
    const address = freshAddress(`geloescht-${testInfo.project.name}`);
    await activatedAccount(address, `Geloescht ${testInfo.project.name.slice(-4)} ${Date.now() % 100000}`);
    await page.goto("/login");
    await signInWithForm(page, address, PASSWORD);
    await expect(page).toHaveURL(/\/mein-account$/);
    const [league] = (await currentCompetitions()).filter((competition) => competition.hasTable);
    await page.goto(await competitionPath(league!));
    const star = page.getByRole("button", { name: /^Favorit für / });
    await expect(star).toHaveAttribute("aria-pressed", "false");

    // The account is deleted elsewhere (its own call, with a token of its own): its tokens answer 401 at once.
    const login = await fetch(`${apiBase}/v1/public/login`, {
      method: "POST",
      body: new URLSearchParams({ username: address, password: PASSWORD }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const deleted = await fetch(`${apiBase}/v1/private/deleteAccount`, {
      method: "POST",
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(deleted.status).toBe(200);

    await star.click();
    const dialog = page.getByRole("dialog", { name: "Fehler" });
    await expect(dialog).toContainText("Deine Anmeldung ist abgelaufen oder ungültig.");
    await expect(dialog.getByRole("button", { name: "Erneut anmelden" })).toBeVisible();
    await dialog.getByRole("button", { name: "Ohne Anmeldung fortfahren" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("link", { name: /^Favorit für .* \(zum Folgen anmelden\)$/ })).toBeVisible();
    allowAnswer(problems, 401, "/rest/v1/private/addFavorite");
    allowAnswer(problems, 401, "/rest/v1/private/getFavorites");
  });
});

test.describe("the account area", () => {
  test("a signed-in visitor edits the profile, orders news, moves to a new address, changes the password, downloads the data and deletes the account", async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const project = testInfo.project.name;
    const address = freshAddress(`bereich-${project}`);
    const nickname = `Bereich ${project.slice(-4)} ${Date.now() % 100000}`;
    await activatedAccount(address, nickname);
    await page.goto("/mein-account");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fmein-account$/);
    await signInWithForm(page, address, PASSWORD);
    await expect(page).toHaveURL(/\/mein-account$/);

    // Profile: a new nickname shows in the session at once; a wrong postal code is named in German.
    await page.getByRole("link", { name: "Profil bearbeiten" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Profil bearbeiten" })).toBeVisible();
    await expectNoAxeViolations(page);
    const renamed = `${nickname} neu`.slice(0, 30);
    await page.getByLabel("Spitzname", { exact: true }).fill(renamed);
    await page.getByRole("button", { name: "Spitznamen speichern" }).click();
    await expect(page.getByText(`Dein Spitzname ist jetzt „${renamed}“.`)).toBeVisible();
    await page.getByLabel("Postleitzahl").fill("8033");
    await page.getByLabel("Postleitzahl").evaluate((input: HTMLInputElement) => input.removeAttribute("pattern"));
    await page.getByRole("button", { name: "Daten speichern" }).click();
    await expect(page.locator("#persoenlich-zip-fehler")).toHaveText("Die Postleitzahl hat fünf Ziffern.");
    await page.getByLabel("Postleitzahl").fill("80331");
    await page.getByLabel("Ort").fill("München");
    await page.getByRole("button", { name: "Daten speichern" }).click();
    await expect(page.getByText("Deine Daten sind gespeichert.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Ort")).toHaveValue("München");
    await expect(page.getByLabel("Spitzname", { exact: true })).toHaveValue(renamed);

    // News by double opt-in: ordered here, confirmed from the mail.
    await page.goto("/mein-account/einwilligungen");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Neuigkeiten bestellen" }).click();
    await expect(page.getByText("Fast geschafft")).toBeVisible();
    await page.goto(
      linkIn(
        (await waitForMail(address, "Bitte bestätige deine Einwilligung")).text,
        "/mein-account/einwilligung-bestaetigen",
      ),
    );
    await page.getByRole("button", { name: "Ja, ich möchte Neuigkeiten bekommen" }).click();
    await expect(page.getByRole("status")).toHaveText(/Ab jetzt bekommst du Neuigkeiten/);
    await page.goto("/mein-account/einwilligungen");
    await expect(page.getByText(/Du bekommst Neuigkeiten des Verbands per E-Mail \(bestätigt am/)).toBeVisible();

    // A new address needs the password, and counts once the link mailed to it is confirmed.
    const moved = `umgezogen-${address}`;
    await page.goto("/mein-account/zugangsdaten");
    await expectNoAxeViolations(page);
    await page.getByLabel("Neue E-Mail-Adresse").fill(moved);
    await page.getByLabel("Dein Passwort").fill("nicht mein Passwort");
    await page.getByRole("button", { name: "Bestätigungslink schicken" }).click();
    await expect(page.locator("#email-password-fehler")).toBeVisible();
    await page.getByLabel("Dein Passwort").fill(PASSWORD);
    await page.getByRole("button", { name: "Bestätigungslink schicken" }).click();
    await expect(page.getByText(`Wir haben einen Link an ${moved} geschickt.`)).toBeVisible();
    await page.goto(
      linkIn(
        (await waitForMail(moved, "Bitte bestätige deine neue E-Mail-Adresse")).text,
        "/mein-account/email-bestaetigen",
      ),
    );
    await page.getByRole("button", { name: "Adresse bestätigen" }).click();
    await expect(page.getByRole("status")).toHaveText(
      `Geschafft: ${moved} ist jetzt die E-Mail-Adresse deines Kontos. Melde dich künftig damit an.`,
    );

    // A new password keeps this session going.
    const newPassword = `${PASSWORD} und Nachspielzeit`;
    await page.goto("/mein-account/zugangsdaten");
    await expect(page.getByText(`Jetzt: ${moved}.`)).toBeVisible();
    await page.getByLabel("Bisheriges Passwort").fill(PASSWORD);
    await page.getByLabel("Neues Passwort").fill(newPassword);
    await page.getByRole("button", { name: "Passwort ändern" }).click();
    await expect(page.getByText("Dein Passwort ist geändert.")).toBeVisible();
    await page.goto("/mein-account");
    await expect(page.getByText(`Du bist als ${renamed} (${moved}) angemeldet.`)).toBeVisible();

    // The export is everything stored about the account, as a download.
    await page.goto("/mein-account/daten");
    await expectNoAxeViolations(page);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Meine Daten herunterladen (JSON)" }).click();
    const file = await (await download).path();
    const { readFileSync } = await import("node:fs");
    const exported = readFileSync(file, "utf8");
    expect(exported).toContain(moved);
    expect(exported).toContain("80331");
    expect(exported).not.toContain(PASSWORD);

    // Deletion asks first, then ends the account and the session.
    await page.getByRole("button", { name: "Konto endgültig löschen" }).click();
    await expect(page).toHaveURL(/\/mein-account\/daten$/);
    await page.getByLabel("Ja, ich möchte mein Konto mit allen Daten endgültig löschen.").check();
    await page.getByRole("button", { name: "Konto endgültig löschen" }).click();
    await expect(page).toHaveURL(/\/konto-geloescht$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dein Konto ist gelöscht" })).toBeVisible();
    await page.goto("/login");
    await signInWithForm(page, moved, newPassword);
    await expect(page.getByRole("alert")).toHaveText(/Passwort stimmen nicht/);
  });

  test("a forgotten password is set anew from the mail's link", async ({ page }, testInfo) => {
    const address = freshAddress(`vergessen-${testInfo.project.name}`);
    await activatedAccount(address, `Vergessen ${testInfo.project.name.slice(-4)} ${Date.now() % 100000}`);
    await page.goto("/login");
    await page.getByRole("link", { name: "Passwort vergessen?" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Passwort vergessen" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("E-Mail-Adresse oder Spitzname").fill(address);
    await page.getByRole("button", { name: "Link anfordern" }).click();
    await expect(page.getByRole("status")).toContainText(`Wenn es zu „${address}“ ein Konto gibt`);
    await page.goto(linkIn((await waitForMail(address, "Neues Passwort festlegen")).text, "/passwort-vergessen/neu"));
    await expectNoAxeViolations(page);
    const newPassword = "Abstoss vom eigenen Strafraum";
    await page.getByLabel("Neues Passwort").fill(newPassword);
    await page.getByRole("button", { name: "Passwort speichern" }).click();
    await expect(page.getByText("Dein neues Passwort ist gespeichert.")).toBeVisible();
    await page.getByLabel("Passwort", { exact: true }).fill(newPassword);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await expect(page).toHaveURL(/\/mein-account$/);
  });
});
