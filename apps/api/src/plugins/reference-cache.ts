import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../db/database.js";
import type { DataChanges } from "../lib/data-changes.js";
import { clearReferenceCache, dropReferenceData, enableReferenceCache } from "../lib/reference-cache.js";

/** Keeps reference data in memory (see lib/reference-cache.ts) and drops what any instance announces changed. */
async function referenceCachePlugin(
  app: FastifyInstance,
  options: { seconds: number; db: Database; changes: DataChanges; now: () => number },
) {
  if (options.seconds <= 0) return;
  const { db } = options;
  enableReferenceCache(db, { seconds: options.seconds, now: options.now });
  const stopListening = await options.changes.subscribe((tags) => dropReferenceData(db, tags));
  app.addHook("onClose", async () => {
    await stopListening();
    clearReferenceCache(db);
  });
}

export default fp(referenceCachePlugin, { name: "reference-cache" });
