#!/usr/bin/env node
// Client JavaScript a content page loads beyond an empty App Router page built in the same run, gzip-compressed
// as the servers send it. Reports figures; asserts nothing. Usage: node bench/js-budget.mjs
import { gzipSync } from "node:zlib";
import { buildProduct, startStacks } from "./lib/stack.mjs";

/** Sums the gzip size of every script the page's HTML loads. */
async function measure(pageUrl) {
  const html = await (await fetch(pageUrl)).text();
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) =>
    new URL(match[1], pageUrl).toString(),
  );
  let bytes = 0;
  for (const source of new Set(sources))
    bytes += gzipSync(Buffer.from(await (await fetch(source)).arrayBuffer()), { level: 9 }).length;
  return { scripts: new Set(sources).size, gzipBytes: bytes };
}

buildProduct();
const stacks = await startStacks({ emptyPort: 3391, webPort: 3392, apiPort: 4392 });
try {
  const baseline = await measure(`${stacks.empty}/`);
  const rows = [{ page: "empty App Router page", ...baseline, beyondEmptyKb: 0 }];
  for (const page of ["/", "/textsuche?query=Erding"]) {
    const result = await measure(`${stacks.site}${page}`);
    rows.push({ page, ...result, beyondEmptyKb: Number(((result.gzipBytes - baseline.gzipBytes) / 1024).toFixed(1)) });
  }
  console.table(rows);
} finally {
  await stacks.stop();
}
