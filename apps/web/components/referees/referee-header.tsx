import { formatDate } from "@/lib/dates";
import { clubLink } from "@/lib/links";
import { AppLink } from "../ui/app-link";
import { Crest } from "../ui/crest";
import { type RefereeProfile, refereeName } from "./referee-types";
import "./referees.css";

function mediaIdOf(url: string | null): string | null {
  const match = url ? /\/getMediaImage\/id\/([^/?#]+)/.exec(url) : null;
  return match ? decodeURIComponent(match[1]!) : null;
}

/** Name, club (linked), level and the year since which the referee is active; birth date and nationality as shown. */
export function RefereeHeader({ referee }: { referee: RefereeProfile }) {
  const { profile, club } = referee;
  const clubHref = club ? clubLink({ id: club.id, name: club.name }) : null;
  return (
    <header className="referee__header">
      <h1 className="referee__name">{refereeName(referee)}</h1>
      <p className="referee__meta">Schiedsrichter{profile.nickname ? ` · „${profile.nickname}“` : ""}</p>
      <dl className="referee__facts">
        {club ? (
          <div className="referee__fact">
            <dt>Verein</dt>
            <dd className="referee__club">
              <Crest logoId={mediaIdOf(club.logoUrl)} clubName={club.name} />
              {clubHref ? <AppLink href={clubHref}>{club.name}</AppLink> : club.name}
            </dd>
          </div>
        ) : null}
        <div className="referee__fact">
          <dt>Höchste Spielklasse</dt>
          <dd>{profile.level}</dd>
        </div>
        <div className="referee__fact">
          <dt>Aktiv seit</dt>
          <dd>{profile.activeSince}</dd>
        </div>
        {profile.dateOfBirth ? (
          <div className="referee__fact">
            <dt>Geburtsdatum</dt>
            <dd>{formatDate(profile.dateOfBirth)}</dd>
          </div>
        ) : null}
        {profile.nationality ? (
          <div className="referee__fact">
            <dt>Nationalität</dt>
            <dd>{profile.nationality}</dd>
          </div>
        ) : null}
      </dl>
    </header>
  );
}
