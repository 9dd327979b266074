import type { MatchStatus } from "./match-status";
import "./matches.css";

/** A match's state as a chip: the same chip, in the one live colour, wherever a live match appears. */
export function StatusChip({ status }: { status: MatchStatus }) {
  return (
    <span className={`status-chip status-chip--${status.kind}`}>
      {status.label === status.spokenLabel ? (
        status.label
      ) : (
        <>
          <span aria-hidden="true">{status.label}</span>
          <span className="visually-hidden">{status.spokenLabel}</span>
        </>
      )}
    </span>
  );
}
