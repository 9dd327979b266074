#!/usr/bin/env node
// Puts the captcha widget's proof-of-work worker (ALTCHA's PBKDF2 worker) among the site's files before a build,
// so the page loads it from the site itself (worker-src 'self'): no blob workers, no third party. The copy is
// generated (gitignored) and follows the installed altcha version.
import { copyFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const source = fileURLToPath(import.meta.resolve("altcha/workers/pbkdf2"));
copyFileSync(source, fileURLToPath(new URL("../public/captcha-worker.js", import.meta.url)));
