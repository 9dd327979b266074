import type { ClubInfo } from "@spielfeld/api-client";
import { clubLink } from "@/lib/links";
import { AppLink } from "../ui/app-link";
import { SmartLink } from "../ui/smart-link";
import { surfaceLabel } from "./venue-surface";
import "./clubs.css";

/** A website as clubs enter it (`www.example.de`) becomes a full address. */
export function websiteHref(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

/** Only colours the API gives as CSS hex values reach the style attribute. */
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function ClubFacts({ info }: { info: ClubInfo }) {
  const colours = info.colors.filter((colour) => HEX_COLOUR.test(colour));
  return (
    <section className="club__section club__card" aria-labelledby="club-facts-title">
      <h2 id="club-facts-title">Steckbrief</h2>
      <dl className="club__facts">
        <dt>Vereinsnummer</dt>
        <dd>{info.number}</dd>
        {info.foundedYear ? (
          <>
            <dt>Gegründet</dt>
            <dd>{info.foundedYear}</dd>
          </>
        ) : null}
        <dt>Verband</dt>
        <dd>{info.association.name}</dd>
        {info.kreis ? (
          <>
            <dt>Kreis</dt>
            <dd>{info.kreis}</dd>
          </>
        ) : null}
        {colours.length > 0 ? (
          <>
            <dt>Vereinsfarben</dt>
            <dd>
              <span className="club__colours">
                {colours.map((colour) => (
                  <span
                    key={colour}
                    className="club__colour"
                    // A club's own colours are data, not part of the site's palette.
                    style={{ backgroundColor: colour }}
                    title={colour}
                  />
                ))}
              </span>
              <span className="visually-hidden">{colours.join(", ")}</span>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

function addressLines(place: { street: string | null; postalCode: string | null; city: string | null }): string[] {
  return [place.street, [place.postalCode, place.city].filter(Boolean).join(" ")].filter((line): line is string =>
    Boolean(line),
  );
}

export function ClubContact({ info }: { info: ClubInfo }) {
  const address = addressLines(info.address);
  return (
    <section id="kontakt" data-section-target className="club__section club__card" aria-labelledby="club-contact-title">
      <h2 id="club-contact-title">Kontakt</h2>
      <dl className="club__facts">
        {address.length > 0 ? (
          <>
            <dt>Anschrift</dt>
            <dd>
              {address.map((line) => (
                <span key={line} className="club__line">
                  {line}
                </span>
              ))}
            </dd>
          </>
        ) : null}
        {info.contact.name ? (
          <>
            <dt>Ansprechpartner</dt>
            <dd>{info.contact.name}</dd>
          </>
        ) : null}
        {info.contact.phone ? (
          <>
            <dt>Telefon</dt>
            <dd>
              <a href={`tel:${info.contact.phone.replace(/[^\d+]/g, "")}`}>{info.contact.phone}</a>
            </dd>
          </>
        ) : null}
        {info.email ? (
          <>
            <dt>E-Mail</dt>
            <dd>
              <a href={`mailto:${info.email}`}>{info.email}</a>
            </dd>
          </>
        ) : null}
        {info.url ? (
          <>
            <dt>Internet</dt>
            <dd>
              <SmartLink href={websiteHref(info.url)}>{info.url.replace(/^https?:\/\//i, "")}</SmartLink>
            </dd>
          </>
        ) : null}
      </dl>
      {info.email ? (
        <p>
          <AppLink href={`${clubLink(info)}/nachricht`}>Nachricht an den Verein schreiben</AppLink>
        </p>
      ) : null}
    </section>
  );
}

function mapHref(name: string, lines: string[]): string {
  const query = lines.length > 0 ? lines.join(", ") : name;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

export function ClubVenues({ info }: { info: ClubInfo }) {
  if (info.venues.length === 0) return null;
  return (
    <section id="spielstaetten" data-section-target className="club__section" aria-labelledby="club-venues-title">
      <h2 id="club-venues-title">Spielstätten</h2>
      <ul className="club__venues">
        {info.venues.map((venue) => {
          const lines = addressLines(venue);
          return (
            <li key={venue.id} className="club__card">
              <h3 className="club__venue-name">{venue.name}</h3>
              <p className="club__meta">
                {[venue.main ? "Hauptplatz" : null, surfaceLabel(venue.surface)].filter(Boolean).join(" · ")}
              </p>
              {lines.length > 0 ? (
                <p className="club__address">
                  {lines.map((line) => (
                    <span key={line} className="club__line">
                      {line}
                    </span>
                  ))}
                </p>
              ) : null}
              <SmartLink className="club__map" href={mapHref(venue.name, lines)}>
                {venue.name} auf der Karte
              </SmartLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
