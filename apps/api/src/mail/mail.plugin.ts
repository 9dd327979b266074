import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.js";
import type { Database } from "../db/database.js";
import { createMailer, type Mailer } from "./mailer.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The outbox worker of this instance (tests deliver by hand with `deliverDue`). */
    mailer: Mailer;
  }
}

/** Starts the outbox worker with the app and stops it, after its current round, when the app closes. */
async function mailPlugin(app: FastifyInstance, { config, db }: { config: Config; db: Database }) {
  const mailer = createMailer({
    db,
    log: app.log,
    smtpUrl: config.smtpUrl,
    from: config.mail.from,
    associationName: config.association.name,
    dataDir: config.dataDir,
  });
  app.decorate("mailer", mailer);
  if (config.mail.pollMs > 0) app.addHook("onReady", async () => mailer.start(config.mail.pollMs));
  app.addHook("onClose", async () => mailer.stop());
}

export default fp(mailPlugin, { name: "mail" });
