import type { Page } from "@playwright/test";
import type { SearchClub } from "@spielfeld/api-client";
import { demoApi } from "./demo-api";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/** The clubs the search finds for a term, as the API answers (the demo's names come from a seed). */
async function clubsFor(term: string): Promise<SearchClub[]> {
  const answer = await demoApi().general.searchText({ text: term, types: ["club"], max: 5 });
  for (const group of answer.groups) if (group.type === "club") return group.items;
  return [];
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

test("a club's name lists the club with its crest first and its first team first, with a field to refine", async ({
  page,
}) => {
  const [club] = await clubsFor("Muenchen");
  await page.goto(`/textsuche?query=${encodeURIComponent(club!.name)}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Suchergebnisse für „${club!.name}“`);
  // The field to refine the search holds the query.
  const field = page.getByRole("search", { name: "Suche verfeinern" }).getByRole("searchbox", { name: "Suchbegriff" });
  await expect(field).toHaveValue(club!.name);
  const clubs = page.getByRole("region", { name: /^Vereine/ });
  await expect(clubs.getByRole("listitem").first()).toContainText(club!.name);
  // Each club hit has its crest beside the name: the logo from the image route, or the neutral shield.
  const firstClub = clubs.getByRole("listitem").first();
  await expect(firstClub.locator("img.crest, svg.crest")).toHaveCount(1);
  const crests = page.locator(".search-hits img.crest");
  await expect(crests.first()).toHaveAttribute("src", /\/getMediaImage\/id\/[^/?]+\?width=\d+$/);
  await expect
    .poll(() => crests.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
  // The club's first team bears the club's name and comes before its second, veterans' and youth teams.
  const teams = page.getByRole("region", { name: /^Mannschaften/ });
  await expect(teams.getByRole("listitem").first().getByRole("link")).toHaveText(club!.name);
  await expect(teams.locator(".crest").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await expectNoAxeViolations(page);
  // Refining: a new text in the field searches for it.
  await field.fill("Qxzqxzq");
  await field.press("Enter");
  await expect(page).toHaveURL(/\/textsuche\?query=Qxzqxzq$/);
  await expect(page.getByRole("heading", { name: "Keine Treffer für „Qxzqxzq“" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Suchbegriff" })).toHaveValue("Qxzqxzq");
});

test("the filters by kind narrow the hits to one kind and back to all", async ({ page }) => {
  await page.goto("/textsuche?query=Muenchen");
  const filters = page.getByRole("navigation", { name: "Trefferart" });
  await expect(filters.getByRole("link", { name: "Alle" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("region", { name: /^Mannschaften/ })).toBeVisible();
  await filters.getByRole("link", { name: "Vereine" }).click();
  await expect(page).toHaveURL(/[?&]art=vereine(&|$)/);
  await expect(filters.getByRole("link", { name: "Vereine" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("region", { name: /^Vereine/ })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Mannschaften/ })).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(1);
  await expect(page.getByRole("status").filter({ hasText: "Treffer" })).toContainText("unter Vereine");
  // Refining keeps the kind.
  await expect(page.getByText("Suchbegriff (nur Vereine)")).toBeVisible();
  await expectNoAxeViolations(page);
  await filters.getByRole("link", { name: "Alle" }).click();
  await expect(page).toHaveURL(/\/textsuche\?query=Muenchen$/);
  await expect(page.getByRole("region", { name: /^Mannschaften/ })).toBeVisible();
});

test("without JavaScript the field and the filters work as a plain form and links", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto("/textsuche?query=Muenchen&art=mannschaften");
    await expect(page.getByRole("region", { name: /^Mannschaften/ })).toBeVisible();
    await expect(page.getByRole("region", { name: /^Vereine/ })).toHaveCount(0);
    const field = page.getByRole("searchbox", { name: /^Suchbegriff/ });
    await field.fill("Muenchen");
    await page.getByRole("button", { name: "Suchen" }).click();
    await expect(page).toHaveURL(/query=Muenchen&art=mannschaften$/);
    await page.getByRole("navigation", { name: "Trefferart" }).getByRole("link", { name: "Vereine" }).click();
    await expect(page).toHaveURL(/art=vereine/);
    await expect(page.getByRole("region", { name: /^Vereine/ })).toBeVisible();
    await expect(page.getByRole("region", { name: /^Mannschaften/ })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test("an unknown kind of hits is named in German and all kinds are shown", async ({ page }) => {
  await page.goto("/textsuche?query=Muenchen&art=spielorte");
  const alert = page.getByRole("alert").filter({ hasText: "Diese Trefferart gibt es nicht" });
  await expect(alert).toContainText("„spielorte“ ist keine Art von Treffern");
  await expect(
    page.getByRole("navigation", { name: "Trefferart" }).getByRole("link", { name: "Alle" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("region", { name: /^Vereine/ })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Mannschaften/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

/** The number of lines a link's visible text takes: the distinct tops of its text's line boxes. */
function lineCount(page: Page, name: string) {
  return page
    .getByRole("banner")
    .getByRole("link", { name })
    .first()
    .evaluate((element) => {
      const tops = new Set<number>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.closest(".visually-hidden")) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
      }
      return tops.size;
    });
}

test("with the search open on a wide screen, the header's links stay on one line", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "desktop-1280", "the quick links and the login button sit in the bar at 1280 px");
  await page.goto("/");
  await page.getByRole("button", { name: "Suche / Vereine" }).click();
  await expect(page.getByRole("combobox", { name: "Suchbegriff" })).toBeFocused();
  for (const name of ["Spielbetrieb online", "Jetzt einloggen"]) {
    await expect(page.getByRole("banner").getByRole("link", { name }).first()).toBeVisible();
    expect(await lineCount(page, name), name).toBe(1);
  }
  // Nothing in the bar is pushed out of it.
  const bar = await page
    .locator(".site-header__bar")
    .evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(bar.scroll).toBeLessThanOrEqual(bar.client);
  await expect(page.getByRole("button", { name: "Suche schließen" })).toBeInViewport();
});
