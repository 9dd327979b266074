// The table engine on the real leagues of a loaded association: every competition of the current season that
// has a table, read once through the API's own repository (not timed), then ranked with its own tie-break
// profile, zones and deductions (timed, one core). Run from the repository root after loading the `full`
// preset (bench/results-throughput.mjs does): npx tsx bench/football-engine-full.ts [postgres://…]
import { rankTable } from "@spielfeld/football";
import { openDatabase } from "../apps/api/src/db/database.js";
import { findCompetition } from "../apps/api/src/modules/shared/competition-rows.repository.js";
import { loadRankingInput } from "../apps/api/src/modules/shared/standings-read.js";

const url = process.argv[2] ?? "postgres://postgres@127.0.0.1:5432/spielfeld_bench_full";
const database = await openDatabase({ kind: "postgres", url });
try {
  const ids = await database.withConnection((connection) =>
    connection.query<{ id: string }>(
      `select c.id from competitions c join seasons s on s.id = c.season_id
       where s.is_current and c.has_table and c.tie_break_profile_id is not null order by c.id`,
    ),
  );
  const inputs = [];
  for (const { id } of ids) {
    const competition = await findCompetition(database.db, id);
    if (competition) inputs.push((await loadRankingInput(database.db, competition)).input);
  }
  const matches = inputs.reduce((sum, input) => sum + input.matches.length, 0);
  const teams = inputs.reduce((sum, input) => sum + input.teams.length, 0);
  const runs: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const started = process.hrtime.bigint();
    for (const input of inputs) rankTable({ ...input, variant: { kind: "overall" } });
    runs.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  runs.sort((left, right) => left - right);
  const median = runs[Math.floor(runs.length / 2)]!;
  console.log(
    `${inputs.length} competitions with tables, ${teams} teams, ${matches} matches: ` +
      `median ${median.toFixed(0)} ms for all (${((median * 1000) / inputs.length).toFixed(0)} µs per competition), ` +
      `fastest ${runs[0]!.toFixed(0)} ms`,
  );
} finally {
  await database.close();
}
