import type { MatchEvent } from "@spielfeld/api-client";
import type { ComponentType, ReactNode } from "react";
import { playerLink } from "@/lib/links";

/** What each kind of event is called on a match report. */
export const EVENT_LABELS: Record<number, string> = {
  [-2]: "Einwechslung",
  [-1]: "Auswechslung",
  2: "Gelbe Karte",
  3: "Rote Karte",
  4: "Gelb-Rote Karte",
  7: "Tor",
  8: "Eigentor",
  9: "Elfmetertor",
  13: "Zeitstrafe",
};

/** The minute an event happened in (`67.`, `45.+2`). */
export function eventMinute(event: MatchEvent): string {
  return event.addedMinute ? `${event.minute}.+${event.addedMinute}` : `${event.minute}.`;
}

/**
 * The events a report lists, in the order they happened. A substitution comes as a pair (in, out): the entry for the
 * player coming in names the one going out, so the entry going out is left out.
 */
export function shownEvents(events: readonly MatchEvent[]): MatchEvent[] {
  const pairedOut = new Set(
    events
      .filter((event) => event.type === -2 && event.relatedPlayerName !== null)
      .map((event) => `${event.side}|${event.minute}|${event.relatedPlayerName}`),
  );
  return events.filter(
    (event) => event.type !== -1 || !pairedOut.has(`${event.side}|${event.minute}|${event.playerName}`),
  );
}

/** How a page links: the site's own links, or a widget's (which open in the widgets' window). */
export type EventLink = ComponentType<{ href: string; children: ReactNode }>;

/** A player's name, linked to the public profile (a named player's profile is public: privacy.ts, on the API). */
function PlayerName({ id, name, Link }: { id: string | null; name: string | null; Link: EventLink }) {
  if (name === null) return "Spieler ohne öffentliches Profil";
  const href = id ? playerLink({ playerId: id, firstname: name }) : null;
  return href ? <Link href={href}>{name}</Link> : name;
}

/** Who an event is about: the player, and for a substitution the player coming in for the one going out. */
export function EventText({ event, Link }: { event: MatchEvent; Link: EventLink }) {
  const player = <PlayerName id={event.playerId} name={event.playerName} Link={Link} />;
  if (event.type === -2 && event.relatedPlayerName) {
    return (
      <>
        {player} für <PlayerName id={event.relatedPlayerId} name={event.relatedPlayerName} Link={Link} />
      </>
    );
  }
  return player;
}
