import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { DatabaseHandle } from "../db/database.js";
import { DATA_CHANGED_CHANNEL } from "../lib/data-changes.js";
import { clearReferenceCache, enableReferenceCache } from "../lib/reference-cache.js";

/** Keeps reference data in memory (see lib/reference-cache.ts) and drops it when any instance announces a change. */
async function referenceCachePlugin(app: FastifyInstance, options: { seconds: number; database: DatabaseHandle }) {
  if (options.seconds <= 0) return;
  const { db } = options.database;
  enableReferenceCache(db, { seconds: options.seconds });
  const stopListening = await options.database.listen(DATA_CHANGED_CHANNEL, () => clearReferenceCache(db));
  app.addHook("onClose", async () => {
    await stopListening();
    clearReferenceCache(db);
  });
}

export default fp(referenceCachePlugin, { name: "reference-cache" });
