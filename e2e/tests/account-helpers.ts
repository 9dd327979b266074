import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { linkIn, waitForMail } from "./mail";

/** What the account tests share: the API's address, a password, fresh addresses and the steps they repeat. */
export const apiBase = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4310}/rest`;
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

/** Registers and activates an account through the API itself, reading the activation mail. */
export async function activatedAccount(address: string, nickname: string): Promise<void> {
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
