import { loadConfig } from "../config.js";
import { prepareDatabase } from "../startup.js";
import { print, runCli } from "./run-cli.js";

runCli(async () => {
  const config = loadConfig();
  if (!config.demo) print("DEMO_PRESET is none: migrating only, no demo association is loaded.");
  const database = await prepareDatabase(config, {
    info: (_object: unknown, message?: string) => print(message ?? ""),
  });
  await database.close();
});
