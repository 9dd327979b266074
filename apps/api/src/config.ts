import path from "node:path";
import { z } from "zod";

const presets = ["small", "demo", "full"] as const;
export type DemoPreset = (typeof presets)[number];

const port = (fallback: number) => z.coerce.number().int().min(0).max(65535).default(fallback);
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(`${p}://`)), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(" or ")}`,
    });

/** Today's date in Europe/Berlin, as the association sees it. */
export function todayInBerlin(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(now);
}

const environmentSchema = z.object({
  API_PORT: port(4000),
  WEB_PORT: port(3000),
  API_HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
  DEMO_PRESET: z.enum(presets, { message: `must be one of ${presets.join(", ")}` }).default("demo"),
  DEMO_SEED: z.string().trim().min(1).default("spielfeld"),
  DEMO_DATE: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "must be a date like 2026-11-21" })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T12:00:00Z`)), { message: "must be a real calendar date" })
    .optional(),
  REDIS_URL: optionalUrl(["redis", "rediss"]),
  SMTP_URL: optionalUrl(["smtp", "smtps"]),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export interface Config {
  apiPort: number;
  webPort: number;
  apiHost: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demo: { preset: DemoPreset; seed: string; date: string };
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  logLevel: z.infer<typeof environmentSchema>["LOG_LEVEL"];
}

/** A configuration error names the variable and what is wrong with it. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Validates the environment once; the only place that reads `process.env`. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const variable = issue.path.join(".");
      const value = environment[variable];
      const shown = variable === "DATABASE_URL" || variable.endsWith("_URL") ? "" : ` (got "${value}")`;
      return `${variable} ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration: ${lines.join("; ")}`);
  }
  const env = parsed.data;
  return {
    apiPort: env.API_PORT,
    webPort: env.WEB_PORT,
    apiHost: env.API_HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    demo: { preset: env.DEMO_PRESET, seed: env.DEMO_SEED, date: env.DEMO_DATE ?? todayInBerlin() },
    redisUrl: env.REDIS_URL,
    smtpUrl: env.SMTP_URL,
    logLevel: env.LOG_LEVEL,
  };
}
