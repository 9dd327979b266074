import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import type { DatabaseHandle } from "./db/database.js";
import { readMigrationState } from "./db/migrate.js";

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
}

/** Builds the API without listening; tests inject into it. */
export async function buildApp({ config, database }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === "silent"
        ? false
        : {
            level: config.logLevel,
            redact: ["req.headers.authorization", "req.headers.cookie", 'req.headers["x-api-key"]'],
          },
  });

  app.get("/health", async () => ({ status: "ok" }));

  app.get("/ready", async (_request, reply) => {
    try {
      const state = await readMigrationState(database);
      const isReady = state.pending === 0 && state.unknown === 0;
      return reply
        .code(isReady ? 200 : 503)
        .send({ status: isReady ? "ready" : "migrations pending", migrations: state });
    } catch {
      return reply.code(503).send({ status: "database unreachable" });
    }
  });

  return app;
}
