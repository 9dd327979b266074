import { loadConfig } from "../config.js";
import { createDataChanges } from "../lib/data-changes.js";
import { createWebsiteRevalidator } from "../lib/website-revalidation.js";
import { recordMatchResult } from "../modules/matches/live.service.js";
import { prepareDatabase, prepareSecurity } from "../startup.js";
import { print, runCli } from "./run-cli.js";

const USAGE = "Usage: npm run result -w apps/api -- <match id> <home goals>:<guest goals> [live]";

/**
 * Records a result as a division manager would: the match's tables are ranked again at once and the website is
 * told which pages to refresh. `live` keeps the match running (the live table counts it).
 */
runCli(async () => {
  const [matchId, score, state] = process.argv.slice(2);
  const parsed = score ? /^(\d{1,2}):(\d{1,2})$/.exec(score) : null;
  if (!matchId || !parsed || (state !== undefined && state !== "live")) throw new Error(USAGE);
  const prepared = await prepareSecurity(loadConfig());
  const database = await prepareDatabase(prepared.config, { info: () => {} });
  try {
    const revalidate = createWebsiteRevalidator(
      { urls: prepared.config.webRevalidateUrls, secret: prepared.config.revalidateSecret },
      { warn: (detail, message) => print(`Warning: ${message} ${JSON.stringify(detail)}`) },
    );
    const competitionId = await recordMatchResult(
      { db: database.db, now: new Date() },
      matchId,
      { status: state === "live" ? "live" : "finished", homeGoals: Number(parsed[1]), guestGoals: Number(parsed[2]) },
      createDataChanges(database, revalidate),
    );
    print(`Recorded ${score} for match ${matchId}; the tables of ${competitionId} are up to date.`);
  } finally {
    await database.close();
  }
});
