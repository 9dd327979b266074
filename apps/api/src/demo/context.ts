import type { PgTable } from "drizzle-orm/pg-core";
import type { DemoPreset } from "../config.js";
import { berlinTime, type SeasonDates, seasonOf, seasonStartYearOf } from "./calendar.js";
import { PRESETS, type Preset } from "./presets.js";
import { Random } from "./random.js";

export type Row = Record<string, unknown>;
/** Receives every generated row, in an order where referenced rows always come first. */
export type Emit = (table: PgTable, row: Row) => Promise<void> | void;

export interface DemoOptions {
  preset: DemoPreset;
  seed: string;
  /** The demo date (YYYY-MM-DD): the current season is in progress around it. */
  date: string;
  /** The time of day (HH:MM, Berlin) the demo date is played up to; 15:45 when absent. */
  time?: string;
}

export const DEFAULT_DEMO_TIME = "15:45";

export interface GeneratorContext {
  options: DemoOptions;
  preset: Preset;
  random: Random;
  emit: Emit;
  /** Seasons oldest first; the last one is current. */
  seasons: SeasonDates[];
  currentSeason: SeasonDates;
  /** The demo clock: the demo date at its time (15:45) in Berlin. Matches before it are played, some are live. */
  now: Date;
}

/** The moment the demo association is played up to: its date at 15:45 in Berlin (while matches run) by default. */
export function demoInstant(date: string, time = DEFAULT_DEMO_TIME): Date {
  return berlinTime(date, time);
}

/**
 * The API's clock over a demo association: it starts at the demo's moment and runs on from there, so that
 * today's matches, running matches and the current matchday agree with the data on whatever day it is served.
 */
export function createDemoClock(date: string, startedAt = Date.now(), time = DEFAULT_DEMO_TIME): () => Date {
  const offset = demoInstant(date, time).getTime() - startedAt;
  return () => new Date(Date.now() + offset);
}

export function createContext(options: DemoOptions, emit: Emit): GeneratorContext {
  const preset = PRESETS[options.preset];
  const currentStart = seasonStartYearOf(options.date);
  const seasons: SeasonDates[] = [];
  for (let offset = preset.pastSeasons; offset >= 0; offset -= 1) seasons.push(seasonOf(currentStart - offset));
  return {
    options,
    preset,
    // Another time of day is another data set; the default keeps the seed every demo was made with.
    random: new Random(
      `${options.seed}|${options.preset}|${options.date}${options.time && options.time !== DEFAULT_DEMO_TIME ? `|${options.time}` : ""}`,
    ),
    emit,
    seasons,
    currentSeason: seasons[seasons.length - 1]!,
    now: demoInstant(options.date, options.time),
  };
}
