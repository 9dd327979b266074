// Made on first use: loading the time zone's data costs a phone's browser some 30 ms, also on pages that import this
// package and never show a kickoff time.
let berlinTime: Intl.DateTimeFormat | undefined;
const berlinTimeOptions: Intl.DateTimeFormatOptions = {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Europe/Berlin",
};

/** Kickoff time as the association's pages show it: Berlin time, or `**` while the time is open. */
export function formatKickoffTime(kickoffAt: string | null, isKickoffTimeKnown = true): string {
  if (kickoffAt === null || !isKickoffTimeKnown) return "**";
  const instant = new Date(kickoffAt);
  if (Number.isNaN(instant.getTime())) return "**";
  berlinTime ??= new Intl.DateTimeFormat("de-DE", berlinTimeOptions);
  return berlinTime.format(instant);
}
