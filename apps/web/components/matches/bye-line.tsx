import type { MatchTeam } from "./match-types";
import "./matches.css";

/** The teams without a match on a matchday, in one line under it: "spielfrei: Team". */
export function ByeLine({ teams }: { teams: readonly MatchTeam[] }) {
  if (teams.length === 0) return null;
  return (
    <p className="bye-line">
      spielfrei: <span className="team-name">{teams.map((team) => team.name).join(", ")}</span>
    </p>
  );
}
