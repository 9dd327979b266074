import { type FSWatcher, watch } from "node:fs";
import type { Database } from "../../db/database.js";
import type { DataChanges } from "../../lib/data-changes.js";
import { type ContentImportReport, importContentFolder } from "./content-import.js";

interface Log {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/** Waits this long after a file event for the editor to finish writing (saves often come as several events). */
const SETTLE_MS = 250;

function logReport(log: Log, report: ContentImportReport, directory: string): void {
  for (const problem of report.problems)
    log.warn({ file: problem.file, directory }, `content file left out: ${problem.message}`);
  log.info({ pages: report.pages, news: report.news, directory }, "content imported");
}

/**
 * Imports the content folder and announces what changed (caches and the website revalidate at once); with
 * `watch`, imports again whenever a file changes. Resolves to a function that stops watching.
 */
export async function startContentSync(
  db: Database,
  content: { directory: string; watch: boolean },
  changes: DataChanges,
  log: Log,
  clock: () => Date,
): Promise<() => void> {
  const run = async () => {
    const report = await importContentFolder({ db, now: clock() }, content.directory);
    logReport(log, report, content.directory);
    await changes.announce(report.tags);
  };
  await run();
  if (!content.watch) return () => {};
  let timer: NodeJS.Timeout | undefined;
  let running = Promise.resolve();
  let watcher: FSWatcher;
  try {
    watcher = watch(content.directory, { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        running = running.then(run).catch((error: unknown) => {
          log.warn({ err: error instanceof Error ? error.message : String(error) }, "content import failed");
        });
      }, SETTLE_MS);
    });
  } catch (error) {
    log.warn({ err: error instanceof Error ? error.message : String(error) }, "content folder not watched");
    return () => {};
  }
  return () => {
    clearTimeout(timer);
    watcher.close();
  };
}
