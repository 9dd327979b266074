import { loadConfig } from "../config.js";
import { auditReportingPermissions } from "../modules/reporting/permission-audit.js";
import { prepareDatabase, prepareSecurity } from "../startup.js";
import { print, runCli } from "./run-cli.js";

/**
 * Lists stored live entries and named club reporters whose author has no right to them by today's rules (see
 * docs/security.md); prints a summary, then one JSON line per finding. Exits 2 when anything was found.
 */
runCli(async () => {
  const prepared = await prepareSecurity(loadConfig());
  const database = await prepareDatabase(prepared.config, { info: () => {} });
  try {
    const audit = await auditReportingPermissions(database.db);
    const { entries, clubReporters } = audit;
    print(
      `Live entries: ${entries.checked} checked, ${entries.withoutAuthor} without an author, ${entries.unauthorized.length} written without the right.`,
    );
    print(
      `Club reporters: ${clubReporters.checked} checked, ${clubReporters.withoutAuthor} without an author, ${clubReporters.unauthorized.length} named without the right.`,
    );
    for (const entry of entries.unauthorized) print(JSON.stringify({ finding: "entry", ...entry }));
    for (const reporter of clubReporters.unauthorized) print(JSON.stringify({ finding: "clubReporter", ...reporter }));
    if (entries.unauthorized.length + clubReporters.unauthorized.length > 0) process.exitCode = 2;
  } finally {
    await database.close();
  }
});
