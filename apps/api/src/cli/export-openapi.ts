import { writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/database.js";
import { createTokenService, generateSigningKey } from "../plugins/auth/token-service.js";
import { print, runCli } from "./run-cli.js";

export const openApiFile = fileURLToPath(new URL("../../openapi.json", import.meta.url));

/** The OpenAPI document as the route schemas define it, serialised stably. */
export async function generateOpenApiDocument(): Promise<string> {
  const config = loadConfig({ LOG_LEVEL: "silent" });
  const database = await openDatabase({ kind: "memory" });
  try {
    const tokens = await createTokenService(await generateSigningKey(), config.jwt);
    const app = await buildApp({ config, database, tokens });
    await app.ready();
    const document = app.swagger();
    await app.close();
    return `${JSON.stringify(document, null, 2)}\n`;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  runCli(async () => {
    await writeFile(openApiFile, await generateOpenApiDocument());
    print(`Wrote ${openApiFile}`);
  });
}
