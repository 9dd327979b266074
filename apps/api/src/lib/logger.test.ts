import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { chooseLogFormat, createLoggerOptions, formatMessage, requestLogLevel } from "./logger.js";

describe("the log's format", () => {
  it("is JSON when the log does not go to a terminal, readable lines when it does", () => {
    expect(chooseLogFormat("auto", false)).toBe("json");
    expect(chooseLogFormat("auto", true)).toBe("pretty");
  });

  it("is JSON in production and whenever LOG_FORMAT says so, even on a terminal", () => {
    expect(chooseLogFormat(loadConfig({ NODE_ENV: "production" }).logFormat, true)).toBe("json");
    expect(chooseLogFormat(loadConfig({ LOG_FORMAT: "json" }).logFormat, true)).toBe("json");
    expect(chooseLogFormat(loadConfig({ LOG_FORMAT: "pretty" }).logFormat, false)).toBe("pretty");
    expect(chooseLogFormat(loadConfig({ NODE_ENV: "production", LOG_FORMAT: "pretty" }).logFormat, false)).toBe(
      "pretty",
    );
    expect(loadConfig({}).logFormat).toBe("auto");
    expect(() => loadConfig({ LOG_FORMAT: "yaml" })).toThrow(/LOG_FORMAT/);
  });

  it("leaves pino's JSON to standard output unless the lines are to be readable", () => {
    const config = loadConfig({ LOG_LEVEL: "warn" });
    expect(createLoggerOptions(config, "json")).toMatchObject({ level: "warn" });
    expect(createLoggerOptions(config, "json")).not.toHaveProperty("stream");
    expect(createLoggerOptions(config, "pretty")).toMatchObject({ level: "warn", stream: expect.anything() });
  });

  it("writes a request as one line with method, path, status and time, other entries as their message", () => {
    const request = {
      msg: "request completed",
      req: { method: "GET", url: "/rest/v1/public/getClub/club-id/C1" },
      res: { statusCode: 200 },
      responseTime: 12.345,
    };
    expect(formatMessage(request, "msg")).toBe("GET /rest/v1/public/getClub/club-id/C1 200 12.3 ms");
    expect(formatMessage({ msg: "API listening", url: "http://127.0.0.1:4000" }, "msg")).toBe("API listening");
  });

  it("keeps requests out of a terminal's info level, and in the JSON log's", () => {
    expect(requestLogLevel("pretty")).toBe("debug");
    expect(requestLogLevel("json")).toBe("info");
  });
});

describe("secrets in the log", () => {
  it("never writes a request's token, cookie or client key, whatever logs the headers", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const { stream: _stream, ...options } = createLoggerOptions(loadConfig({ LOG_LEVEL: "trace" }), "json");
    const log = pino(options, sink);
    const headers = {
      authorization: "Bearer geheim.token",
      cookie: "sitzung=geheim",
      "x-api-key": "geheimer-schluessel",
    };
    log.trace({ busboyOptions: { headers, limits: { files: 1 } } }, "Providing options to busboy");
    log.info({ req: { method: "POST", headers } }, "request completed");
    log.info({ headers }, "headers");
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).not.toMatch(/geheim/);
    expect(lines[0]).toContain('"files":1');
  });
});
