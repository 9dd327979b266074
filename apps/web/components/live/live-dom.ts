import { type MatchFormat, readLiveClock, readReportedClock, type TimeState } from "@spielfeld/football";
import { formatBerlinTime } from "@/lib/dates";
import { matchStatus, scoreText } from "../matches/match-status";
import type { Match } from "../matches/match-types";

/*
 * What a live event changes on a page that was rendered (and cached) before it: the score, the state chip and the
 * lines under the score of every place the match appears (`data-live-match`), its ticker (`data-live-ticker`) and
 * the live table (`data-live-table`). The page's markup stays the server's; only the parts that change are
 * written, with text only (never markup from the stream).
 */

export interface LiveMatchState {
  matchId: string;
  competitionId: string;
  serverTime: string;
  status: string;
  live: boolean;
  timeState: string | null;
  liveMinute: number | null;
  liveAddedMinute: number | null;
  phaseStartedAt: string | null;
  /** Where a match nobody reports runs from, and by which format (the API's clock does the same). */
  kickoffAt?: string | null;
  scheduledFormat?: MatchFormat | null;
  format: { matchMinutes: number; extraTimeMinutes: number; hasPlayedExtraTime: boolean };
  homeGoals: number | null;
  guestGoals: number | null;
  halftime: { home: number; guest: number } | null;
  extraTime: { home: number; guest: number } | null;
  penalties: { home: number; guest: number } | null;
  result: string;
  prePublished: boolean;
  ticker: LiveTickerEntry | null;
  removedTickerId: string | null;
}

export interface LiveTickerEntry {
  id: string;
  minute: number | null;
  addedMinute: number | null;
  text: string;
  createdAt: string;
}

export interface LiveTable {
  competitionId: string;
  live: boolean;
  entries: {
    teamPermanentId: string;
    position: number;
    matchesPlayed: number;
    matchesWon: number;
    matchesDrawn: number;
    matchesLost: number;
    goalsPlus: number;
    goalsMinus: number;
    goalDifference: number;
    points: number;
    live: boolean;
  }[];
}

/** The match fields the state chip and the score read, from a live state. */
function asMatch(state: LiveMatchState): Match {
  return {
    live: state.live,
    timeState: state.timeState,
    liveMinute: state.liveMinute,
    liveAddedMinute: state.liveAddedMinute,
    cancelled: false,
    aborted: false,
    annulled: false,
    rescheduledTo: null,
    rescheduledFrom: null,
    matchStatus: state.status,
    prePublished: state.prePublished,
    homeGoals: state.homeGoals,
    guestGoals: state.guestGoals,
    result: { text: state.result },
  } as unknown as Match;
}

/** The `live` token of a result notation with its minute (`2:1 live 67'`). */
const LIVE_TOKEN = / live(?: \d+(?:\+\d+)?')?$/;

/**
 * The state now of a running match: a match its reporter runs counts on from when its phase began, one nobody
 * reports from its kickoff, by the same clocks as the API (@spielfeld/football). The minute stands still in the
 * break and the match stops being live at the final whistle.
 */
export function withCurrentMinute(state: LiveMatchState, serverNow: Date): LiveMatchState {
  if (!state.live) return state;
  if (state.phaseStartedAt !== null && state.timeState !== null) {
    const clock = readReportedClock(
      state.timeState as TimeState,
      new Date(state.phaseStartedAt),
      serverNow,
      { ...state.format, hasExtraTime: true, hasPenalties: true },
      state.format.hasPlayedExtraTime,
    );
    return { ...state, liveMinute: clock.minute, liveAddedMinute: clock.addedMinute };
  }
  if (!state.kickoffAt || !state.scheduledFormat) return state;
  const clock = readLiveClock(new Date(state.kickoffAt), serverNow, state.scheduledFormat);
  const isUnderWay = clock.timeState !== "pre_match" && clock.timeState !== "full_time";
  const minute = isUnderWay ? clock.minute : null;
  const addedMinute = isUnderWay ? clock.addedMinute : null;
  const token = minute === null ? "" : ` live ${minute}${addedMinute ? `+${addedMinute}` : ""}'`;
  return {
    ...state,
    live: isUnderWay,
    timeState: clock.timeState,
    liveMinute: minute,
    liveAddedMinute: addedMinute,
    result: state.result.replace(LIVE_TOKEN, token),
  };
}

function chipElement(document: Document, state: LiveMatchState): HTMLElement | null {
  const status = matchStatus(asMatch(state));
  if (!status) return null;
  const chip = document.createElement("span");
  chip.className = `status-chip status-chip--${status.kind}`;
  if (status.label === status.spokenLabel) {
    chip.textContent = status.label;
    return chip;
  }
  const shown = document.createElement("span");
  shown.setAttribute("aria-hidden", "true");
  shown.textContent = status.label;
  const spoken = document.createElement("span");
  spoken.className = "visually-hidden";
  spoken.textContent = status.spokenLabel;
  chip.append(shown, spoken);
  return chip;
}

/** The lines under a scoreboard: half time, extra time, penalties. */
export function scoreLines(state: LiveMatchState): string[] {
  const lines: string[] = [];
  if (state.halftime) lines.push(`Halbzeit ${state.halftime.home}:${state.halftime.guest}`);
  if (state.extraTime) lines.push(`nach Verlängerung ${state.extraTime.home}:${state.extraTime.guest}`);
  if (state.penalties) lines.push(`Elfmeterschießen ${state.penalties.home}:${state.penalties.guest}`);
  return lines;
}

/** Writes a match's state wherever the page shows the match; returns whether its score changed. */
export function applyMatchState(root: ParentNode, state: LiveMatchState): boolean {
  const document = (root as Node).ownerDocument ?? (root as Document);
  const score = scoreText(asMatch(state));
  let hasScoreChanged = false;
  for (const place of root.querySelectorAll<HTMLElement>(`[data-live-match="${CSS.escape(state.matchId)}"]`)) {
    const scoreElement = place.querySelector<HTMLElement>("[data-live-score]");
    if (scoreElement && scoreElement.textContent !== score) {
      hasScoreChanged ||= /\d/.test(score);
      scoreElement.textContent = score;
      scoreElement.classList.toggle("match-row__result--live", state.live);
    }
    const stateElement = place.querySelector<HTMLElement>("[data-live-state]");
    if (stateElement) {
      const chip = chipElement(document, state);
      // Lists leave finished matches without a chip; the scoreboard keeps one.
      const isShown =
        chip !== null &&
        (stateElement.dataset.liveState !== "list" || !chip.classList.contains("status-chip--finished"));
      // The chip is replaced only when it changes, so a state that says what the page shows leaves the page as it is.
      const current = stateElement.firstElementChild;
      const isSame = isShown
        ? current !== null && stateElement.childElementCount === 1 && current.outerHTML === chip.outerHTML
        : stateElement.childElementCount === 0;
      if (!isSame) stateElement.replaceChildren(...(isShown && chip ? [chip] : []));
      stateElement.hidden = !isShown;
    }
    // A compact place (a cross table's cell) shows the result notation itself, its label starting with it.
    if (place.hasAttribute("data-live-result") && place.textContent !== state.result) {
      const before = place.textContent ?? "";
      place.textContent = state.result;
      for (const name of ["aria-label", "title"]) {
        const value = place.getAttribute(name);
        if (value?.startsWith(before)) place.setAttribute(name, `${state.result}${value.slice(before.length)}`);
      }
    }
    const linesElement = place.querySelector<HTMLElement>("[data-live-lines]");
    if (linesElement) {
      linesElement.replaceChildren(
        ...scoreLines(state).map((line) => {
          const paragraph = document.createElement("p");
          paragraph.className = "scoreboard__line";
          paragraph.textContent = line;
          return paragraph;
        }),
      );
    }
  }
  return hasScoreChanged;
}

/** Puts a new ticker entry on top of the match's ticker, or takes an undone one out. */
export function applyTicker(root: ParentNode, state: LiveMatchState): void {
  const list = root.querySelector<HTMLElement>(`[data-live-ticker="${CSS.escape(state.matchId)}"]`);
  if (!list) return;
  if (state.removedTickerId) list.querySelector(`[data-ticker-id="${CSS.escape(state.removedTickerId)}"]`)?.remove();
  const entry = state.ticker;
  if (!entry || list.querySelector(`[data-ticker-id="${CSS.escape(entry.id)}"]`)) return;
  const document = (root as Node).ownerDocument ?? (root as Document);
  const item = document.createElement("li");
  item.className = "ticker__entry";
  item.dataset.tickerId = entry.id;
  const minute = document.createElement("span");
  minute.className = "ticker__minute";
  minute.textContent =
    entry.minute !== null
      ? `${entry.minute}.${entry.addedMinute ? `+${entry.addedMinute}` : ""} Min.`
      : formatBerlinTime(entry.createdAt);
  const text = document.createElement("span");
  text.className = "ticker__text";
  text.textContent = entry.text;
  item.append(minute, " ", text);
  list.prepend(item);
  list.closest<HTMLElement>("[data-live-ticker-section]")?.removeAttribute("hidden");
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/**
 * Writes a table's figures into the rows of its teams and puts the rows in the new order. The places, with their
 * zones, stay where they are: a team that climbs takes the zone of its new place.
 */
export function applyTable(root: ParentNode, table: LiveTable): void {
  for (const body of root.querySelectorAll<HTMLElement>(`[data-live-table="${CSS.escape(table.competitionId)}"]`)) {
    const rows = new Map(
      [...body.querySelectorAll<HTMLTableRowElement>("tr[data-team]")].map((row) => [row.dataset.team!, row]),
    );
    if (rows.size === 0 || table.entries.some((entry) => !rows.has(entry.teamPermanentId))) continue;
    const places = [...rows.values()].map((row) => {
      const cell = row.querySelector<HTMLElement>("[data-col='position']")!;
      return {
        cell: cell.cloneNode(true) as HTMLElement,
        zone: [...row.classList].find(
          (name) => name.startsWith("standings__row--") && name !== "standings__row--highlight",
        ),
      };
    });
    const ordered = [...table.entries].sort((a, b) => a.position - b.position);
    ordered.forEach((entry, index) => {
      const row = rows.get(entry.teamPermanentId)!;
      const set = (column: string, value: string) => {
        // A column can stand twice in a row (standings-table.tsx: the phone's order and the wide one).
        for (const cell of row.querySelectorAll<HTMLElement>(`[data-col='${column}']`)) {
          if (cell.textContent !== value) cell.textContent = value;
        }
      };
      set("played", String(entry.matchesPlayed));
      set("won", String(entry.matchesWon));
      set("drawn", String(entry.matchesDrawn));
      set("lost", String(entry.matchesLost));
      set("goals", `${entry.goalsPlus}:${entry.goalsMinus}`);
      set("difference", signed(entry.goalDifference));
      const points = row.querySelector<HTMLElement>("[data-col='points'] [data-value]");
      if (points) points.textContent = String(entry.points);
      row.querySelector<HTMLElement>("[data-live-row-chip]")?.toggleAttribute("hidden", !entry.live);
      const place = places[index];
      if (place) {
        for (const name of [...row.classList]) {
          if (name.startsWith("standings__row--") && name !== "standings__row--highlight") row.classList.remove(name);
        }
        if (place.zone) row.classList.add(place.zone);
        row.querySelector("[data-col='position']")?.replaceWith(place.cell.cloneNode(true));
      }
      body.append(row);
    });
  }
}
