import type { Page } from "@playwright/test";
import { operationUrl } from "@spielfeld/api-client";
import {
  activatedAccount,
  freshAddress,
  openContextMenu,
  PASSWORD,
  signedInApi,
  signInWithForm,
} from "./account-helpers";
import { competitionPath, currentCompetitions, demoApi } from "./demo-api";
import { allowAnswer, expect, expectNoAxeViolations, test } from "./fixtures";
import { linkIn, waitForMail } from "./mail";

/** The addresses of every page the browser is sent to (redirects included), in order. */
function visitedAddresses(page: Page): string[] {
  const visited: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest()) visited.push(request.url());
  });
  return visited;
}

/** No address carries the name, as typed or encoded, nor a `nutzer` parameter. */
function expectNoneCarries(visited: string[], name: string) {
  expect(visited.length).toBeGreaterThan(0);
  for (const url of visited) {
    expect(url).not.toContain(name);
    expect(url).not.toContain(encodeURIComponent(name));
    expect(new URL(url).searchParams.has("nutzer"), url).toBe(false);
  }
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

    // The home page opens with "Meine Vereine": the followed team and league, the team's matches and the league's table.
    await page.goto("/");
    const mine = page.getByRole("region", { name: "Meine Vereine" });
    await expect(mine.getByRole("region", { name: "Mannschaften", exact: true }).getByRole("link")).toHaveText(
      teamName,
    );
    await expect(mine.getByRole("heading", { level: 4, name: teamName })).toBeVisible();
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
    // The page it lands on confirms it, as a status (read out politely), and only there.
    const signedOut = page.getByRole("status").filter({ hasText: "Du bist abgemeldet." });
    await expect(signedOut).toBeVisible();
    await expectNoAxeViolations(page);
    await openContextMenu(page);
    await expect(page.getByRole("link", { name: "Anmelden" })).toBeVisible();
    await page.goto("/mein-account");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fmein-account$/);
    await expect(page.getByText("Du bist abgemeldet.")).toHaveCount(0);
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

  test("a visitor has the activation mail sent again, after registering and from an expired link", async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const address = freshAddress(`erneut-${testInfo.project.name}`);
    const visited = visitedAddresses(page);
    const activationLink = async (other?: string) => {
      let link = "";
      await expect
        .poll(
          async () => {
            link = linkIn((await waitForMail(address)).text, "/registrieren/aktivieren");
            return link !== other;
          },
          { timeout: 20_000 },
        )
        .toBe(true);
      return link;
    };
    await page.goto("/registrieren");
    await page.getByLabel("Vorname").fill("Ida");
    await page.getByLabel("Nachname").fill("Nachschub");
    await page.getByLabel("Spitzname").fill(`Erneut${testInfo.project.name.slice(-3)}${Date.now() % 100000}`);
    await page.getByLabel("E-Mail-Adresse").fill(address);
    await page.getByLabel("Passwort", { exact: true }).fill(PASSWORD);
    await page.getByLabel(/Ich stimme den Nutzungsbedingungen/).check();
    await page.getByRole("button", { name: "Konto anlegen" }).click();
    await expect(page.getByRole("status")).toContainText(`Wir haben eine E-Mail an ${address} geschickt`);
    const first = await activationLink();

    // Right after the registration: one button, and a German confirmation that says the same for any address.
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Aktivierungsmail erneut senden" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Aktivierungsmail noch einmal" })).toContainText(
      `Wir haben die Aktivierungsmail noch einmal an ${address} geschickt`,
    );
    const second = await activationLink(first);
    expect((await waitForMail(address)).text).toContain("Nur der Link in dieser neuesten E-Mail gilt.");

    // Not activated yet: the login says so, and its address carries no name.
    await page.goto("/login");
    await signInWithForm(page, address, PASSWORD);
    await expect(page.getByRole("alert").filter({ hasText: "noch nicht aktiviert" })).toBeVisible();
    expect(visited.some((url) => url.includes("fehler=not-activated"))).toBe(true);
    expectNoneCarries(
      visited.filter((url) => new URL(url).pathname === "/login"),
      address,
    );

    // The first mail's link no longer works; its page sends a new one.
    await page.goto(first);
    await page.getByRole("button", { name: "Konto aktivieren" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "ungültig" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Aktivierungsmail erneut senden" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Aktivierungsmail noch einmal" })).toBeVisible();
    const third = await activationLink(second);
    await page.goto(third);
    await page.getByRole("button", { name: "Konto aktivieren" }).click();
    await expect(page.getByText("Dein Konto ist aktiviert.")).toBeVisible();

    // Without a link, the page asks for the address; an active one gets the same answer (and no mail).
    await page.goto("/registrieren/aktivieren");
    await expect(page.getByRole("heading", { level: 1, name: "Aktivierungsmail erneut senden" })).toBeVisible();
    await page.getByLabel("E-Mail-Adresse").fill(address);
    await page.getByRole("button", { name: "Aktivierungsmail erneut senden" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Aktivierungsmail noch einmal" })).toContainText(address);
    await expectNoAxeViolations(page);
  });

  test("a visitor signs in with the keyboard alone; a wrong password gets a German message; signing out is confirmed", async ({
    page,
    problems,
  }, testInfo) => {
    const visited = visitedAddresses(page);
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
    // The name came back in the field, never through an address: no page the failure led through carries it.
    expect(visited.some((url) => url.includes("fehler=credentials"))).toBe(true);
    expectNoneCarries(visited, "fan@spielfeld.example");
    await page.getByLabel("Passwort", { exact: true }).focus();
    await page.keyboard.type("Anstoss-2026!");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/mein-account$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mein Account" })).toBeVisible();

    // Signing out from the account page: the page it lands on confirms it, as a status (read out), and only once.
    await page.getByRole("main").getByRole("link", { name: "Abmelden" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("status").filter({ hasText: "Du bist abgemeldet." })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`abgemeldet-${testInfo.project.name}.png`) });
    await page.reload();
    // (once the page's scripts run: its menu opens)
    await openContextMenu(page);
    await expect(page.getByRole("link", { name: "Anmelden" })).toBeVisible();
    await expect(page.getByText("Du bist abgemeldet.")).toHaveCount(0);
    // The account page loads the favourites as it opens; on a busy machine that request can still be on its way when
    // the sign-out ends the session, and is then answered 401 while the page is being left (nothing shows it).
    allowAnswer(problems, 401, operationUrl("getFavorites", {}, "/rest"));
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
    const { accessToken } = await demoApi().account.login({ username: address, password: PASSWORD });
    const deleted = await signedInApi(accessToken).account.deleteAccount();
    expect(deleted.deleted).toBe(true);

    await star.click();
    const dialog = page.getByRole("dialog", { name: "Fehler" });
    await expect(dialog).toContainText("Deine Anmeldung ist abgelaufen oder ungültig.");
    await expect(dialog.getByRole("button", { name: "Erneut anmelden" })).toBeVisible();
    await dialog.getByRole("button", { name: "Ohne Anmeldung fortfahren" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("link", { name: /^Favorit für .* \(zum Folgen anmelden\)$/ })).toBeVisible();
    allowAnswer(problems, 401, operationUrl("addFavorite", {}, "/rest"));
    allowAnswer(problems, 401, operationUrl("getFavorites", {}, "/rest"));
  });
});
