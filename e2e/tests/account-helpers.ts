import type { Page } from "@playwright/test";
import { type ApiClient, createServerClient } from "@spielfeld/api-client";
import { apiBase, demoApi } from "./demo-api";
import { expect } from "./fixtures";
import { linkIn, waitForMail } from "./mail";

/** What the account tests share: a password, fresh addresses, a signed-in client and the steps they repeat. */
export const PASSWORD = "Elfmeter im Nieselregen 2026";

/** A fresh address per project and run: the two viewports register accounts of their own. */
export function freshAddress(project: string): string {
  return `neu-${project}-${Date.now()}@beispiel.example`;
}

export async function openContextMenu(page: Page) {
  await page.getByRole("button", { name: "Weitere Aktionen" }).click();
}

export async function signInWithForm(page: Page, username: string, password: string) {
  await page.getByLabel("E-Mail-Adresse oder Spitzname").fill(username);
  await page.getByLabel("Passwort", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
}

/** The client of the API for the account signed in with the access token: its private calls. */
export function signedInApi(accessToken: string): ApiClient {
  return createServerClient({ basePath: apiBase, token: accessToken });
}

/** Registers and activates an account through the API itself, reading the activation mail. */
export async function activatedAccount(address: string, nickname: string): Promise<void> {
  const registered = await demoApi().account.registerAccount({
    address,
    nickname,
    firstname: "Lena",
    lastname: "Vorstopper",
    password: PASSWORD,
    "terms-of-usage-agreed": true,
  });
  expect(registered.activationRequired).toBe(true);
  const link = new URL(linkIn((await waitForMail(address)).text, "/registrieren/aktivieren"), "http://site.invalid");
  const activated = await demoApi().account.activateAccount({
    address,
    "activation-code": link.searchParams.get("code")!,
  });
  expect(activated.activated).toBe(true);
}
