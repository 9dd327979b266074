import { clubLink, competitionLink } from "@/lib/links";
import { PushButton } from "../push/push-button";
import { FavoriteButton } from "../session/favorite-button";
import { AppLink } from "../ui/app-link";
import { Crest } from "../ui/crest";
import { currentCompetition, logoIdOf, type TeamProfile } from "./team-types";
import "./teams.css";

/** The team's name with its club's crest, the club (linked), team type and season, and its current competition. */
export function TeamHeader({ profile, seasonLabel }: { profile: TeamProfile; seasonLabel: string }) {
  const clubHref = clubLink({ id: profile.clubId, name: profile.clubName });
  const competition = currentCompetition(profile);
  return (
    <header className="team__header">
      <Crest logoId={logoIdOf(profile.clubLogoUrl)} clubName={profile.clubName} size="large" isPriority />
      <div>
        <h1 className="team__name">{profile.teamName}</h1>
        <FavoriteButton kind="team" id={profile.teamPermanentId} name={profile.teamName} />
        <PushButton objectRef={profile.teamPermanentId} referenceType="team" label="dieser Mannschaft" />
        <p className="team__meta">
          {profile.teamType} · Saison {seasonLabel}
        </p>
        <dl className="team__facts">
          <dt>Verein</dt>
          <dd>{clubHref ? <AppLink href={clubHref}>{profile.clubName}</AppLink> : profile.clubName}</dd>
          {competition ? (
            <>
              <dt>Wettbewerb</dt>
              <dd>
                <AppLink
                  href={competitionLink({
                    id: competition.compoundId,
                    name: competition.name,
                    isTopLeague: competition.isTopLeague,
                  })}
                >
                  {competition.name}
                </AppLink>
              </dd>
            </>
          ) : null}
        </dl>
      </div>
    </header>
  );
}
