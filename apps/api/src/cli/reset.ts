import { rm } from "node:fs/promises";
import { loadConfig } from "../config.js";
import { isLocalTarget, openDatabase, resolveDatabaseTarget } from "../db/database.js";
import { print, runCli } from "./run-cli.js";

/** Deletes all data so the next start loads the demo association again. Refuses non-local databases. */
runCli(async () => {
  const config = loadConfig();
  const target = resolveDatabaseTarget(config);
  if (!isLocalTarget(target)) {
    throw new Error("db:reset deletes data and runs only against a database on this machine (localhost).");
  }
  if (target.kind === "pglite") {
    await rm(target.dataDir, { recursive: true, force: true });
    print(`Removed ${target.dataDir}`);
    return;
  }
  const database = await openDatabase(target);
  try {
    await database.withConnection((c) =>
      c.exec("drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;"),
    );
    print(`Emptied ${database.location}`);
  } finally {
    await database.close();
  }
});
