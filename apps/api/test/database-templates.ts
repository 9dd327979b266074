/**
 * What the suite's global setup (test/global-setup.ts) hands to every test file: databases built once per run, so
 * that a test file copies a migrated database, or one with the demo association, instead of building it again.
 */
export interface DatabaseTemplates {
  /** PGlite: data directories as tar files (PGlite's `dumpDataDir`), loaded into each file's database. */
  pglite?: { migrated: string; demo: string };
  /** PostgreSQL: databases on the TEST_DATABASE_URL server, copied with `create database … template`. */
  postgres?: { migrated: string; demo: string };
}

/** The demo association every test app gets unless it asks for none: small, generated for TEST_NOW's Saturday. */
export const TEST_DEMO = { preset: "small", seed: "spielfeld", date: "2026-11-21" } as const;

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** The connection string of database `name` on the server of `serverUrl`. */
export function databaseUrlOn(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
