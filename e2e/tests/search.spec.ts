import { getJson } from "./demo-api";
import { expect, expectNoAxeViolations, test } from "./fixtures";

interface ClubHit {
  id: string;
  name: string;
}

/** The clubs the search finds for a term, as the API answers (the demo's names come from a seed). */
async function clubsFor(term: string): Promise<ClubHit[]> {
  const answer = await getJson<{ groups: { type: string; items: ClubHit[] }[] }>(
    `/v1/public/search/text/${encodeURIComponent(term)}?types=club&max=5`,
  );
  return answer.groups.find((group) => group.type === "club")?.items ?? [];
}

test("the header's search suggests a club while typing, and the arrow keys and Enter open it", async ({ page }) => {
  const [club] = await clubsFor("Muenchen");
  expect(club, "the demo has a club in München").toBeDefined();
  await page.goto("/");
  await page.getByRole("button", { name: "Suche / Vereine" }).click();
  const box = page.getByRole("combobox", { name: "Suchbegriff" });
  // Typed without the umlaut, as on a keyboard without one.
  await box.fill("Muenchen");
  const option = page.getByRole("option", { name: new RegExp(club!.name) }).first();
  await expect(option).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await expectNoAxeViolations(page);
  const options = page.getByRole("option");
  // A club and its first team may share the name: the option of the club says "Vereine".
  const index = (await options.allTextContents()).findIndex(
    (text) => text.includes(club!.name) && text.includes("Vereine"),
  );
  expect(index).toBeGreaterThanOrEqual(0);
  for (let step = 0; step <= index; step += 1) await box.press("ArrowDown");
  await expect(box).toHaveAttribute("aria-activedescendant", /.+/);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/vereine/[^/]+/${club!.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(club!.name);
});

test("submitting the search shows the hits by type, and a hit opens its page", async ({ page }) => {
  const [club] = await clubsFor("Muenchen");
  await page.goto("/");
  await page.getByRole("button", { name: "Suche / Vereine" }).click();
  const box = page.getByRole("combobox", { name: "Suchbegriff" });
  await box.fill("Muenchen");
  // Escape closes the suggestions first (the search stays open), Enter then searches for the text.
  await expect(page.getByRole("option").first()).toBeVisible();
  await box.press("Escape");
  await expect(box).toHaveAttribute("aria-expanded", "false");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/textsuche\?query=Muenchen$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Suchergebnisse für „Muenchen“");
  await expect(page).toHaveTitle(/^Suche \|/);
  const clubs = page.getByRole("region", { name: /^Vereine/ });
  await expect(clubs.getByRole("link", { name: club!.name })).toBeVisible();
  await expectNoAxeViolations(page);
  await clubs.getByRole("link", { name: club!.name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(club!.name);
});

test("a search without hits says so and suggests what to try", async ({ page }) => {
  await page.goto("/textsuche?query=Qxzqxzq");
  await expect(page.getByRole("heading", { name: "Keine Treffer für „Qxzqxzq“" })).toBeVisible();
  await expect(page.getByText("Gib eine Postleitzahl ein")).toBeVisible();
  await expectNoAxeViolations(page);
});
