/** The statistic types a referee chooses to show (referee_statistic_types), with their German names. */
export const STATISTIC_TYPES = [
  { id: 1, name: "Einsätze" },
  { id: 2, name: "Tore pro Spiel" },
  { id: 3, name: "Karten" },
] as const;

/** The youngest age at which a referee profile can be registered (referee courses start at 12). */
export const REFEREE_MINIMUM_AGE = 12;
