/** A pairing of team indexes; null stands for the bye. */
export type Pairing = readonly [home: number | null, guest: number | null];

/**
 * Single round robin by the circle method: every team meets every other once, once per round,
 * with home and away alternating. Odd team counts get a bye each round.
 */
export function singleRoundRobin(teamCount: number): Pairing[][] {
  const slots: (number | null)[] = Array.from({ length: teamCount }, (_, i) => i);
  if (teamCount % 2 === 1) slots.push(null);
  const size = slots.length;
  const rounds: Pairing[][] = [];
  const rotating = slots.slice(0, size - 1);
  const fixed = slots[size - 1]!;
  for (let round = 0; round < size - 1; round += 1) {
    const order = [...rotating.slice(round), ...rotating.slice(0, round)];
    const pairings: Pairing[] = [];
    const first = order[0]!;
    pairings.push(round % 2 === 0 ? [first, fixed] : [fixed, first]);
    for (let i = 1; i < size / 2; i += 1) {
      const a = order[i]!;
      const b = order[size - 1 - i]!;
      pairings.push(i % 2 === 0 ? [a, b] : [b, a]);
    }
    rounds.push(pairings);
  }
  return rounds;
}

/** Double round robin: the second leg repeats the first with home and guest swapped. */
export function doubleRoundRobin(teamCount: number): Pairing[][] {
  const firstLeg = singleRoundRobin(teamCount);
  const secondLeg = firstLeg.map((round) => round.map(([home, guest]) => [guest, home] as Pairing));
  return [...firstLeg, ...secondLeg];
}
