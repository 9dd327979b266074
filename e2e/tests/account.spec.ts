import { activatedAccount, apiBase, freshAddress, openContextMenu, PASSWORD, signInWithForm } from "./account-helpers";
import { competitionPath, currentCompetitions } from "./demo-api";
import { allowAnswer, expect, expectNoAxeViolations, test } from "./fixtures";
import { linkIn, waitForMail } from "./mail";

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

    // Sent with only a password and half a date of birth, the form names every wrong field at once, in German, keeps
    // the password on the device and takes the visitor to the first wrong field.
    await page.getByLabel("Passwort", { exact: true }).fill(PASSWORD);
    const dateOfBirth = page.getByLabel("Geburtsdatum (freiwillig)");
    await dateOfBirth.focus();
    await page.keyboard.type("12");
    await page.getByRole("button", { name: "Konto anlegen" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Bitte prüfe die 6 markierten Angaben." })).toBeVisible();
    for (const [label, message] of [
      ["Vorname", "Bitte gib deinen Vornamen ein"],
      ["Nachname", "Bitte gib deinen Nachnamen ein"],
      ["Spitzname", "Der Spitzname braucht 3 bis 30 Zeichen"],
      ["E-Mail-Adresse", "Bitte gib eine gültige E-Mail-Adresse ein."],
      ["Geburtsdatum (freiwillig)", "Bitte gib ein gültiges Geburtsdatum ein"],
      [/Ich stimme den Nutzungsbedingungen/, "Bitte stimme den Nutzungsbedingungen zu"],
    ] as const) {
      const field = page.getByLabel(label, { exact: typeof label === "string" });
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.()]/g, "\\$&")));
    }
    await expect(page.getByLabel("Vorname")).toBeFocused();
    await expect(page.getByLabel("Passwort", { exact: true })).toHaveValue(PASSWORD);
    await expect(page.getByLabel("Passwort", { exact: true })).not.toHaveAttribute("aria-invalid");
    await expectNoAxeViolations(page);
    // The half date is gone after the answer (the browser sent none); the optional field, left empty, is no longer wrong.
    await expect(dateOfBirth).toHaveValue("");

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

    // A copy of the session cookie, taken before signing out, opens nothing afterwards: the session ended on the
    // server, not only in this browser.
    const copied = await page.context().cookies();
    await menu.getByRole("link", { name: "Abmelden" }).click();
    await expect(page).toHaveURL(/\/$/);
    await openContextMenu(page);
    await expect(page.getByRole("link", { name: "Anmelden" })).toBeVisible();
    await page.goto("/mein-account");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fmein-account$/);
    const elsewhere = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin });
    await elsewhere.addCookies(copied);
    const thief = await elsewhere.newPage();
    await thief.goto("/mein-account");
    await expect(thief).toHaveURL(/\/login\?callbackUrl=%2Fmein-account$/);
    await elsewhere.close();
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
    // Next.js's route announcer is an alert as well, once the router has mounted: the form's own message is meant.
    await expect(page.getByRole("alert").filter({ hasText: "Passwort" })).toHaveText(/Passwort stimmen nicht/);
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
