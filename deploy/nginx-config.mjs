// Renders deploy/nginx.conf.template (and copies nginx.pages.conf beside it) into the topology's run directory, for
// deploy/topology.mjs. Started as root, nginx's workers run as Debian's www-data, which then owns the directory.
import { spawnSync } from "node:child_process";
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const deployDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * Writes RUN_DIR/nginx.conf and RUN_DIR/pages.conf; returns the configuration's path. `accessLog`: a file for the
 * timing log (each request's time, cache status and address), or none.
 */
export function writeNginxConfig({
  runDir,
  host,
  port,
  internalPort,
  renewPort,
  noticePort,
  apiPorts,
  webPorts,
  nginxWorkers,
  accessLog,
}) {
  const isRoot = process.getuid?.() === 0;
  const servers = (ports) => ports.map((serverPort) => `    server 127.0.0.1:${serverPort} max_fails=0;`).join("\n");
  const timingLog = `access_log ${accessLog} timing buffer=256k flush=2s;`;
  const config = readFileSync(path.join(deployDir, "nginx.conf.template"), "utf8")
    .replaceAll("{{USER_LINE}}", isRoot ? "user www-data;" : "")
    .replaceAll("{{WORKERS}}", String(nginxWorkers ?? Math.max(1, Math.min(os.availableParallelism(), 4))))
    .replaceAll(
      "{{ACCESS_LOG}}",
      accessLog
        ? `  log_format timing '$msec $request_time $upstream_cache_status $status $body_bytes_sent $request_uri';\n  ${timingLog}`
        : "  access_log off;",
    )
    // A location with an access log of its own inherits none: the pages' location names the timing log again.
    .replaceAll("{{PAGE_ACCESS_LOG}}", accessLog ? `      ${timingLog}` : "")
    .replaceAll("{{RENEW_PORT}}", String(renewPort))
    .replaceAll("{{NOTICE_PORT}}", String(noticePort))
    .replaceAll("{{RUN_DIR}}", runDir)
    .replaceAll("{{CACHE_DIR}}", path.join(runDir, "cache"))
    .replaceAll("{{LISTEN}}", `${host}:${port}`)
    .replaceAll("{{INTERNAL_PORT}}", String(internalPort))
    .replaceAll("{{API_BASE}}", "/rest")
    .replaceAll("{{API_SERVERS}}", servers(apiPorts))
    .replaceAll("{{WEB_SERVERS}}", servers(webPorts));
  const configFile = path.join(runDir, "nginx.conf");
  copyFileSync(path.join(deployDir, "nginx.pages.conf"), path.join(runDir, "pages.conf"));
  writeFileSync(configFile, config, { mode: 0o600 });
  if (isRoot) spawnSync("chown", ["-R", "www-data:www-data", runDir]);
  return configFile;
}
