import type { ClubInfo } from "@spielfeld/api-client";
import { competitionLink, teamLink } from "@/lib/links";
import { AppLink } from "../ui/app-link";
import "./clubs.css";

const TEAM_GROUPS = [
  { key: "championship", title: "Meisterschaft und Pokal" },
  { key: "indoor", title: "Halle" },
  { key: "futsal", title: "Futsal" },
  { key: "beach", title: "Beachsoccer" },
] as const;

/** The season's teams by kind; a team links to its page only where lib/links allows it. */
export function ClubTeams({ info }: { info: ClubInfo }) {
  const groups = TEAM_GROUPS.map((group) => ({ ...group, teams: info.teams[group.key] })).filter(
    (group) => group.teams.length > 0,
  );
  return (
    <section id="mannschaften" data-section-target className="club__section" aria-labelledby="club-teams-title">
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
