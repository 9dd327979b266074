import { activatedAccount, freshAddress, PASSWORD, signInWithForm } from "./account-helpers";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { waitForMail } from "./mail";

/** The demo association's contact address (apps/api/src/demo/world.ts); the site never shows it to a sender. */
const ASSOCIATION_CONTACT = "kontakt@bafv.example";

test("the contact form sends a message with the captcha solved in the browser, and a copy to the account's address", async ({
  page,
}, testInfo) => {
  const unique = `Frage zur Spielberechtigung ${testInfo.project.name} ${Date.now()}`;
  const sender = `anna.${testInfo.project.name}@example.org`;
  const account = freshAddress(`kontakt-${testInfo.project.name}`);
  await activatedAccount(account, `Kontakt ${testInfo.project.name.slice(-4)} ${Date.now() % 100000}`);
  await page.goto("/allgemein/kontakt");
  await expect(page.getByRole("heading", { level: 1, name: "Kontakt" })).toBeVisible();
  // A guest is offered no copy: it would go to whatever address was typed.
  await expect(page.getByLabel(/Kopie/)).toHaveCount(0);
  await page.goto(`/login?callbackUrl=${encodeURIComponent("/allgemein/kontakt")}`);
  await signInWithForm(page, account, PASSWORD);
  await expect(page).toHaveURL(/\/allgemein\/kontakt$/);
  const form = page.getByRole("form", { name: "Nachricht an die Geschäftsstelle" });
  // Sending without anything says what is missing, in German, beside each field.
  await form.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(form.getByText("Bitte gib deinen Namen ein.")).toBeVisible();
  await expect(form.getByText("Bitte bestätige die Sicherheitsprüfung.")).toBeVisible();
  await form.getByLabel("Dein Name").fill("Anna Beispiel");
  await form.getByLabel("Deine E-Mail-Adresse").fill(sender);
  await form.getByLabel("Betreff").fill(unique);
  await form
    .getByLabel("Nachricht")
    .fill("Hallo,\nab wann ist mein Sohn nach dem Vereinswechsel spielberechtigt?\nDanke!");
  await form.getByLabel("Eine Kopie an die Adresse meines Kontos senden").check();
  // The proof of work starts when the visitor enters the form and runs in the browser (a worker of the site);
  // no third party is asked.
  await expect(form.getByRole("checkbox", { name: "Überprüft" })).toBeChecked({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(form.getByRole("status")).toHaveText(/Danke! Deine Nachricht an die Geschäftsstelle ist unterwegs\./);
  const received = await waitForMail(ASSOCIATION_CONTACT);
  expect(received.text).toContain("ab wann ist mein Sohn");
  // The copy goes to the account's verified address, not to the one typed into the form.
  const copy = await waitForMail(account, `Kopie deiner Nachricht: ${unique}`);
  expect(copy.text).toContain("ab wann ist mein Sohn");
  await expect(waitForMail(sender, undefined, 1000)).rejects.toThrow(/no mail/);
  expect(copy.text).not.toContain(ASSOCIATION_CONTACT);
  // The form starts over, with a fresh check (the solved one was spent).
  await expect(form.getByLabel("Betreff")).toHaveValue("");
});
