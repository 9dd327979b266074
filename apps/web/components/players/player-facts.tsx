import type { ReactNode } from "react";
import { berlinToday, formatDate } from "@/lib/dates";
import { ageOn, footLabel, type PlayerProfile, positionLabel } from "./player-types";

/**
 * The facts the player shows: the nickname, date of birth with age and nationality only where the player allows them (the API
 * sends them as null otherwise), then position, foot, height, weight, jersey number and the captain's armband.
 */
export function PlayerFacts({ profile }: { profile: PlayerProfile }) {
  const facts: [string, ReactNode][] = [];
  if (profile.nickname) facts.push(["Spitzname", profile.nickname]);
  if (profile.dateOfBirth) {
    const age = ageOn(profile.dateOfBirth, berlinToday());
    facts.push(["Geburtsdatum", `${formatDate(profile.dateOfBirth)} (${age} Jahre)`]);
  }
  if (profile.nationality) facts.push(["Nationalität", profile.nationality]);
  if (profile.position) facts.push(["Position", positionLabel(profile.position)]);
  if (profile.alternativePositions.length > 0) {
    facts.push(["Weitere Positionen", profile.alternativePositions.map(positionLabel).join(", ")]);
  }
  if (profile.foot) facts.push(["Starker Fuß", footLabel(profile.foot)]);
  if (profile.size) facts.push(["Größe", `${profile.size} cm`]);
  if (profile.weight) facts.push(["Gewicht", `${profile.weight} kg`]);
  if (profile.jerseyNumber !== null) facts.push(["Rückennummer", profile.jerseyNumber]);
  if (profile.captain) facts.push(["Kapitän", "ja"]);
  if (facts.length === 0) return <p className="player__note">Der Spieler hat keine weiteren Angaben veröffentlicht.</p>;
  return (
    <dl className="player__facts player__facts--grid">
      {facts.map(([label, value]) => (
        <div key={label} className="player__fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
