import type { Database } from "../../db/database.js";
import type { LinkBase } from "./links.js";

/** Absolute addresses the answers link to: the API's public URL with its base path, and the website's. */
export interface Links extends LinkBase {
  siteUrl: string;
}

/**
 * What a service call works with, built once per request (`request.context`) instead of being passed by hand: the
 * database (or the transaction) it reads and writes, the one instant the whole answer is computed for, and the
 * absolute addresses it links to. Repositories take the database alone; services take the context.
 */
export interface ServiceContext {
  readonly db: Database;
  readonly now: Date;
  readonly links: Links;
}

/** The absolute addresses of a configuration: the API's public URL with its base path, and the website's. */
export function linksOf(config: { apiPublicUrl: string; basePath: string; siteUrl: string }): Links {
  return { apiUrl: `${config.apiPublicUrl}${config.basePath}`, siteUrl: config.siteUrl };
}

/** A context outside a request: jobs, the live hub, scripts and tests. */
export function serviceContext(db: Database, now: Date, links: Links): ServiceContext {
  return { db, now, links };
}

/** The same call on another database handle, such as a transaction. */
export function inTransaction<Context extends { readonly db: Database }>(context: Context, db: Database): Context {
  return { ...context, db };
}
