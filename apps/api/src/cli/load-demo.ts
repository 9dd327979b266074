import { loadConfig } from "../config.js";
import { prepareDatabase } from "../startup.js";
import { print, runCli } from "./run-cli.js";

runCli(async () => {
  const database = await prepareDatabase(loadConfig(), {
    info: (_object: unknown, message?: string) => print(message ?? ""),
  });
  await database.close();
});
