import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildClient, buildQuery, createApiClient, type Operation } from "./client.js";
import {
  BadRequestError,
  NotFoundError,
  RequiredParameterError,
  ResponseError,
  TokenMissingError,
  UnauthorizedError,
} from "./errors.js";

interface Recorded {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
}
let server: Server;
let origin: string;
let recorded: Recorded[] = [];
let reply: { status: number; body: string; type?: string } = { status: 200, body: "[]" };

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      recorded.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      response.writeHead(reply.status, { "content-type": reply.type ?? "application/json" });
      response.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  recorded = [];
  reply = { status: 200, body: "[]" };
});

const client = () => createApiClient({ basePath: `${origin}/rest` });
const plzUrl = () => `${origin}/rest/v1/public/getPostalCodeCompletions/plz/80`;

describe("client errors (api.md section 8)", () => {
  it("maps 404 to 'Requested resource not found.' and the URL", async () => {
    reply = { status: 404, body: '{"message":"x"}' };
    const error = await client()
      .general.getPostalCodeCompletions({ plz: "80" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toBe(`Requested resource not found. ${plzUrl()}`);
  });

  it("maps 401 and 403 to 'Unauthorized request' and the URL", async () => {
    for (const status of [401, 403]) {
      reply = { status, body: "{}" };
      const error = await client()
        .general.getPostalCodeCompletions({ plz: "80" })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UnauthorizedError);
      expect((error as Error).message).toBe(`Unauthorized request ${plzUrl()}`);
    }
  });

  it("maps 400 to 'Bad request to' and the URL, or the body's message with its numeric code", async () => {
    reply = { status: 400, body: "not json" };
    const plain = await client()
      .general.getPostalCodeCompletions({ plz: "80" })
      .catch((e: unknown) => e);
    expect(plain).toBeInstanceOf(BadRequestError);
    expect((plain as Error).message).toBe(`Bad request to ${plzUrl()}`);
    reply = { status: 400, body: '{"message":"Nickname already taken","code":17}' };
    const detailed = (await client()
      .general.getPostalCodeCompletions({ plz: "80" })
      .catch((e: unknown) => e)) as BadRequestError;
    expect(detailed.message).toBe("Nickname already taken");
    expect(detailed.code).toBe(17);
  });

  it("maps other statuses to 'Response returned an error code' with status, method and URL", async () => {
    reply = { status: 503, body: "{}" };
    const error = (await client()
      .general.getPostalCodeCompletions({ plz: "80" })
      .catch((e: unknown) => e)) as ResponseError;
    expect(error).toBeInstanceOf(ResponseError);
    expect(error.message).toBe("Response returned an error code");
    expect([error.status, error.method, error.url]).toEqual([503, "GET", plzUrl()]);
  });

  it("refuses to send without a required parameter, naming it and the call", async () => {
    const error = await client()
      .general.getPostalCodeCompletions({} as { plz: string })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequiredParameterError);
    expect((error as Error).message).toBe(
      'Required parameter "plz" was null or undefined when calling getPostalCodeCompletions().',
    );
    expect(recorded).toHaveLength(0);
  });

  it("refuses a private call without a token with 'Required token missing'", async () => {
    const error = await client()
      .general.setLogLevel({ name: "api", level: "debug" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TokenMissingError);
    expect((error as Error).message).toBe("Required token missing");
    expect(recorded).toHaveLength(0);
  });
});

describe("client requests", () => {
  it("sends the bearer token, the client key, JSON bodies and the configured headers", async () => {
    reply = { status: 200, body: '{"name":"api","level":"debug"}' };
    const api = createApiClient({
      basePath: `${origin}/rest`,
      getToken: () => "tok",
      apiKey: "key",
      headers: { "x-client": "web" },
    });
    expect(await api.general.setLogLevel({ name: "api", level: "debug" })).toEqual({ name: "api", level: "debug" });
    const [request] = recorded;
    expect(request).toMatchObject({
      method: "POST",
      url: "/rest/v1/private/setLogLevel",
      body: '{"name":"api","level":"debug"}',
    });
    expect(request!.headers).toMatchObject({
      authorization: "Bearer tok",
      "content-type": "application/json",
      "x-client": "web",
    });
    expect(request!.headers["x-api-key"]).toBeUndefined();
  });

  it("builds query strings with repeated arrays and ISO dates, and reads text responses", async () => {
    expect(buildQuery({ a: [1, 2], at: new Date("2026-11-21T14:00:00Z"), skip: undefined })).toBe(
      "?a=1&a=2&at=2026-11-21T14%3A00%3A00.000Z",
    );
    reply = { status: 200, body: "<urlset/>", type: "application/xml" };
    expect(await client().general.getSitemapNews()).toBe("<urlset/>");
  });

  it("runs middleware before, after and on error, and flattens pageable keys", async () => {
    const calls: string[] = [];
    const api = createApiClient({
      basePath: `${origin}/rest`,
      middleware: [
        {
          pre: ({ url, init }) => {
            calls.push("pre");
            return { url: `${url}?pageable[pageNumber]=2&pageable[pageSize]=20`, init };
          },
          post: ({ response }) => {
            calls.push(`post ${response.status}`);
            return undefined;
          },
        },
      ],
    });
    await api.general.getPostalCodeCompletions({ plz: "80" });
    expect(calls).toEqual(["pre", "post 200"]);
    expect(recorded[0]!.url).toBe("/rest/v1/public/getPostalCodeCompletions/plz/80?pageNumber=2&pageSize=20");
    const rescue = createApiClient({
      basePath: "http://127.0.0.1:1/rest",
      middleware: [{ onError: () => new Response('[{"plz":"1","place":"Ersatz"}]', { status: 200 }) }],
    });
    expect(await rescue.general.getPostalCodeCompletions({ plz: "1" })).toEqual([{ plz: "1", place: "Ersatz" }]);
  });

  it("keeps a same-origin base path relative, also for calls at the root", async () => {
    const seen: string[] = [];
    const api = createApiClient({
      basePath: "/rest",
      fetch: async (input) => {
        seen.push(String(input));
        return new Response('{"keys":[]}', { status: 200, headers: { "content-type": "application/json" } });
      },
    });
    await api.general.getJwks();
    await api.general.getPostalCodeCompletions({ plz: "80" });
    expect(seen).toEqual(["/.well-known/jwks.json", "/rest/v1/public/getPostalCodeCompletions/plz/80"]);
  });

  it("routes a preview host through the local proxy path with the bypass header", async () => {
    const api = createApiClient({
      basePath: "https://api-git-feature.preview.example/rest",
      preview: {
        isPreviewHost: (url) => url.hostname.endsWith(".preview.example"),
        proxyPath: `${origin}/api/proxy`,
        bypassHeader: { name: "x-bypass", value: "s3cret" },
      },
    });
    await api.general.getPostalCodeCompletions({ plz: "80" });
    expect(recorded[0]!.url).toBe("/api/proxy/v1/public/getPostalCodeCompletions/plz/80");
    expect(recorded[0]!.headers["x-bypass"]).toBe("s3cret");
  });
});

describe("a multipart upload", () => {
  it("sends files as parts with their names and lets fetch write the boundary", async () => {
    reply = { status: 200, body: "{}", type: "application/json" };
    const api = buildClient(
      {
        uploadTeamImage: {
          method: "POST",
          path: "/v1/private/uploadTeamImage/team-id/{team-id}",
          isRootPath: false,
          area: "clubs",
          tier: "private",
          pathParams: ["team-id"],
          queryParams: [],
          body: "multipart",
          responseType: "json",
        },
      },
      { basePath: `${origin}/rest`, getToken: () => "tok" },
    ) as Record<string, Record<string, (p: object) => Promise<unknown>>>;
    const image = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "mannschaft.jpg", { type: "image/jpeg" });
    await api.clubs!.uploadTeamImage!({ "team-id": "T1", image });
    const [sent] = recorded;
    expect(sent!.url).toBe("/rest/v1/private/uploadTeamImage/team-id/T1");
    expect(sent!.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent!.body).toContain('name="image"; filename="mannschaft.jpg"');
    expect(sent!.body).toContain("Content-Type: image/jpeg");
  });
});

describe("profile revalidation", () => {
  const table: Record<string, Operation> = {
    updatePlayerProfile: {
      method: "POST",
      path: "/v1/private/updatePlayerProfile",
      isRootPath: false,
      area: "players",
      tier: "private",
      pathParams: [],
      queryParams: [],
      body: "form",
      responseType: "none",
    },
    changeNickname: {
      method: "POST",
      path: "/v1/private/changeNickname",
      isRootPath: false,
      area: "account",
      tier: "private",
      pathParams: [],
      queryParams: [],
      body: "form",
      responseType: "none",
    },
  };
  const players = (flag: string | undefined, warn = vi.fn()) =>
    buildClient(table, {
      basePath: `${origin}/rest`,
      getToken: () => "tok",
      revalidation: { flag, origin },
      logger: { warn },
    }) as Record<string, Record<string, (p: object) => Promise<unknown>>>;

  it("posts the token to /api/revalidate-profile after a profile change when the flag is 'true'", async () => {
    reply = { status: 200, body: "" };
    await players("true").players!.updatePlayerProfile!({ height: 180 });
    expect(recorded.map((r) => `${r.method} ${r.url}`)).toEqual([
      "POST /rest/v1/private/updatePlayerProfile",
      "POST /api/revalidate-profile",
    ]);
    expect(recorded[0]!.body).toBe("height=180");
    expect(JSON.parse(recorded[1]!.body)).toEqual({ token: "tok" });
  });

  it("revalidates after a change made on a profile page, whatever the call", async () => {
    reply = { status: 200, body: "" };
    const api = buildClient(table, {
      basePath: `${origin}/rest`,
      getToken: () => "tok",
      revalidation: { flag: "true", origin, currentPath: () => "/spieler/max-muster/P1" },
    }) as Record<string, Record<string, (p: object) => Promise<unknown>>>;
    await api.account!.changeNickname!({ nickname: "x" });
    expect(recorded.map((r) => r.url)).toEqual(["/rest/v1/private/changeNickname", "/api/revalidate-profile"]);
  });

  it("does nothing without the flag or for paths without a profile", async () => {
    reply = { status: 200, body: "" };
    await players("false").players!.updatePlayerProfile!({});
    await players("true").account!.changeNickname!({ nickname: "x" });
    expect(recorded.map((r) => r.url)).toEqual([
      "/rest/v1/private/updatePlayerProfile",
      "/rest/v1/private/changeNickname",
    ]);
  });

  it("only warns when revalidation fails", async () => {
    const warn = vi.fn();
    const api = buildClient(table, {
      basePath: `${origin}/rest`,
      getToken: () => "tok",
      revalidation: { flag: "true", origin: "http://127.0.0.1:1" },
      logger: { warn },
    }) as Record<string, Record<string, (p: object) => Promise<unknown>>>;
    reply = { status: 200, body: "" };
    await expect(api.players!.updatePlayerProfile!({})).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith("Unable to trigger profile revalidation", expect.anything());
  });
});
