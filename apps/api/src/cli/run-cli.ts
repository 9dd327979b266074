import { ConfigError } from "../config.js";
import { DatabaseUnavailableError } from "../db/database.js";
import { SchemaTooNewError } from "../db/migrate.js";

/** Runs a command-line task; known failures print one line and exit non-zero. */
export function runCli(task: () => Promise<void>): void {
  task().catch((error: unknown) => {
    const isExpected = [ConfigError, DatabaseUnavailableError, SchemaTooNewError].some((type) => error instanceof type);
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${isExpected ? "Error" : "Unexpected failure"}: ${message}\n`);
    process.exit(1);
  });
}

export function print(line: string): void {
  process.stdout.write(`${line}\n`);
}
