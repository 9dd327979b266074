import { activatedAccount, freshAddress, PASSWORD, signInWithForm } from "./account-helpers";
import { expect, test } from "./fixtures";

/**
 * The site has one address (SITE_URL, here http://127.0.0.1:port): opened under another host name it moves
 * there, and signing in works after the move. A sign-in form sent from another site never shows a JSON page.
 */
const site = new URL(process.env.E2E_BASE_URL ?? `http://127.0.0.1:${process.env.E2E_WEB_PORT ?? 3310}`);
const otherName = `http://localhost:${site.port}`;

test("a page opened under another host name moves to the site's address (308), and signing in works there", async ({
  page,
}, testInfo) => {
  const moves: number[] = [];
  page.on("response", (response) => {
    if (response.url().startsWith(otherName)) moves.push(response.status());
  });
  await page.goto(`${otherName}/news?seite=1`);
  expect(moves).toEqual([308]);
  expect(page.url()).toBe(`${site.origin}/news?seite=1`);
  // Every link of the page stays on this address.
  const foreign = await page
    .locator("a[href^='http']")
    .evaluateAll((links) =>
      links.map((link) => (link as HTMLAnchorElement).href).filter((href) => href.startsWith("http://localhost")),
    );
  expect(foreign).toEqual([]);

  const address = freshAddress(testInfo.project.name);
  await activatedAccount(address, `Adresse${testInfo.project.name.replace(/\W/g, "")}${Date.now() % 100000}`);
  await page.goto(`${otherName}/login`);
  expect(page.url()).toBe(`${site.origin}/login`);
  await signInWithForm(page, address, PASSWORD);
  await expect(page).toHaveURL(`${site.origin}/mein-account`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a sign-in form sent from another site leads to the site's own form with a German word why", async ({ page }) => {
  const answer = await page.request.post(`${site.origin}/login`, {
    headers: { origin: "http://andere-seite.example" },
    form: { username: "jemand@beispiel.example", password: "egal" },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(303);
  expect(answer.headers()["content-type"] ?? "").not.toContain("json");
  const location = new URL(answer.headers().location ?? "", site);
  await page.goto(location.toString());
  await expect(page.getByText("Die Anmeldung kam nicht von dieser Seite.")).toBeVisible();
  await expect(page.getByLabel("E-Mail-Adresse oder Spitzname")).toBeVisible();
});
