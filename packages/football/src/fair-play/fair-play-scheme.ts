/** Points per card and per match of suspension; the database stores the same shape per competition. */
export interface FairPlayPoints {
  yellow: number;
  yellowRed: number;
  red: number;
  perSuspendedMatch: number;
}

export interface FairPlayScheme {
  id: string;
  name: string;
  points: FairPlayPoints;
}

export const standardFairPlayScheme: FairPlayScheme = {
  id: "standard",
  name: "Gelb 1, Gelb-Rot 3, Rot 5, Sperre 1 je Spiel",
  points: { yellow: 1, yellowRed: 3, red: 5, perSuspendedMatch: 1 },
};

/** The German sentence naming the scheme under a fair-play table. */
export function describeFairPlayScheme(scheme: FairPlayScheme): string {
  const { yellow, yellowRed, red, perSuspendedMatch } = scheme.points;
  return (
    `Wertung „${scheme.name}“: Gelbe Karte ${formatPoints(yellow)}, Gelb-Rote Karte ${formatPoints(yellowRed)}, ` +
    `Rote Karte ${formatPoints(red)}, je Spiel Sperre ${formatPoints(perSuspendedMatch)}. Weniger Punkte sind besser.`
  );
}

function formatPoints(points: number): string {
  return `${String(points).replace(".", ",")} ${points === 1 ? "Punkt" : "Punkte"}`;
}
