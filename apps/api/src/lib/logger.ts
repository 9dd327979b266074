import { type FastifyReply, type FastifyRequest, LogController } from "fastify";
import type { DestinationStream, LoggerOptions } from "pino";
import pinoPretty from "pino-pretty";
import type { Config } from "../config.js";
import { createProgressReporter, type ProgressReporter } from "./progress.js";

/*
 * The API's log: one JSON object per line for machines (a pipe, a file, a log collector, production), one readable
 * line per entry for a person at a terminal, as pino's own tools do (pino-pretty, in this process: its output then
 * interleaves in order with the progress line of a start).
 */

export type LogFormat = "json" | "pretty";

/** LOG_FORMAT `auto` (the default; NODE_ENV=production makes it `json`): readable on a terminal, JSON elsewhere. */
export function chooseLogFormat(setting: Config["logFormat"], isTerminal: boolean): LogFormat {
  if (setting === "json" || setting === "pretty") return setting;
  return isTerminal ? "pretty" : "json";
}

export function logFormatOf(config: Pick<Config, "logFormat">): LogFormat {
  return chooseLogFormat(config.logFormat, process.stdout.isTTY === true);
}

interface RequestLine {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** A request's one line: method, path, status and time; every other entry its message. */
export function formatMessage(entry: Record<string, unknown> & RequestLine, messageKey: string): string {
  const message = String(entry[messageKey] ?? "");
  if (!entry.req || !entry.res) return message;
  const time = typeof entry.responseTime === "number" ? ` ${entry.responseTime.toFixed(1)} ms` : "";
  return `${entry.req.method} ${entry.req.url} ${entry.res.statusCode}${time}`;
}

function prettyStream(): DestinationStream {
  return pinoPretty({
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname,reqId,req,res,responseTime",
    singleLine: true,
    messageFormat: (entry, messageKey) => formatMessage(entry as Record<string, unknown>, messageKey),
    // In order with the progress line written to the same terminal.
    sync: true,
  });
}

/** Options of a pino logger (the API's own and Fastify's) at the configured level, in the chosen format. */
/** Where a request's credentials stand in a logged object: the request itself, or one level down. */
const SECRET_HEADER_PATHS = [
  "headers.authorization",
  "headers.cookie",
  "headers['x-api-key']",
  "*.headers.authorization",
  "*.headers.cookie",
  "*.headers['x-api-key']",
];

export function createLoggerOptions(
  config: Pick<Config, "logLevel" | "logFormat">,
  format = logFormatOf(config),
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level: config.logLevel,
    // Whatever a library logs with a request's headers (at trace level, say), its credentials never reach a line.
    redact: { paths: SECRET_HEADER_PATHS, censor: "[redacted]" },
    ...(format === "pretty" ? { stream: prettyStream() } : {}),
  };
}

/**
 * The level of a request's line: on a terminal `debug`, as every page the website renders makes several calls and
 * a person watching wants to see the warnings and errors; in JSON `info`, for the log collector's access log.
 * A failed request is logged as an error by the error handler either way.
 */
export function requestLogLevel(format: LogFormat): "debug" | "info" {
  return format === "pretty" ? "debug" : "info";
}

/** Fastify's log of requests: one line per request, when its answer has gone out, instead of two. */
export class RequestLog extends LogController {
  constructor(private readonly level: "debug" | "info") {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) request.log.error({ ...fields, err: error }, "request errored");
    else request.log[this.level](fields, "request completed");
  }
}

/**
 * How a start shows its long steps: a redrawn line on a terminal with readable logs, otherwise a log entry at each
 * tenth of a step (nothing when the log is silent).
 */
export function createStartProgress(
  config: Pick<Config, "logLevel" | "logFormat">,
  log: { info(fields: object, message: string): void },
): ProgressReporter {
  if (config.logLevel === "silent") return createProgressReporter({ kind: "none" });
  if (logFormatOf(config) === "pretty" && process.stdout.isTTY) {
    return createProgressReporter({
      kind: "terminal",
      write: (text) => process.stdout.write(text),
      columns: () => process.stdout.columns,
    });
  }
  return createProgressReporter({ kind: "lines", line: (fields, message) => log.info(fields, message) });
}
