import { activatedAccount, freshAddress, PASSWORD, signInWithForm } from "./account-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { linkIn, waitForMail } from "./mail";

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
    // Personal data: every wrong field is named at once, in German, beside it; nothing is stored until all are right.
    const personal = page.locator("form#persoenlich");
    await personal.getByLabel("Geburtsdatum").fill("1990-05-17");
    await page.getByRole("button", { name: "Daten speichern" }).click();
    await expect(page.getByText("Deine Daten sind gespeichert.")).toBeVisible();
    await personal.getByLabel("Vorname").fill("");
    await personal.getByLabel("Postleitzahl").fill("8033");
    await personal.getByLabel("Mobilnummer").fill("Handy");
    await personal.getByLabel("Geburtsdatum").fill("");
    await personal.getByLabel("Geburtsdatum").focus();
    await page.keyboard.type("12");
    await page.getByRole("button", { name: "Daten speichern" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Bitte prüfe die 4 markierten Angaben." })).toBeVisible();
    for (const [label, message] of [
      ["Vorname", "Bitte gib deinen Vornamen ein (bis 80 Zeichen)."],
      ["Geburtsdatum", "Bitte gib ein gültiges Geburtsdatum ein, das nicht in der Zukunft liegt."],
      ["Postleitzahl", "Die Postleitzahl hat fünf Ziffern."],
      [
        "Mobilnummer",
        "Bitte gib eine Mobilnummer mit 6 bis 25 Zeichen ein: Ziffern, gern mit + am Anfang und mit Leerzeichen, /, - oder Klammern gegliedert.",
      ],
    ]) {
      const field = personal.getByLabel(label as string, { exact: true });
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message as string);
    }
    await expect(personal.getByLabel("Vorname")).toBeFocused();
    await expectNoAxeViolations(page);
    // The browser sent none for the half date: the field shows the stored date again, so saving keeps it.
    await expect(personal.getByLabel("Geburtsdatum")).toHaveValue("1990-05-17");
    await personal.getByLabel("Vorname").fill("Lena");
    await personal.getByLabel("Postleitzahl").fill("80331");
    await personal.getByLabel("Mobilnummer").fill("+49 170 1234567");
    await personal.getByLabel("Ort").fill("München");
    await page.getByRole("button", { name: "Daten speichern" }).click();
    await expect(page.getByText("Deine Daten sind gespeichert.")).toBeVisible();
    await page.reload();
    await expect(personal.getByLabel("Ort")).toHaveValue("München");
    await expect(personal.getByLabel("Mobilnummer")).toHaveValue("+49 170 1234567");
    await expect(personal.getByLabel("Geburtsdatum")).toHaveValue("1990-05-17");
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

    // Deletion asks first, and for the password, then ends the account and the session.
    await page.getByRole("button", { name: "Konto endgültig löschen" }).click();
    await expect(page).toHaveURL(/\/mein-account\/daten$/);
    const deletion = page.locator("#loeschen");
    await deletion.getByLabel("Dein Passwort").fill("falsch-geraten-2026");
    await deletion.getByLabel("Ja, ich möchte mein Konto mit allen Daten endgültig löschen.").check();
    await page.getByRole("button", { name: "Konto endgültig löschen" }).click();
    await expect(deletion.locator("#loeschen-password-fehler")).toHaveText("Das Passwort stimmt nicht.");
    await deletion.getByLabel("Dein Passwort").fill(newPassword);
    await deletion.getByLabel("Ja, ich möchte mein Konto mit allen Daten endgültig löschen.").check();
    await page.getByRole("button", { name: "Konto endgültig löschen" }).click();
    await expect(page).toHaveURL(/\/konto-geloescht$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dein Konto ist gelöscht" })).toBeVisible();
    await page.goto("/login");
    await signInWithForm(page, moved, newPassword);
    // Next.js's route announcer is an alert as well, once the router has mounted: the form's own message is meant.
    await expect(page.getByRole("alert").filter({ hasText: "Passwort" })).toHaveText(/Passwort stimmen nicht/);
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
