"use client";

import { readReportedClock, type TimeState } from "@spielfeld/football";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useSession } from "../session/use-session";
import { EntryForm, type FormKind } from "./entry-forms";
import { createEntryQueue, localStore, type QueuedEntry, sendEntry } from "./entry-queue";
import { describeRefusal, PHASE_LABELS, STATE_LABELS } from "./reporting-texts";
import "./reporting.css";

export interface ReporterPlayer {
  playerId: string;
  jerseyNumber: number | null;
  name: string | null;
  isOnTeamSheet: boolean;
  isSubstitute: boolean;
}

export interface Reporting {
  matchId: string;
  entryId: string;
  status: string;
  timeState: string;
  phaseStartedAt: string | null;
  score: { home: number; guest: number } | null;
  extraTime: { home: number; guest: number } | null;
  penalties: { home: number; guest: number } | null;
  nextPhases: string[];
  now: string;
  format: { matchMinutes: number; extraTimeMinutes: number; hasExtraTime: boolean; hasPenalties: boolean };
  homeTeam: { name: string; players: ReporterPlayer[] };
  guestTeam: { name: string; players: ReporterPlayer[] };
  latestEntry: { id: string; kind: string; minute: number | null; canUndo: boolean } | null;
}

type Answer = Omit<Reporting, "homeTeam" | "guestTeam" | "latestEntry" | "now" | "format">;

interface Done {
  label: string;
  /** The queue's key until it is sent, then the entry's id. */
  key: string;
  entryId: string | null;
  state: "waiting" | "sent" | "refused";
  /** An undo (or an undone entry) is not undone again. */
  canUndo: boolean;
  note?: string;
}

/** The minute as the reporter's clock reads it, counted on the device from when the phase began. */
function useMinute(reporting: Answer, format: Reporting["format"], offsetMs: number): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 5_000);
    return () => clearInterval(timer);
  }, []);
  if (!reporting.phaseStartedAt || reporting.timeState === "pre_match") return "";
  const clock = readReportedClock(
    reporting.timeState as TimeState,
    new Date(reporting.phaseStartedAt),
    new Date(now + offsetMs),
    format,
    reporting.extraTime !== null,
  );
  if (clock.minute === null) return "";
  return `${clock.minute}.${clock.addedMinute ? `+${clock.addedMinute}` : ""} Minute`;
}

/**
 * The reporter's page for one match, made for a phone at the touchline: big buttons for goals, cards,
 * substitutions and phases, players picked from the team sheets, a text for the ticker and undo of the last entry.
 * Entries wait on the device while there is no connection and are sent in order when it returns.
 */
export function ReporterConsole({ initial }: { initial: Reporting }) {
  const { user } = useSession({ required: true });
  const token = user?.token ?? null;
  const tokenRef = useRef(token);
  tokenRef.current = token;
  const [answer, setAnswer] = useState<Answer>(initial);
  const [waiting, setWaiting] = useState<QueuedEntry[]>([]);
  const [done, setDone] = useState<Done[]>(
    initial.latestEntry
      ? [
          {
            label: "Letzter Eintrag",
            key: initial.latestEntry.id,
            entryId: initial.latestEntry.id,
            state: "sent",
            canUndo: initial.latestEntry.canUndo,
          },
        ]
      : [],
  );
  const [message, setMessage] = useState<string | null>(null);
  const [form, setForm] = useState<FormKind | null>(null);
  const [isOnline, setIsOnline] = useState(true);
  const offsetMs = useMemo(() => new Date(initial.now).getTime() - Date.now(), [initial.now]);
  const minute = useMinute(answer, initial.format, offsetMs);

  const queue = useMemo(
    () =>
      createEntryQueue(
        typeof window === "undefined" ? { read: () => [], write: () => {} } : localStore(initial.matchId),
        (entry) => sendEntry(entry, tokenRef.current),
        {
          onSent: (entry, sent) => {
            const next = sent as Answer;
            setAnswer(next);
            const undone = entry.call === "undoMatchEntry" ? entry.fields["entry-id"] : null;
            setDone((list) =>
              list
                .filter((item) => item.entryId === null || item.entryId !== undone)
                .map((item) => (item.key === entry.key ? { ...item, entryId: next.entryId, state: "sent" } : item)),
            );
            setMessage(null);
          },
          onRefused: (entry, reason) => {
            setDone((list) =>
              list.map((item) =>
                item.key === entry.key
                  ? { ...item, state: "refused", canUndo: false, note: describeRefusal(reason) }
                  : item,
              ),
            );
            setMessage(`${entry.label}: ${describeRefusal(reason)}`);
          },
          onChange: setWaiting,
        },
      ),
    [initial.matchId],
  );

  useEffect(() => {
    setWaiting(queue.waiting());
    setIsOnline(navigator.onLine);
    const retry = () => {
      setIsOnline(navigator.onLine);
      void queue.flush();
    };
    window.addEventListener("online", retry);
    window.addEventListener("offline", retry);
    const timer = setInterval(() => void queue.flush(), 10_000);
    return () => {
      window.removeEventListener("online", retry);
      window.removeEventListener("offline", retry);
      clearInterval(timer);
    };
  }, [queue]);
  useEffect(() => {
    if (token) void queue.flush();
  }, [token, queue]);

  const record = useCallback(
    (call: string, fields: Record<string, string>, label: string) => {
      const entry = queue.add({ call, fields: { spiel: initial.matchId, ...fields }, label });
      const canUndo = call !== "undoMatchEntry";
      setDone((list) =>
        [{ label, key: entry.key, entryId: null, state: "waiting" as const, canUndo }, ...list].slice(0, 12),
      );
      setForm(null);
    },
    [queue, initial.matchId],
  );

  function undo() {
    const takenBack = queue.takeBackLast();
    if (takenBack) {
      setDone((list) => list.filter((item) => item.key !== takenBack.key));
      setMessage(`Zurückgenommen: ${takenBack.label}`);
      return;
    }
    const last = done.find((item) => item.state !== "refused");
    if (!last?.entryId || !last.canUndo) return;
    record("undoMatchEntry", { "entry-id": last.entryId }, `Rückgängig: ${last.label}`);
  }

  const score = answer.extraTime ?? answer.score;
  const teams = { home: initial.homeTeam, guest: initial.guestTeam };
  // Only a match its reporters started runs here; one the association's data runs takes ticker texts only.
  const isReported = answer.phaseStartedAt !== null;
  const isPlaying =
    isReported &&
    ["first_half", "second_half", "extra_time_first_half", "extra_time_second_half", "penalties"].includes(
      answer.timeState,
    );
  const hasStarted = isReported && answer.timeState !== "pre_match" && answer.status !== "finished";
  const isFromData = !isReported && answer.timeState !== "pre_match";
  return (
    <div className="reporter">
      <section className="reporter__board" aria-label="Spielstand">
        <p className="reporter__teams">
          <span>{teams.home.name}</span>
          <strong className="reporter__score">{score ? `${score.home}:${score.guest}` : "–:–"}</strong>
          <span>{teams.guest.name}</span>
        </p>
        <p className="reporter__state">
          {STATE_LABELS[answer.timeState] ?? answer.timeState}
          {minute ? ` · ${minute}` : ""}
          {answer.penalties ? ` · Elfmeterschießen ${answer.penalties.home}:${answer.penalties.guest}` : ""}
        </p>
      </section>
      <p className="reporter__connection" role="status" aria-live="polite">
        {waiting.length > 0
          ? `${waiting.length === 1 ? "1 Eintrag wartet" : `${waiting.length} Einträge warten`} ${isOnline ? "auf das Senden" : "auf die Verbindung"}.`
          : isOnline
            ? "Alle Einträge sind gesendet."
            : "Keine Verbindung: Einträge werden gesendet, sobald sie wieder da ist."}
      </p>
      {isFromData ? (
        <p className="form-message">
          Dieses Spiel führt der Verband mit seinen eigenen Daten: Hier kannst du nur Texte für den Liveticker
          schreiben.
        </p>
      ) : null}
      {message ? (
        <p className="form-message" role="alert">
          {message}
        </p>
      ) : null}
      <div className="reporter__phases">
        {answer.nextPhases.map((phase) => (
          <button
            key={phase}
            type="button"
            className="button button--secondary button--large"
            onClick={() => record("recordMatchPhase", { phase }, PHASE_LABELS[phase] ?? phase)}
          >
            {PHASE_LABELS[phase] ?? phase}
          </button>
        ))}
      </div>
      {form ? (
        <EntryForm
          kind={form}
          teams={teams}
          timeState={answer.timeState}
          onRecord={record}
          onCancel={() => setForm(null)}
        />
      ) : (
        <div className="reporter__actions">
          <button
            type="button"
            className="button button--primary reporter__big"
            disabled={!isPlaying}
            onClick={() => setForm("goal-home")}
          >
            Tor {teams.home.name}
          </button>
          <button
            type="button"
            className="button button--primary reporter__big"
            disabled={!isPlaying}
            onClick={() => setForm("goal-guest")}
          >
            Tor {teams.guest.name}
          </button>
          <button
            type="button"
            className="button button--secondary reporter__big"
            disabled={!hasStarted}
            onClick={() => setForm("card")}
          >
            Karte
          </button>
          <button
            type="button"
            className="button button--secondary reporter__big"
            disabled={!hasStarted}
            onClick={() => setForm("substitution")}
          >
            Wechsel
          </button>
          <button type="button" className="button button--secondary reporter__big" onClick={() => setForm("text")}>
            Tickertext
          </button>
          <button
            type="button"
            className="button button--danger reporter__big"
            disabled={waiting.length === 0 && !done.find((item) => item.state !== "refused")?.canUndo}
            onClick={undo}
          >
            Letzten Eintrag zurücknehmen
          </button>
        </div>
      )}
      <section aria-labelledby="reporter-done-title" className="reporter__done">
        <h2 id="reporter-done-title">Deine letzten Einträge</h2>
        {done.length === 0 ? <p>Noch keine Einträge.</p> : null}
        <ol>
          {done.map((item) => (
            <li key={item.key} className={`reporter__entry reporter__entry--${item.state}`}>
              {item.label}
              {item.state === "waiting" ? " (wartet)" : item.state === "refused" ? ` (abgelehnt: ${item.note})` : ""}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
