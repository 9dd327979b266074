#!/usr/bin/env node
// The mail outbox across a crash: puts N mails in the outbox of the built API (PostgreSQL, no demo data), kills
// the API with SIGKILL while it is sending them to a local SMTP server, starts it again, and counts what the
// server received: every mail at least once, and how many twice (a mail the server had accepted when the
// process died, before the outbox could mark it sent; it comes again under the same Message-ID). Reports
// figures, asserts nothing. Needs PostgreSQL.
// Usage: node bench/mail-outbox-crash.mjs [mails] [rounds]
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { SMTPServer } from "smtp-server";
import { ensureDatabase, waitFor } from "./lib/wrk.mjs";

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const mails = Number(process.argv[2] ?? 500);
const rounds = Number(process.argv[3] ?? 3);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/spielfeld_bench_mail";
const work = mkdtempSync(path.join(os.tmpdir(), "spielfeld-bench-mail-"));
const apiPort = 4940;
const sql = (query) => execFileSync("psql", [databaseUrl, "-tAc", query], { encoding: "utf8" }).trim();

/** An SMTP server that takes each mail after a few milliseconds and counts Message-IDs. */
async function startPeer() {
  const received = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let head = "";
      stream.on("data", (chunk) => {
        if (head.length < 4096) head += chunk.toString();
      });
      stream.on("end", () => {
        const id = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? "none";
        setTimeout(() => {
          received.set(id, (received.get(id) ?? 0) + 1);
          callback();
        }, 4);
      });
    },
  });
  // A connection cut by the killed process is expected here.
  server.on("error", () => {});
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `smtp://127.0.0.1:${server.server.address().port}`, received, close: () => server.close() };
}

function startApi(smtpUrl) {
  return spawn(process.execPath, ["apps/api/dist/server.js"], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: path.join(work, "data"),
      DATABASE_URL: databaseUrl,
      DEMO_PRESET: "none",
      API_PORT: String(apiPort),
      SMTP_URL: smtpUrl,
      MAIL_POLL_MS: "50",
      LOG_LEVEL: "warn",
    },
    stdio: "ignore",
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const results = [];
try {
  ensureDatabase(databaseUrl);
  execFileSync("npm", ["run", "build", "-w", "packages/football"], { cwd: root, stdio: "ignore" });
  execFileSync("npm", ["run", "build", "-w", "packages/cache-tags"], { cwd: root, stdio: "ignore" });
  execFileSync("npm", ["run", "build", "-w", "apps/api"], { cwd: root, stdio: "ignore" });
  for (let round = 1; round <= rounds; round += 1) {
    const peer = await startPeer();
    let api = startApi(peer.url);
    await waitFor(`http://127.0.0.1:${apiPort}/health`, 60);
    sql("delete from mail_outbox");
    const started = Date.now();
    sql(`insert into mail_outbox (id, idempotency_key, recipient, template, payload)
         select gen_random_uuid()::text, 'bench:${round}:' || n, 'empfaenger' || n || '@example.org', 'account_activation',
                jsonb_build_object('nickname', 'Fan ' || n, 'link', 'http://localhost:3000/registrieren/aktivieren?code=X' || n,
                                   'code', 'X' || n, 'validHours', 48)
         from generate_series(1, ${mails}) n`);
    // Kill while sending: once about a third has arrived.
    while ([...peer.received.values()].length < mails / 3) await sleep(5);
    api.kill("SIGKILL");
    const atKill = peer.received.size;
    await sleep(200);
    api = startApi(peer.url);
    // A mail claimed by the killed process is taken again when its two-minute claim runs out.
    sql("update mail_outbox set next_attempt_at = now() where sent_at is null");
    while (Number(sql("select count(*) from mail_outbox where sent_at is null")) > 0) await sleep(50);
    const seconds = (Date.now() - started) / 1000;
    api.kill("SIGTERM");
    const total = [...peer.received.values()].reduce((sum, count) => sum + count, 0);
    results.push({
      round,
      mails,
      "received at kill": atKill,
      "distinct received": peer.received.size,
      "received twice": total - peer.received.size,
      lost: mails - peer.received.size,
      seconds: seconds.toFixed(1),
    });
    peer.close();
    await sleep(300);
  }
  console.table(results);
} finally {
  rmSync(work, { recursive: true, force: true });
}
