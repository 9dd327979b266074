import { loadConfig } from "../config.js";
import { createDataChanges } from "../lib/data-changes.js";
import { createWebsiteRevalidator } from "../lib/website-revalidation.js";
import { importContentFolder } from "../modules/news/content-import.js";
import { prepareDatabase, prepareSecurity } from "../startup.js";
import { print, runCli } from "./run-cli.js";

/*
 * Imports the content folder (CONTENT_DIR) into the database and tells every API instance and the website what
 * changed. For a PostgreSQL server while the product runs; the embedded database is held by the running API,
 * which imports changed files by itself (CONTENT_WATCH).
 */
runCli(async () => {
  const { config } = await prepareSecurity(loadConfig());
  const database = await prepareDatabase(config, { info: () => {} });
  try {
    const log = { warn: (object: object, message: string) => print(`${message} ${JSON.stringify(object)}`) };
    const changes = createDataChanges(
      database,
      createWebsiteRevalidator({ urls: config.webRevalidateUrls, secret: config.revalidateSecret }, log),
    );
    const report = await importContentFolder({ db: database.db, now: new Date() }, config.content.directory);
    for (const problem of report.problems) print(`${problem.file}: ${problem.message}`);
    print(
      `${config.content.directory}: ${report.pages.total} pages (${report.pages.written} written, ${report.pages.removed} removed), ` +
        `${report.news.total} news (${report.news.written} written, ${report.news.removed} removed)`,
    );
    await changes.announce(report.tags);
    if (report.problems.length > 0) process.exitCode = 1;
  } finally {
    await database.close();
  }
});
