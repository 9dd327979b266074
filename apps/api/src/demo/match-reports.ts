/** A played match as its demo report tells it. */
export interface ReportedResult {
  home: string;
  guest: string;
  homeGoals: number;
  guestGoals: number;
  homeGoalsHalftime: number | null;
  guestGoalsHalftime: number | null;
  matchday: number | null;
  competitionName: string;
  spectators: number | null;
}

export interface MatchReportText {
  title: string;
  intro: string;
  body: string;
}

/**
 * The text of a demo match report. A win is told from the winner's side: the winner is the subject of the verb and
 * the score is written winner's goals first ("gewinnt 3:1 bei …"); only a draw has the words for a draw.
 */
export function writeMatchReport(result: ReportedResult): MatchReportText {
  const { home, guest, homeGoals, guestGoals } = result;
  const when =
    result.matchday === null
      ? `In der ${result.competitionName}`
      : `Am ${result.matchday}. Spieltag der ${result.competitionName}`;
  const halftime = `${result.homeGoalsHalftime ?? 0}:${result.guestGoalsHalftime ?? 0}`;
  const opening = `Vor ${result.spectators ?? "vielen"} Zuschauern entwickelte sich eine intensive Partie; zur Pause stand es ${halftime}.`;
  if (homeGoals === guestGoals) {
    const score = `${homeGoals}:${guestGoals}`;
    return {
      title: `${home} und ${guest} trennen sich ${score}`,
      intro: `${when} trennten sich ${home} und ${guest} ${score} unentschieden.`,
      body: `${opening} Beide Trainer lobten nach dem Abpfiff die Moral ihrer Mannschaften.`,
    };
  }
  const isHomeWin = homeGoals > guestGoals;
  const [winnerGoals, loserGoals] = isHomeWin ? [homeGoals, guestGoals] : [guestGoals, homeGoals];
  const score = `${winnerGoals}:${loserGoals}`;
  const margin = winnerGoals - loserGoals;
  const manner = margin === 1 ? "knapp " : margin >= 3 ? "deutlich " : "";
  if (isHomeWin) {
    return {
      title: `${home} gewinnt ${score} gegen ${guest}`,
      intro: `${when} gewann ${home} ${manner}mit ${score} gegen ${guest}.`,
      body: `${opening} Nach dem Abpfiff freuten sich die Gastgeber über drei verdiente Punkte.`,
    };
  }
  return {
    title: `${guest} siegt ${score} bei ${home}`,
    intro: `${when} siegte ${guest} ${manner}mit ${score} bei ${home}.`,
    body: `${opening} Nach dem Abpfiff freuten sich die Gäste über drei verdiente Punkte.`,
  };
}
