const berlinTime = new Intl.DateTimeFormat("de-DE", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: "Europe/Berlin",
});

/** Kickoff time as the association's pages show it: Berlin time, or `**` while the time is open. */
export function formatKickoffTime(kickoffAt: string | null, isKickoffTimeKnown = true): string {
  if (kickoffAt === null || !isKickoffTimeKnown) return "**";
  const instant = new Date(kickoffAt);
  if (Number.isNaN(instant.getTime())) return "**";
  return berlinTime.format(instant);
}
