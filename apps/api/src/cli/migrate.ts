import { loadConfig } from "../config.js";
import { openDatabase, resolveDatabaseTarget } from "../db/database.js";
import { migrateDatabase } from "../db/migrate.js";
import { print, runCli } from "./run-cli.js";

runCli(async () => {
  const database = await openDatabase(resolveDatabaseTarget(loadConfig()));
  try {
    const state = await migrateDatabase(database);
    print(`Migrations applied: ${state.applied} of ${state.known} (${database.location})`);
  } finally {
    await database.close();
  }
});
