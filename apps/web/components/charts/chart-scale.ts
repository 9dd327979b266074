/** Numbers behind the server-rendered charts: scales and ticks, free of markup so they can be tested alone. */

export interface Axis {
  /** The axis title, in German, as the chart and its table name the values. */
  label: string;
  /** Smallest and largest value the axis shows. */
  domain: readonly [number, number];
  /** Largest value at the start (top of the y axis): table places, where 1 is best. */
  isInverted?: boolean;
  /** How a value reads on the axis and in the table; plain numbers without it. */
  format?: (value: number) => string;
}

/** Maps a value of `domain` onto `range` (pixels), reversed for an inverted axis; a one-value domain is centred. */
export function scale(
  value: number,
  domain: readonly [number, number],
  range: readonly [number, number],
  isInverted = false,
): number {
  const [min, max] = domain;
  const [from, to] = isInverted ? [range[1], range[0]] : range;
  if (max === min) return (from + to) / 2;
  return from + ((value - min) / (max - min)) * (to - from);
}

/**
 * Whole-number ticks from `min` to `max`, at most `maxCount` of them: every value while they fit, else a step of
 * 1, 2 or 5 times a power of ten; the first and last value always appear (the first and last place, matchday).
 */
export function integerTicks(min: number, max: number, maxCount: number): number[] {
  const low = Math.ceil(min);
  const high = Math.floor(max);
  if (high < low) return [];
  if (high === low) return [low];
  const span = high - low;
  let step = 1;
  for (let power = 1; span / step + 1 > maxCount; power *= 10) {
    step =
      [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => span / candidate + 1 <= maxCount) ?? 10 * power;
  }
  const ticks: number[] = [];
  for (let value = low; value <= high; value += step) ticks.push(value);
  // The last value closes the axis; a tick too close before it makes room.
  if (ticks[ticks.length - 1] !== high) {
    if (high - ticks[ticks.length - 1]! < step / 2 && ticks.length > 1) ticks.pop();
    ticks.push(high);
  }
  return ticks;
}
