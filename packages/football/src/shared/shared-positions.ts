/**
 * Standard competition ranking over an already sorted list: equal neighbours share a position and the next
 * position skips accordingly (1, 2, 2, 4).
 */
export function assignSharedPositions<T>(
  sorted: readonly T[],
  isLevel: (left: T, right: T) => boolean,
): { position: number; isShared: boolean }[] {
  const positions: { position: number; isShared: boolean }[] = [];
  sorted.forEach((item, index) => {
    const previous = index > 0 ? sorted[index - 1] : undefined;
    const isLevelWithPrevious = previous !== undefined && isLevel(previous, item);
    positions.push({ position: isLevelWithPrevious ? positions[index - 1]!.position : index + 1, isShared: false });
    if (isLevelWithPrevious) {
      positions[index - 1]!.isShared = true;
      positions[index]!.isShared = true;
    }
  });
  return positions;
}
