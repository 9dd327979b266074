// Shared pieces of the website benchmarks that measure CPU: a process's CPU time from /proc, the median, and the
// fixed reference workload measured beside each run, so figures from machines of different speed can be compared.
import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToString } from "react-dom/server";

const TICKS_PER_SECOND = 100;

/** CPU milliseconds a process and its children have used so far (user and system), from /proc/<pid>/stat. */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  const own = ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000;
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  return own + children.reduce((sum, child) => sum + cpuMs(child), 0);
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The reference: React renders a fixed table of 2,000 rows to a string; milliseconds of one render (median of 15). */
export function referenceRenderMs() {
  const rows = Array.from({ length: 2000 }, (_, index) =>
    createElement(
      "tr",
      { key: index },
      createElement("td", null, index + 1),
      createElement("td", null, createElement("a", { href: `/spieler/name-${index}/${index}` }, `Spieler ${index}`)),
      createElement("td", null, `${index % 7}:${index % 5}`),
    ),
  );
  const table = createElement("table", null, createElement("tbody", null, rows));
  const times = [];
  for (let run = 0; run < 15; run += 1) {
    const started = process.hrtime.bigint();
    renderToString(table);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return median(times);
}
