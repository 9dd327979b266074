/**
 * Draws lots deterministically: each team's ticket is a hash of the competition id and its own id, so the
 * draw does not depend on input order, repeats identically on every read and cannot be re-rolled.
 */
export function drawLots(teamIds: readonly string[], seed: string): string[] {
  const tickets = teamIds.map((teamId) => ({ teamId, ticket: hashString(`${seed}\u0000${teamId}`) }));
  tickets.sort((left, right) => left.ticket - right.ticket || (left.teamId < right.teamId ? -1 : 1));
  return tickets.map(({ teamId }) => teamId);
}

// FNV-1a followed by a murmur3 finaliser, so similar ids still get well-spread tickets.
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}
