import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTokenService } from "../../../apps/api/src/plugins/auth/token-service.js";
import { createApiClient } from "./client.js";
import { BadRequestError, NotFoundError, UnauthorizedError } from "./errors.js";

const apiRoot = path.resolve(import.meta.dirname, "../../../apps/api");
const dataDir = mkdtempSync(path.join(os.tmpdir(), "spielfeld-client-"));
let server: ChildProcess;
let basePath: string;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  const port = await freePort();
  server = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      API_PORT: String(port),
      DEMO_PRESET: "small",
      DEMO_DATE: "2026-11-21",
      LOG_LEVEL: "warn",
    },
    stdio: "inherit",
  });
  basePath = `http://127.0.0.1:${port}/rest`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (
      await fetch(`http://127.0.0.1:${port}/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("The API did not start");
});
afterAll(() => {
  server?.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("client against the real API over HTTP (general area)", () => {
  it("reads seasons and associations", async () => {
    const result = await createApiClient({ basePath }).general.getSeasonsAndAssociations();
    expect(result.currentSeason.label).toBe("26/27");
    expect(result.associations[0]!.code).toBe("BAFV");
    expect(result.competitionTypes.map((type) => type.basicType)).toContain("Championship");
  });

  it("checks app versions, postal codes, promateur feature and the documents at the root", async () => {
    const api = createApiClient({ basePath });
    expect((await api.general.checkAppVersion({ "app-type": "android", "app-version": "0.1.0" })).forceUpdate).toBe(
      true,
    );
    expect(await api.general.getPostalCodeCompletions({ plz: "80331" })).toEqual([{ plz: "80331", place: "München" }]);
    expect(await api.general.checkPromateurFeature()).toEqual({ enabled: false });
    expect((await api.general.getJwks()).keys[0]!.alg).toBe("ES256");
    expect((await api.general.getAssetLinks())[0]!.target.namespace).toBe("android_app");
    expect(await api.general.getSitemapClubs({ association: "BAFV" })).toContain("<urlset");
  });

  it("walks the competition selection to a Kreisliga and reads the home page news", async () => {
    const api = createApiClient({ basePath });
    const one = await api.competitions.getWamOne();
    const two = await api.competitions.getWamTwo({
      wettkampftyp: one.competitionTypes[0]!.id,
      saison: one.currentSeason.id,
      mandant: one.mandant.code,
    });
    const men = two.teamTypes.find((type) => type.name === "Herren")!;
    const three = await api.competitions.getWamThreeV2({
      wettkampftyp: two.competitionType.id,
      saison: two.season.id,
      mandant: two.mandant.id,
      mannschaftsart: men.id,
      spielklasse: 105,
    });
    const kreisGroups = three.groups.filter((group) => group.playingArea.kind === "kreis");
    expect(kreisGroups.length).toBeGreaterThan(0);
    expect(kreisGroups[0]!.competitions[0]!.leagueLevel?.name).toBe("Kreisliga");
    const top = await api.competitions.getTopLeagues1();
    expect(top.competitions.map((competition) => competition.nameSlug)).toContain("regionalliga-bayern");
    const news = await api.general.getHomepageNewsListArticles1({ max: 3 });
    expect(news.items).toHaveLength(3);
    expect(news.items[0]!.postType.id).toBe("CMS_NEWS");
    const unknown = await api.competitions.getTopLeagues({ saison: "1999" }).catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(NotFoundError);
  });

  it("turns the API's error answers into the client's errors", async () => {
    const api = createApiClient({ basePath });
    const bad = await api.general.getPostalCodeCompletions({ plz: "abc" }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(BadRequestError);
    expect((bad as Error).message).toBe('Invalid path parameter "plz": must match pattern "^[0-9]{1,5}$"');
    const missing = await api.general.getSitemapTeams({ association: "NOPE" }).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(NotFoundError);
    const forged = await createApiClient({ basePath, getToken: () => "not.a.token" })
      .general.setLogLevel({ name: "api", level: "info" })
      .catch((e: unknown) => e);
    expect(forged).toBeInstanceOf(UnauthorizedError);
  });

  it("sends the user's token to private calls", async () => {
    const key = JSON.parse(readFileSync(path.join(dataDir, "keys", "jwt-signing-key.json"), "utf8"));
    const tokens = await createTokenService(key, { issuer: "spielfeld", audience: "spielfeld-api" });
    // A validly signed token for an account that does not exist: sent as a bearer token, read by the API and
    // refused like any token that names nobody.
    const token = await tokens.sign({ sub: "00000000-0000-4000-a000-000000000000" });
    const sent: string[] = [];
    const refused = await createApiClient({
      basePath,
      getToken: () => token,
      middleware: [
        {
          post: ({ init, response }) =>
            void sent.push(`${new Headers(init.headers).get("authorization")} ${response.status}`),
        },
      ],
    })
      .general.setLogLevel({ name: "api", level: "info" })
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(UnauthorizedError);
    expect((refused as UnauthorizedError).status).toBe(401);
    expect(sent).toEqual([`Bearer ${token} 401`]);
  });
});
