import type { DemoPreset } from "../config.js";
import { TEAM_TYPE } from "./reference.js";

/** Groups per area for one league level; `groups: null` forms as many groups of about `size` as the teams allow. */
export interface LevelPlan {
  rank: number;
  groups: number | null;
  size: number;
}

export interface Preset {
  name: DemoPreset;
  /** Bezirk names to generate; null for all seven. */
  bezirke: string[] | null;
  clubsPerKreis: number;
  /** Chance that a club fields a first, second, … team of the type. */
  teamChances: Record<number, number[]>;
  levels: Record<number, LevelPlan[]>;
  pastSeasons: number;
  articles: number;
}

const flexible = (rank: number, size: number): LevelPlan => ({ rank, groups: null, size });
const fixed = (rank: number, groups: number, size: number): LevelPlan => ({ rank, groups, size });

export const PRESETS: Record<DemoPreset, Preset> = {
  small: {
    name: "small",
    bezirke: ["Oberbayern"],
    clubsPerKreis: 8,
    teamChances: {
      [TEAM_TYPE.men]: [1, 0.55],
      [TEAM_TYPE.menOver32]: [0.3],
      [TEAM_TYPE.women]: [0.3],
      [TEAM_TYPE.aYouth]: [0.3],
      [TEAM_TYPE.cYouth]: [0.35],
      [TEAM_TYPE.eYouth]: [0.5],
      [TEAM_TYPE.gYouth]: [0.4],
    },
    levels: {
      [TEAM_TYPE.men]: [fixed(1, 1, 10), fixed(4, 1, 10), flexible(5, 10)],
      [TEAM_TYPE.menOver32]: [flexible(1, 10)],
      [TEAM_TYPE.women]: [flexible(3, 10)],
      [TEAM_TYPE.aYouth]: [flexible(2, 10)],
      [TEAM_TYPE.cYouth]: [flexible(2, 10)],
      [TEAM_TYPE.eYouth]: [flexible(1, 8)],
      [TEAM_TYPE.gYouth]: [flexible(1, 8)],
    },
    pastSeasons: 2,
    articles: 12,
  },
  demo: {
    name: "demo",
    bezirke: null,
    clubsPerKreis: 20,
    teamChances: {
      [TEAM_TYPE.men]: [1, 0.55, 0.1],
      [TEAM_TYPE.menOver32]: [0.25],
      [TEAM_TYPE.women]: [0.22],
      [TEAM_TYPE.aYouth]: [0.3],
      [TEAM_TYPE.bYouth]: [0.3],
      [TEAM_TYPE.cYouth]: [0.4],
      [TEAM_TYPE.dYouth]: [0.45],
      [TEAM_TYPE.eYouth]: [0.5],
      [TEAM_TYPE.fYouth]: [0.4],
      [TEAM_TYPE.gYouth]: [0.3],
      [TEAM_TYPE.bGirls]: [0.1],
    },
    levels: {
      [TEAM_TYPE.men]: [
        fixed(1, 1, 18),
        fixed(2, 2, 16),
        fixed(3, 4, 16),
        fixed(4, 1, 14),
        fixed(5, 1, 11),
        flexible(6, 12),
      ],
      [TEAM_TYPE.menOver32]: [flexible(1, 12)],
      [TEAM_TYPE.women]: [fixed(1, 1, 12), flexible(3, 12)],
      [TEAM_TYPE.aYouth]: [fixed(1, 1, 12), flexible(2, 12)],
      [TEAM_TYPE.bYouth]: [fixed(1, 1, 12), flexible(2, 12)],
      [TEAM_TYPE.cYouth]: [fixed(1, 1, 12), flexible(2, 12)],
      [TEAM_TYPE.dYouth]: [flexible(1, 12)],
      [TEAM_TYPE.eYouth]: [flexible(1, 10)],
      [TEAM_TYPE.fYouth]: [flexible(1, 10)],
      [TEAM_TYPE.gYouth]: [flexible(1, 10)],
      [TEAM_TYPE.bGirls]: [flexible(1, 10)],
    },
    pastSeasons: 2,
    articles: 40,
  },
  full: {
    name: "full",
    bezirke: null,
    clubsPerKreis: 200,
    teamChances: {
      [TEAM_TYPE.men]: [1, 0.55, 0.12],
      [TEAM_TYPE.menOver32]: [0.25],
      [TEAM_TYPE.women]: [0.2],
      [TEAM_TYPE.aYouth]: [0.3],
      [TEAM_TYPE.bYouth]: [0.38],
      [TEAM_TYPE.cYouth]: [0.5],
      [TEAM_TYPE.dYouth]: [0.55, 0.15],
      [TEAM_TYPE.eYouth]: [0.65, 0.2],
      [TEAM_TYPE.fYouth]: [0.5, 0.1],
      [TEAM_TYPE.gYouth]: [0.4],
      [TEAM_TYPE.bGirls]: [0.08],
    },
    levels: {
      [TEAM_TYPE.men]: [
        fixed(1, 1, 18),
        fixed(2, 2, 18),
        fixed(3, 5, 17),
        fixed(4, 2, 16),
        fixed(5, 2, 14),
        fixed(6, 4, 14),
        fixed(7, 5, 13),
        fixed(8, 5, 12),
        flexible(9, 12),
      ],
      [TEAM_TYPE.menOver32]: [flexible(1, 12)],
      [TEAM_TYPE.women]: [fixed(1, 1, 12), fixed(2, 2, 12), fixed(3, 1, 12), flexible(4, 12)],
      [TEAM_TYPE.aYouth]: [fixed(1, 1, 14), fixed(2, 1, 12), flexible(3, 12)],
      [TEAM_TYPE.bYouth]: [fixed(1, 1, 14), fixed(2, 1, 12), flexible(3, 12)],
      [TEAM_TYPE.cYouth]: [fixed(1, 1, 14), fixed(2, 1, 12), fixed(3, 1, 12), flexible(4, 12)],
      [TEAM_TYPE.dYouth]: [fixed(1, 1, 12), fixed(2, 1, 12), flexible(3, 12)],
      [TEAM_TYPE.eYouth]: [flexible(1, 10)],
      [TEAM_TYPE.fYouth]: [flexible(1, 10)],
      [TEAM_TYPE.gYouth]: [flexible(1, 10)],
      [TEAM_TYPE.bGirls]: [flexible(1, 10)],
    },
    pastSeasons: 2,
    articles: 200,
  },
};
