import type { Metadata } from "next";
import { Suspense } from "react";
import { surfaceLabel } from "../../../../../../components/clubs/venue-surface";
import { MatchList } from "../../../../../../components/matches/match-list";
import { AppLink } from "../../../../../../components/ui/app-link";
import { Crest } from "../../../../../../components/ui/crest";
import { SmartLink } from "../../../../../../components/ui/smart-link";
import { StructuredData } from "../../../../../../components/ui/structured-data";
import { env } from "../../../../../../lib/env";
import { competitionLink, teamLink } from "../../../../../../lib/links";
import { pageMetadata } from "../../../../../../lib/metadata";
import { ClubSuccess } from "./club-success";
import {
  type ClubInfo,
  clubPath,
  type FixturesPage,
  fixturesPageHref,
  loadClub,
  loadFixtures,
  redirectUnlessCanonical,
} from "./load-club";
import { clubStructuredData, websiteHref } from "./structured-data";
import "./club.css";

export async function clubMetadata(idSegment: string, page?: number): Promise<Metadata> {
  const info = await loadClub(idSegment);
  if (page !== undefined) await loadFixtures(info.id, page);
  const place = [info.kreis, info.association.shortName].filter(Boolean).join(", ");
  const path = clubPath(info);
  return pageMetadata({
    titleParts: [info.name, page === undefined ? "" : `Spiele, Seite ${page}`, "Vereine"],
    description:
      page === undefined
        ? `${info.name}${place ? ` (${place})` : ""}: Mannschaften, Spielplan und Ergebnisse, Spielstätten, Kontakt und Erfolge des Vereins.`
        : `${info.name}: Spiele und Ergebnisse aller Mannschaften in der Saison ${info.season.label}, Seite ${page}.`,
    path: page === undefined ? path : fixturesPageHref(path, page),
    // The pages of the fixtures are states of the club page; only the page itself is listed.
    allowRobotsIndex: page === undefined,
  });
}

/** The club page; with a page number it shows that page of the fixtures instead of today's. */
export async function ClubPage({
  nameSegment,
  idSegment,
  page,
}: {
  nameSegment: string;
  idSegment: string;
  page?: number;
}) {
  const info = await loadClub(idSegment);
  const path = clubPath(info);
  redirectUnlessCanonical(info, nameSegment, page === undefined ? path : fixturesPageHref(path, page));
  const fixtures = await loadFixtures(info.id, page);
  return (
    <div className="page club">
      <StructuredData data={clubStructuredData(info, `${env().siteUrl}${path}`)} />
      <header className="club__header">
        <Crest logoId={info.logoId} clubName={info.name} size="large" isPriority />
        <div>
          <h1 className="club__name">{info.name}</h1>
          <p className="club__meta">
            {[info.kreis ? `Kreis ${info.kreis}` : null, info.association.name].filter(Boolean).join(" · ")}
          </p>
        </div>
      </header>
      <div className="club__grid">
        <ClubFacts info={info} />
        <ClubContact info={info} />
      </div>
      <ClubVenues info={info} />
      <ClubTeams info={info} />
      <ClubFixtures info={info} path={path} fixtures={fixtures} />
      {/* Secondary and the longest part of the page: streamed, so the club's own data is not kept waiting. */}
      <Suspense fallback={<p role="status">Erfolge werden geladen …</p>}>
        <ClubSuccess clubId={info.id} />
      </Suspense>
    </div>
  );
}

/** Only colours the API gives as CSS hex values reach the style attribute. */
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function ClubFacts({ info }: { info: ClubInfo }) {
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

function ClubContact({ info }: { info: ClubInfo }) {
  const address = addressLines(info.address);
  return (
    <section className="club__section club__card" aria-labelledby="club-contact-title">
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
    </section>
  );
}

function mapHref(name: string, lines: string[]): string {
  const query = lines.length > 0 ? lines.join(", ") : name;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

function ClubVenues({ info }: { info: ClubInfo }) {
  if (info.venues.length === 0) return null;
  return (
    <section className="club__section" aria-labelledby="club-venues-title">
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

const TEAM_GROUPS = [
  { key: "championship", title: "Meisterschaft und Pokal" },
  { key: "indoor", title: "Halle" },
  { key: "futsal", title: "Futsal" },
  { key: "beach", title: "Beachsoccer" },
] as const;

function ClubTeams({ info }: { info: ClubInfo }) {
  const groups = TEAM_GROUPS.map((group) => ({ ...group, teams: info.teams[group.key] })).filter(
    (group) => group.teams.length > 0,
  );
  return (
    <section className="club__section" aria-labelledby="club-teams-title">
      <h2 id="club-teams-title">Mannschaften</h2>
      <p className="club__meta">Saison {info.season.label}</p>
      {groups.length === 0 ? <p>In dieser Saison hat der Verein keine Mannschaft gemeldet.</p> : null}
      <div className="club__team-groups">
        {groups.map((group) => (
          <section key={group.key} className="club__team-group" aria-labelledby={`club-teams-${group.key}`}>
            <h3 id={`club-teams-${group.key}`}>{group.title}</h3>
            <ul className="club__teams">
              {group.teams.map((team) => {
                const href = teamLink({ id: team.teamId, clubId: team.clubId, name: team.teamName });
                return (
                  <li key={team.teamId} className="club__team">
                    {href ? (
                      <AppLink className="club__team-name" href={href}>
                        {team.teamName}
                      </AppLink>
                    ) : (
                      <span className="club__team-name">{team.teamName}</span>
                    )}
                    <span className="club__meta">
                      {team.teamTypeName}
                      {team.withdrawn ? " · zurückgezogen" : ""}
                    </span>
                    {team.competitions.length > 0 ? (
                      <ul className="club__competitions">
                        {team.competitions.map((competition) => (
                          <li key={competition.compoundId}>
                            <AppLink href={competitionLink({ id: competition.compoundId })}>{competition.name}</AppLink>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}

function ClubFixtures({ info, path, fixtures }: { info: ClubInfo; path: string; fixtures: FixturesPage }) {
  const { index, todayIndex, count } = fixtures;
  const pageHref = (target: number) => (target === todayIndex ? `${path}#spiele` : fixturesPageHref(path, target + 1));
  return (
    <section id="spiele" className="club__section" aria-labelledby="club-fixtures-title">
      <h2 id="club-fixtures-title">Spiele und Ergebnisse</h2>
      <p className="club__meta">
        Alle Mannschaften, Saison {info.season.label}
        {count > 1 ? ` · Seite ${index + 1} von ${count}` : ""}
      </p>
      {count > 1 ? (
        <nav className="club__paging" aria-label="Seiten der Spiele">
          {index > 0 ? (
            <AppLink className="club__paging-step" href={pageHref(index - 1)} rel="prev">
              <span aria-hidden="true">‹</span> Frühere Spiele
            </AppLink>
          ) : (
            <span />
          )}
          {index !== todayIndex ? (
            <AppLink className="club__paging-step" href={`${path}#spiele`}>
              Aktuelle Spiele
            </AppLink>
          ) : (
            <span />
          )}
          {index < count - 1 ? (
            <AppLink className="club__paging-step club__paging-step--next" href={pageHref(index + 1)} rel="next">
              Spätere Spiele <span aria-hidden="true">›</span>
            </AppLink>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
      <MatchList
        matches={fixtures.matches}
        showCompetition
        label={`Spiele aller Mannschaften${count > 1 ? `, Seite ${index + 1} von ${count}` : ""}`}
      />
    </section>
  );
}
