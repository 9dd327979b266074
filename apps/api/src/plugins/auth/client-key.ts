import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** The demo default: one generated client key, kept in the data directory for the website's server to read. */
export async function loadOrCreateDemoClientKey(dataDir: string): Promise<string> {
  return loadOrCreateSecret(dataDir, "api-client-key");
}

/** The demo default's shared secret for the website's cache revalidation endpoint. */
export async function loadOrCreateRevalidationSecret(dataDir: string): Promise<string> {
  return loadOrCreateSecret(dataDir, "revalidate-secret");
}

/** The demo default's keys of the contact forms: the captcha's signing key and the apps' verification key. */
export async function loadOrCreateContactKeys(
  dataDir: string,
): Promise<{ captchaHmacKey: string; mobileVerificationKey: string }> {
  return {
    captchaHmacKey: await loadOrCreateSecret(dataDir, "captcha-hmac-key"),
    mobileVerificationKey: await loadOrCreateSecret(dataDir, "mobile-verification-key"),
  };
}

/** The VAPID key pair of web push, generated once under DATA_DIR/keys (instances behind a balancer share one). */
export async function loadOrCreateVapidKeys(dataDir: string): Promise<{ publicKey: string; privateKey: string }> {
  const file = path.join(dataDir, "keys", "vapid.json");
  if (existsSync(file)) return JSON.parse(await readFile(file, "utf8")) as { publicKey: string; privateKey: string };
  const { default: webPush } = await import("web-push");
  const keys = webPush.generateVAPIDKeys();
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}

async function loadOrCreateSecret(dataDir: string, name: string): Promise<string> {
  const file = path.join(dataDir, "keys", name);
  if (existsSync(file)) return (await readFile(file, "utf8")).trim();
  const key = randomBytes(24).toString("base64url");
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${key}\n`, { mode: 0o600 });
  return key;
}
