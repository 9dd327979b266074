"use client";

import { readReportedClock, type TimeState } from "@spielfeld/football";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { browserApi } from "@/lib/browser-api";
import { useSession } from "../session/use-session";
import { EntryForm, type FormKind } from "./entry-forms";
import { type ListedEntry, nextUndo, pendingUndos, UNDO_CALL, withSent } from "./entry-list";
import { createEntryQueue, localStore, type QueuedEntry, sendEntry } from "./entry-queue";
import { describeEntry, describeRefusal, minuteLabel, PHASE_LABELS, STATE_LABELS } from "./reporting-texts";
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
  /** The match's standing entries, newest first (getMatchReporting). */
  entries: ListedEntry[];
}

type Answer = Omit<Reporting, "homeTeam" | "guestTeam" | "entries" | "now" | "format">;

/** An entry the API refused: shown with the reason until the page is left. */
interface Refused {
  key: string;
  label: string;
  note: string;
}

/** The list shows this many entries at first; a button shows the rest. */
const SHOWN_AT_FIRST = 30;

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
 * substitutions and phases, players picked from the team sheets, a text for the ticker, the match's entries (read
 * from the API, so a reload shows them) and undo, step by step back. Entries wait on the device while there is no
 * connection and are sent in order, each once, when it returns.
 */
export function ReporterConsole({ initial }: { initial: Reporting }) {
  const { user } = useSession({ required: true });
  const token = user?.token ?? null;
  const tokenRef = useRef(token);
  tokenRef.current = token;
  const [answer, setAnswer] = useState<Answer>(initial);
  const [waiting, setWaiting] = useState<QueuedEntry[]>([]);
  const [entries, setEntries] = useState<ListedEntry[]>(initial.entries);
  const [refused, setRefused] = useState<Refused[]>([]);
  const [isShowingAll, setShowingAll] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [form, setForm] = useState<FormKind | null>(null);
  const [isOnline, setIsOnline] = useState(true);
  const offsetMs = useMemo(() => new Date(initial.now).getTime() - Date.now(), [initial.now]);
  const minute = useMinute(answer, initial.format, offsetMs);
  const teams = { home: initial.homeTeam, guest: initial.guestTeam };

  // After entries were sent the list is read again from the API (their minutes and scores, other reporters'
  // entries); a read that an entry sent meanwhile overtook is dropped, the next one brings both.
  const sentCount = useRef(0);
  const readTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const readAgain = useCallback(() => {
    clearTimeout(readTimer.current);
    readTimer.current = setTimeout(async () => {
      const current = tokenRef.current;
      if (!current) return;
      const startedAt = sentCount.current;
      try {
        const read = (await browserApi(() => current).matches.getMatchReporting(
          { spiel: initial.matchId },
          { signal: AbortSignal.timeout(15_000) },
        )) as Reporting;
        if (sentCount.current !== startedAt) return;
        setEntries(read.entries);
        setAnswer(read);
      } catch {
        // No connection or a refusal: the list as put in stays until the next read.
      }
    }, 400);
  }, [initial.matchId]);
  useEffect(() => () => clearTimeout(readTimer.current), []);

  const queue = useMemo(
    () =>
      createEntryQueue(
        typeof window === "undefined" ? { read: () => [], write: () => {} } : localStore(initial.matchId),
        (entry) => sendEntry(entry, tokenRef.current),
        {
          onSent: (entry, sent) => {
            const next = sent as Answer;
            sentCount.current += 1;
            setAnswer(next);
            setEntries((list) => withSent(list, entry, next.entryId));
            setMessage(null);
            readAgain();
          },
          onRefused: (entry, reason) => {
            const note = describeRefusal(reason);
            if (entry.call !== UNDO_CALL) {
              setRefused((list) => [{ key: entry.key, label: entry.label, note }, ...list]);
            }
            setMessage(`${entry.label}: ${note}`);
            readAgain();
          },
          onChange: setWaiting,
        },
      ),
    [initial.matchId, readAgain],
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
      queue.add({ call, fields: { spiel: initial.matchId, ...fields }, label });
      setForm(null);
    },
    [queue, initial.matchId],
  );

  const step = nextUndo(waiting, entries);
  function undo() {
    const current = nextUndo(queue.waiting(), entries);
    if (current?.kind === "take-back") {
      const takenBack = queue.takeBackLast();
      setMessage(
        takenBack
          ? `Zurückgenommen: ${takenBack.label}`
          : "Der letzte Eintrag wird gerade gesendet. Bitte tippe gleich noch einmal auf „Zurücknehmen“.",
      );
      return;
    }
    if (current?.kind !== "undo") return;
    record(UNDO_CALL, { "entry-id": current.entry.id }, `Rückgängig: ${describeEntry(current.entry, teams)}`);
  }

  const score = answer.extraTime ?? answer.score;
  // Only a match its reporters started runs here; one the association's data runs takes ticker texts only.
  const isReported = answer.phaseStartedAt !== null;
  const isPlaying =
    isReported &&
    ["first_half", "second_half", "extra_time_first_half", "extra_time_second_half", "penalties"].includes(
      answer.timeState,
    );
  const hasStarted = isReported && answer.timeState !== "pre_match" && answer.status !== "finished";
  const isFromData = !isReported && answer.timeState !== "pre_match";
  const beingUndone = pendingUndos(waiting);
  const made = waiting.filter((entry) => entry.call !== UNDO_CALL).reverse();
  const shown = isShowingAll ? entries : entries.slice(0, SHOWN_AT_FIRST);
  const undoButton = (label: string) => (
    <button
      type="button"
      className="button button--secondary reporter__undo"
      aria-label={`Zurücknehmen: ${label}`}
      onClick={undo}
    >
      Zurücknehmen
    </button>
  );
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
          <button type="button" className="button button--danger reporter__big" disabled={step === null} onClick={undo}>
            Letzten Eintrag zurücknehmen
          </button>
        </div>
      )}
      <section aria-labelledby="reporter-entries-title" className="reporter__done">
        <h2 id="reporter-entries-title">Einträge zu diesem Spiel</h2>
        <p className="field__hint">
          Neueste zuerst. Zurücknehmen lässt sich der neueste Eintrag, danach der vorige und so weiter.
        </p>
        {refused.length + made.length + entries.length === 0 ? <p>Noch keine Einträge.</p> : null}
        <ul className="reporter__list">
          {refused.map((item) => (
            <li key={item.key} className="reporter__entry reporter__entry--refused">
              <span className="reporter__entry-text">
                {item.label} (abgelehnt: {item.note})
              </span>
            </li>
          ))}
          {made.map((item) => (
            <li key={item.key} className="reporter__entry reporter__entry--waiting">
              <span className="reporter__entry-text">{item.label} (wartet)</span>
              {step?.kind === "take-back" && step.entry.key === item.key ? undoButton(item.label) : null}
            </li>
          ))}
          {shown.map((entry) => {
            const label = describeEntry(entry, teams);
            const isBeingUndone = beingUndone.has(entry.id);
            return (
              <li
                key={entry.id}
                className={`reporter__entry${isBeingUndone ? " reporter__entry--waiting" : ""}`}
                data-entry-kind={entry.kind}
              >
                <span className="reporter__entry-text">
                  {minuteLabel(entry) ? <span className="reporter__minute">{minuteLabel(entry)}</span> : null}
                  {label}
                  {entry.isOwn ? "" : " · von anderer Person erfasst"}
                  {isBeingUndone ? " (wird zurückgenommen)" : ""}
                </span>
                {step?.kind === "undo" && step.entry.id === entry.id ? undoButton(label) : null}
              </li>
            );
          })}
        </ul>
        {entries.length > shown.length ? (
          <button type="button" className="button button--tertiary" onClick={() => setShowingAll(true)}>
            Alle {entries.length} Einträge zeigen
          </button>
        ) : null}
      </section>
    </div>
  );
}
