"use client";

import { type FormEvent, useState } from "react";
import type { ReporterPlayer } from "./reporter-console";
import { CARD_LABELS, GOAL_LABELS, playerLabel } from "./reporting-texts";

export type FormKind = "goal-home" | "goal-guest" | "card" | "substitution" | "text";
type Side = "home" | "guest";
type Teams = Record<Side, { name: string; players: ReporterPlayer[] }>;

function PlayerSelect(props: {
  id: string;
  label: string;
  players: ReporterPlayer[];
  value: string;
  onChange: (value: string) => void;
  isOptional?: boolean;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        className="input"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        required={!props.isOptional}
      >
        <option value="">{props.isOptional ? "Ohne Spieler" : "Spieler wählen"}</option>
        {props.players.map((player) => (
          <option key={player.playerId} value={player.playerId}>
            {playerLabel(player)}
          </option>
        ))}
      </select>
    </div>
  );
}

function SideChoice({ teams, value, onChange }: { teams: Teams; value: Side; onChange: (side: Side) => void }) {
  return (
    <fieldset className="reporter__choice">
      <legend className="field__label">Mannschaft</legend>
      {(["home", "guest"] as const).map((side) => (
        <label key={side} className="check">
          <input type="radio" name="team" checked={value === side} onChange={() => onChange(side)} />
          {teams[side].name}
        </label>
      ))}
    </fieldset>
  );
}

/** The details of one entry: who scored or was booked or substituted, or the ticker's text. */
export function EntryForm(props: {
  kind: FormKind;
  teams: Teams;
  timeState: string;
  onRecord: (call: string, fields: Record<string, string>, label: string) => void;
  onCancel: () => void;
}) {
  const { kind, teams, timeState, onRecord, onCancel } = props;
  const goalSide: Side = kind === "goal-guest" ? "guest" : "home";
  const [side, setSide] = useState<Side>(goalSide);
  const [goalKind, setGoalKind] = useState("goal");
  const [player, setPlayer] = useState("");
  const [other, setOther] = useState("");
  const [card, setCard] = useState("yellow");
  const [text, setText] = useState("");
  const isShootout = timeState === "penalties";
  const name = (forSide: Side, id: string) => {
    const found = teams[forSide].players.find((entry) => entry.playerId === id);
    return found ? ` (${playerLabel(found)})` : "";
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (kind === "goal-home" || kind === "goal-guest") {
      const chosenKind = isShootout ? "penalty" : goalKind;
      const scorerSide = chosenKind === "own_goal" ? (goalSide === "home" ? "guest" : "home") : goalSide;
      onRecord(
        "recordMatchGoal",
        { team: goalSide, kind: chosenKind, ...(player ? { "player-id": player } : {}) },
        `${isShootout ? "Elfmeter verwandelt" : GOAL_LABELS[chosenKind]} für ${teams[goalSide].name}${name(scorerSide, player)}`,
      );
    } else if (kind === "card") {
      onRecord(
        "recordMatchCard",
        { team: side, "player-id": player, card },
        `${CARD_LABELS[card]}, ${teams[side].name}${name(side, player)}`,
      );
    } else if (kind === "substitution") {
      onRecord(
        "recordMatchSubstitution",
        { team: side, "player-out": player, "player-in": other },
        `Wechsel bei ${teams[side].name}${name(side, other)} für${name(side, player)}`,
      );
    } else {
      onRecord("recordTickerText", { text: text.trim() }, `Tickertext: ${text.trim().slice(0, 40)}`);
    }
  }

  const ownGoal = goalKind === "own_goal";
  const scorers = teams[ownGoal ? (goalSide === "home" ? "guest" : "home") : goalSide].players;
  return (
    <form className="reporter__form account-form" onSubmit={submit}>
      {kind === "goal-home" || kind === "goal-guest" ? (
        <>
          <h2>
            {isShootout ? "Elfmeter verwandelt" : "Tor"} für {teams[goalSide].name}
          </h2>
          {isShootout ? null : (
            <fieldset className="reporter__choice">
              <legend className="field__label">Art</legend>
              {Object.entries(GOAL_LABELS).map(([value, label]) => (
                <label key={value} className="check">
                  <input type="radio" name="kind" checked={goalKind === value} onChange={() => setGoalKind(value)} />
                  {label}
                </label>
              ))}
            </fieldset>
          )}
          <PlayerSelect
            id="reporter-scorer"
            label={ownGoal ? "Spieler des Gegners (Eigentor)" : "Torschütze"}
            players={scorers}
            value={player}
            onChange={setPlayer}
            isOptional
          />
        </>
      ) : null}
      {kind === "card" ? (
        <>
          <h2>Karte</h2>
          <SideChoice teams={teams} value={side} onChange={setSide} />
          <PlayerSelect
            id="reporter-booked"
            label="Spieler"
            players={teams[side].players}
            value={player}
            onChange={setPlayer}
          />
          <div className="field">
            <label className="field__label" htmlFor="reporter-card">
              Karte
            </label>
            <select id="reporter-card" className="input" value={card} onChange={(event) => setCard(event.target.value)}>
              {Object.entries(CARD_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        </>
      ) : null}
      {kind === "substitution" ? (
        <>
          <h2>Wechsel</h2>
          <SideChoice teams={teams} value={side} onChange={setSide} />
          <PlayerSelect
            id="reporter-out"
            label="Raus"
            players={teams[side].players}
            value={player}
            onChange={setPlayer}
          />
          <PlayerSelect id="reporter-in" label="Rein" players={teams[side].players} value={other} onChange={setOther} />
        </>
      ) : null}
      {kind === "text" ? (
        <div className="field">
          <label className="field__label" htmlFor="reporter-text">
            Text für den Liveticker
          </label>
          <textarea
            id="reporter-text"
            className="input"
            rows={3}
            maxLength={500}
            required
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <p className="field__hint">Spieler bitte nur mit Rückennummer nennen.</p>
        </div>
      ) : null}
      <div className="reporter__form-actions">
        <button type="submit" className="button button--primary button--large">
          Eintragen
        </button>
        <button type="button" className="button button--tertiary button--large" onClick={onCancel}>
          Abbrechen
        </button>
      </div>
    </form>
  );
}
