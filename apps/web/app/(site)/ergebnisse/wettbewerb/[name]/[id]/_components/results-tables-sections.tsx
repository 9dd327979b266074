import { CrossTable } from "@/components/competitions/cross-table";
import { FormTable } from "@/components/competitions/form-table";
import { LiveUpdates } from "@/components/live/live-updates";
import { getCrossTable, getFormTable } from "@/lib/api/competitions";

/** How many results per team the form table counts (the API's default). */
const FORM_WINDOW = 5;

/** Every pairing's result at a glance: home teams in the rows, away teams in the columns. */
export async function CrossTableSection({ competitionId }: { competitionId: string }) {
  const data = await getCrossTable(competitionId);
  const hasLive = data.rows.some((row) =>
    row.cells.some((cell) => cell.matches.some((match) => match.mark === "live")),
  );
  return (
    <section className="competition__section" aria-labelledby="cross-table-title">
      {hasLive ? <LiveUpdates scopes={{ competitions: [competitionId] }} /> : null}
      <h2 id="cross-table-title">Kreuztabelle</h2>
      {data.teams.length === 0 ? (
        <p>Für diese Staffel sind noch keine Mannschaften gemeldet.</p>
      ) : (
        <CrossTable data={data} />
      )}
    </section>
  );
}

/** Who is in form: each team's latest results, ranked over that window. */
export async function FormTableSection({ competitionId }: { competitionId: string }) {
  const data = await getFormTable({ staffel: competitionId, anzahl: FORM_WINDOW });
  const hasResults = data.entries.some((entry) => entry.form.length > 0);
  return (
    <section className="competition__section" aria-labelledby="form-table-title">
      <h2 id="form-table-title">Formtabelle</h2>
      {hasResults ? <FormTable data={data} /> : <p>In dieser Saison ist noch kein Spiel gewertet.</p>}
    </section>
  );
}
