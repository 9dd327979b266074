import { createHash } from "node:crypto";
import { hash } from "@node-rs/argon2";
import {
  articles,
  favorites,
  marketingConsents,
  playerProfileClaims,
  teamAdminRights,
  userFeatures,
  users,
} from "../db/schema/index.js";
import { TERMS_VERSION } from "../modules/accounts/accounts.service.js";
import type { GeneratorContext } from "./context.js";
import type { Competition } from "./leagues.js";
import { type MatchReportText, writeMatchReport } from "./match-reports.js";
import type { Match } from "./matches.js";
import type { Random } from "./random.js";
import type { World } from "./world.js";

/** Demo accounts, one per role; the README lists them. */
export const DEMO_ACCOUNTS = [
  { email: "fan@spielfeld.example", nickname: "Fan-Demo", role: "fan" },
  { email: "spieler@spielfeld.example", nickname: "Spieler-Demo", role: "player" },
  { email: "schiri@spielfeld.example", nickname: "Schiri-Demo", role: "referee" },
  { email: "teamadmin@spielfeld.example", nickname: "Teamadmin-Demo", role: "team_admin" },
  { email: "promateur@spielfeld.example", nickname: "Promateur-Demo", role: "promateur" },
] as const;
export const DEMO_PASSWORD = "Anstoss-2026!";

/** A deterministic UUID (v4 layout) from the demo PRNG. */
export function uuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16)).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

interface NewsTopic {
  title: string;
  intro: string;
  category: string;
  /** The article's text after its teaser (the page shows the teaser above it). */
  body: string;
  /** The same topic in one Kreis or Bezirk ("im Kreis Inn/Salzach"): more articles than topics differ by area. */
  regional: (area: string) => { title: string; intro: string };
}

const NEWS_TOPICS: readonly NewsTopic[] = [
  {
    title: "Schiedsrichter gesucht: Neuer Anwärterlehrgang startet",
    intro: "Der Verband lädt alle Interessierten ab 12 Jahren zum nächsten Neulingskurs ein.",
    category: "Schiedsrichter",
    body: "Der Lehrgang umfasst Regelkunde, Praxisabende und eine Prüfung; danach leiten die neuen Schiedsrichter ihre ersten Jugendspiele mit einem Paten an der Seite.",
    regional: (area) => ({
      title: `Schiedsrichter gesucht: Anwärterlehrgang ${area}`,
      intro: `Auch ${area} beginnt ein Neulingskurs für alle Interessierten ab 12 Jahren.`,
    }),
  },
  {
    title: "Hallensaison: Termine der Bezirksmeisterschaften stehen fest",
    intro: "Die Spielleiter haben die Spielorte und Termine für die Hallenrunde veröffentlicht.",
    category: "Spielbetrieb",
    body: "Gespielt wird nach den Futsal-Regeln; die Vereine melden ihre Mannschaften bis Mitte Dezember über das Vereinsportal.",
    regional: (area) => ({
      title: `Hallenrunde ${area}: Spielorte und Termine`,
      intro: `Der Spielleiter hat die Vorrunden ${area} eingeteilt.`,
    }),
  },
  {
    title: "Ehrenamtspreis: Jetzt Vorschläge einreichen",
    intro: "Vereine können bis Jahresende Ehrenamtliche für den Preis des Verbandes vorschlagen.",
    category: "Verbandsleben",
    body: "Ausgezeichnet werden Menschen, die sich über Jahre als Betreuer, Platzwart, Kassier oder Jugendleiter um ihren Verein verdient gemacht haben.",
    regional: (area) => ({
      title: `Ehrenamtspreis ${area} verliehen`,
      intro: `Zwölf Ehrenamtliche ${area} wurden für ihren Einsatz in ihren Vereinen geehrt.`,
    }),
  },
  {
    title: "Trainerausbildung: Neue Kurse zur C-Lizenz",
    intro: "Im Frühjahr beginnen in allen Bezirken neue Lehrgänge für die Trainer-C-Lizenz.",
    category: "Ausbildung",
    body: "Die Ausbildung dauert 120 Lerneinheiten in Präsenz und online; Voraussetzung sind ein Erste-Hilfe-Kurs und ein Mindestalter von 16 Jahren.",
    regional: (area) => ({
      title: `C-Lizenz ${area}: Lehrgang ausgebucht`,
      intro: `Alle Plätze des Lehrgangs ${area} sind vergeben; ein zweiter Kurs ist geplant.`,
    }),
  },
  {
    title: "Kinderfußball: Neue Spielformen bewähren sich",
    intro: "Ein Jahr nach der Einführung ziehen Trainer und Eltern eine positive Bilanz.",
    category: "Kinderfußball",
    body: "Auf kleinen Feldern mit vier Minitoren kommen alle Kinder öfter an den Ball; Tabellen gibt es bis zur E-Jugend bewusst nicht.",
    regional: (area) => ({
      title: `Spielfest der Kleinsten ${area}`,
      intro: `Mehr als 60 Mannschaften der G- und F-Jugend spielten ${area} in den neuen Spielformen.`,
    }),
  },
  {
    title: "Pokal: Auslosung der nächsten Runde",
    intro: "Die Paarungen der Kreispokal-Wettbewerbe stehen fest.",
    category: "Pokal",
    body: "Gespielt wird im K.-o.-System; steht es nach 90 Minuten unentschieden, folgt sofort das Elfmeterschießen.",
    regional: (area) => ({
      title: `Pokalauslosung ${area}: Die Paarungen`,
      intro: `Die Lose für die nächste Pokalrunde ${area} sind gezogen.`,
    }),
  },
  {
    title: "Frauenfußball: Rekord bei den Mannschaftsmeldungen",
    intro: "So viele Frauen- und Mädchenteams wie nie zuvor nehmen am Spielbetrieb teil.",
    category: "Frauenfußball",
    body: "Besonders bei den Juniorinnen wächst die Zahl der Mannschaften; neue Spielgemeinschaften machen es auch kleinen Vereinen möglich, ein Team zu melden.",
    regional: (area) => ({
      title: `Frauenfußball ${area}: Neue Mannschaften gemeldet`,
      intro: `${area.replace(/^im /, "Im ")} spielen in dieser Saison mehr Frauen- und Mädchenteams als im Vorjahr.`,
    }),
  },
  {
    title: "Fair Play: Auszeichnung für vorbildliches Verhalten",
    intro: "Der Verband würdigt Spieler, die auf dem Platz Fairness über den Sieg gestellt haben.",
    category: "Fair Play",
    body: "Vorschläge kommen von Schiedsrichtern, Gegnern und Zuschauern; die Geehrten erhalten eine Urkunde und einen Trainingsball für ihren Verein.",
    regional: (area) => ({
      title: `Fair-Play-Geste ${area} ausgezeichnet`,
      intro: `Ein Spieler ${area} zeigte dem Schiedsrichter ein Handspiel an, das zum eigenen Tor geführt hätte.`,
    }),
  },
];

async function emitUsers(
  context: GeneratorContext,
  world: World,
  random: Random,
  extras: {
    playerId?: string;
    playerClubId?: string;
    refereeId?: string;
    competition?: Competition;
    reportedMatch?: Match;
  },
): Promise<void> {
  const { playerId: squadPlayerId, refereeId, competition: favouriteCompetition } = extras;
  const salt = createHash("sha256").update(`${context.options.seed}:password-salt`).digest().subarray(0, 16);
  const passwordHash = await hash(DEMO_PASSWORD, { salt });
  const created = new Date(`${context.currentSeason.startsOn}T09:00:00Z`);
  // The team admin's team plays later on the demo date, so the demo has a match to report live.
  const adminTeam = extras.reportedMatch?.home ?? world.teams.find((team) => team.teamTypeId === 1);
  for (const account of DEMO_ACCOUNTS) {
    const id = uuid(random);
    const [firstName, lastName] = [
      random.pick(["Alex", "Sam", "Kim", "Robin", "Maxi"]),
      random.pick(["Huber", "Maier", "Bauer"]),
    ];
    await context.emit(users, {
      id,
      email: account.email,
      passwordHash,
      nickname: account.nickname,
      firstName,
      lastName,
      gender: "diverse",
      dateOfBirth: "1990-05-17",
      postalCode: "80331",
      city: "München",
      playerId: account.role === "player" ? (squadPlayerId ?? null) : null,
      refereeId: account.role === "referee" ? (refereeId ?? null) : null,
      activatedAt: created,
      termsAcceptedAt: created,
      termsVersion: TERMS_VERSION,
      createdAt: created,
    });
    if (account.role === "promateur")
      await context.emit(userFeatures, { userId: id, feature: "promateur", grantedAt: created });
    // The demo player agreed to the promateur tier when registering (docs/promateur.md).
    if (account.role === "player" && squadPlayerId && extras.playerClubId)
      await context.emit(playerProfileClaims, {
        id: context.random.fork("demo-player-claim").id(),
        userId: id,
        playerId: squadPlayerId,
        clubId: extras.playerClubId,
        position: null,
        agreesToPromateur: true,
        createdAt: created,
        activatedAt: created,
      });
    if (account.role === "team_admin" && adminTeam)
      await context.emit(teamAdminRights, { userId: id, teamId: adminTeam.id, grantedAt: created });
    await context.emit(marketingConsents, {
      id: random.id(),
      userId: id,
      isAgreed: account.role === "fan",
      requestedAt: created,
      confirmedAt: created,
      source: "registration",
    });
    if (account.role === "fan") {
      const club = world.clubs[0]!;
      const entries: [string, string][] = [
        ["club", club.id],
        ["association", world.associationId],
      ];
      if (adminTeam) entries.push(["team", adminTeam.id]);
      if (favouriteCompetition) entries.push(["competition", favouriteCompetition.id]);
      if (squadPlayerId) entries.push(["player", squadPlayerId]);
      for (const [kind, objectId] of entries)
        await context.emit(favorites, { userId: id, kind, objectId, createdAt: created });
    }
  }
}

/** The report of a played match of the demo (its teams and score are set). */
function reportText(match: Match): MatchReportText {
  return writeMatchReport({
    home: match.home!.name,
    guest: match.guest!.name,
    homeGoals: match.homeGoals!,
    guestGoals: match.guestGoals!,
    homeGoalsHalftime: match.homeGoalsHalftime,
    guestGoalsHalftime: match.guestGoalsHalftime,
    matchday: match.matchday,
    competitionName: match.competition.name,
    spectators: match.spectators,
  });
}

/** News, match reports of every content type and the demo accounts (content pages are Markdown: content/). */
export async function generateContent(
  context: GeneratorContext,
  world: World,
  topMatches: Match[],
  extras: {
    playerId?: string;
    playerClubId?: string;
    refereeId?: string;
    competition?: Competition;
    reportedMatch?: Match;
  },
): Promise<void> {
  const random = context.random.fork("content");
  const { emit } = context;
  const now = context.now.getTime();
  // The areas a regional article is about: every Kreis, then every Bezirk ("im Kreis Inn/Salzach").
  const areas = [...world.kreise, ...world.bezirke].map((area) => `im ${area.label}`);
  for (let i = 0; i < context.preset.articles; i += 1) {
    const topic = NEWS_TOPICS[i % NEWS_TOPICS.length]!;
    const round = Math.floor(i / NEWS_TOPICS.length);
    const area = round === 0 ? undefined : areas[(round - 1) % areas.length];
    const { title, intro } = area === undefined ? topic : topic.regional(area);
    const category = topic.category;
    await emit(articles, {
      id: uuid(random),
      associationId: world.associationId,
      contentType: "CMS_NEWS",
      slug: title
        .toLowerCase()
        .replace(/ä/g, "ae")
        .replace(/ö/g, "oe")
        .replace(/ü/g, "ue")
        .replace(/ß/g, "ss")
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, ""),
      title,
      introText: intro,
      body: `${topic.body} Weitere Informationen erhalten Vereine über ihre Kreis-Spielleiter und im Verbandsportal.`,
      category,
      channelId: "verband",
      // The bulk writer takes its columns from a table's first row, and the match reports below set these.
      matchId: null,
      teamId: null,
      authorName: "Redaktion BAFV",
      publishedAt: new Date(now - (i + 1) * 26 * 3600_000),
    });
  }
  const played = topMatches.filter((match) => match.status === "finished" && match.home && match.guest);
  const upcoming = topMatches.filter((match) => match.status === "scheduled" && match.home && match.guest);
  const reportTypes = [
    "MATCH_REPORT",
    "MATCH_REPORT_GC",
    "MATCH_REPORT_UGC",
    "CLOSING_MATCH_REPORT_GC",
    "TEAM_NEWS",
    "USER_POST",
  ] as const;
  for (const [index, match] of played.slice(-reportTypes.length * 2).entries()) {
    const contentType = reportTypes[index % reportTypes.length]!;
    const text = reportText(match);
    await emit(articles, {
      id: uuid(random),
      associationId: world.associationId,
      contentType,
      slug: `spielbericht-${match.id.toLowerCase()}`,
      title: text.title,
      introText: text.intro,
      body: text.body,
      category: "Spielbericht",
      matchId: match.id,
      teamId: contentType === "TEAM_NEWS" ? match.home!.id : null,
      authorName: contentType === "USER_POST" ? "Fan-Demo" : "Redaktion",
      publishedAt: new Date(match.kickoffAt!.getTime() + 3 * 3600_000),
    });
  }
  for (const match of upcoming.slice(0, 3)) {
    await emit(articles, {
      id: uuid(random),
      associationId: world.associationId,
      contentType: "PREVIEW_MATCH_REPORT_GC",
      slug: `vorbericht-${match.id.toLowerCase()}`,
      title: `Vorschau: ${match.home!.name} empfängt ${match.guest!.name}`,
      introText: `Am ${match.matchday}. Spieltag der ${match.competition.name} kommt es zum Duell.`,
      body: "Beide Mannschaften gehen mit Selbstvertrauen in die Partie.",
      category: "Vorbericht",
      matchId: match.id,
      authorName: "Redaktion",
      publishedAt: new Date(now - 3600_000),
    });
  }
  await emitUsers(context, world, random, extras);
}
