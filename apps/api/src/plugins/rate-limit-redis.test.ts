import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/database.js";
import { createTokenService, generateSigningKey } from "./auth/token-service.js";

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(Boolean(redisUrl))("rate limits shared through Redis", () => {
  const closers: (() => Promise<unknown> | unknown)[] = [];
  const prefix = `test-${randomUUID()}:`;
  const address = `10.9.${Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 200)}`;

  async function instance(environment: Record<string, string> = {}) {
    const redis = new Redis(redisUrl!, { keyPrefix: prefix });
    const config = loadConfig({
      LOG_LEVEL: "silent",
      RATE_LIMIT_PER_MINUTE: "6",
      REDIS_URL: redisUrl,
      LOAD_SHED_EVENT_LOOP_DELAY_MS: "0",
      ...environment,
    });
    const database = await openDatabase({ kind: "memory" });
    const tokens = await createTokenService(await generateSigningKey(), config.jwt);
    const app = await buildApp({ config, database, tokens, redis });
    await app.ready();
    closers.push(
      () => app.close(),
      () => database.close(),
      () => redis.disconnect(),
    );
    return app;
  }

  let first: Awaited<ReturnType<typeof instance>>;
  let second: Awaited<ReturnType<typeof instance>>;
  beforeAll(async () => {
    first = await instance();
    second = await instance();
  });
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it("counts requests of one client across instances", async () => {
    const url = "/rest/v1/public/getPostalCodeCompletions/plz/80";
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await first.inject({ method: "GET", url, remoteAddress: address })).statusCode);
      statuses.push((await second.inject({ method: "GET", url, remoteAddress: address })).statusCode);
    }
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses.slice(6)).toEqual([429, 429]);
  });

  it("counts the fast path's answers in Redis too, waiting for its count", async () => {
    const cached = await instance({ RESPONSE_CACHE_SECONDS: "60", RATE_LIMIT_PER_MINUTE: "4" });
    await cached.listen({ port: 0, host: "127.0.0.1" });
    const address = cached.server.address();
    const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/rest/v1/public/getPostalCodeCompletions/plz/81`;
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await fetch(url));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 429, 429]);
    expect(answers[1]!.headers.get("x-response-cache")).toBe("hit-fast");
    expect(answers[3]!.headers.get("x-ratelimit-remaining")).toBe("0");
  });
});
