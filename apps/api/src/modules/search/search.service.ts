import { toSlug } from "@spielfeld/football";
import type { Database } from "../../db/database.js";
import { foldSearchText } from "../../db/search-fold.js";
import { berlinDate } from "../../lib/berlin-day.js";
import { ApiError } from "../../plugins/errors.js";
import type { ServiceContext } from "../shared/context.js";
import type { LinkBase } from "../shared/links.js";
import { mediaUrl } from "../shared/links.js";
import { AGE_OF_CONSENT, visibleLogoId } from "../shared/privacy.js";
import * as repository from "./search.repository.js";
import {
  MIN_PEOPLE_TEXT_LENGTH,
  type ProfileRestriction,
  SEARCH_TOTAL_CAP,
  SEARCH_TYPE_LABELS,
  SEARCH_TYPES,
  type SearchGroupWire,
  type SearchPersonWire,
  type SearchProfilesResponse,
  type SearchResponse,
  type SearchType,
} from "./search.schemas.js";

export interface SearchRequest {
  text: string;
  types: string[] | undefined;
  offset: number;
  max: number;
}

/** The trimmed search text; nothing but blanks is no search. */
function searchTextOf(text: string): string {
  const trimmed = text.trim();
  if (trimmed === "") throw new ApiError("bad_request", 'Invalid path parameter "text": must not be empty');
  return trimmed;
}

/** The nearest matches a group ranks and counts: the cap, or past it up to one beyond the page. */
const candidatesFor = (request: repository.PageRequest) => Math.max(SEARCH_TOTAL_CAP, request.offset + request.max) + 1;

/** `types=person,club` and `types=person&types=club` alike; all types when none is given. */
export function parseTypes(values: string[] | undefined): SearchType[] {
  const named = (values ?? []).flatMap((value) => value.split(",")).map((value) => value.trim());
  const unknown = named.find((value) => !(SEARCH_TYPES as readonly string[]).includes(value));
  if (unknown !== undefined) {
    throw new ApiError(
      "bad_request",
      `Invalid query parameter "types": unknown type "${unknown}" (one of ${SEARCH_TYPES.join(", ")})`,
    );
  }
  return named.length === 0 ? [...SEARCH_TYPES] : SEARCH_TYPES.filter((type) => named.includes(type));
}

/** Born on or before this day is of age today in Germany: younger people are found only with a parent's consent. */
export function adultBornBy(now: Date): string {
  const today = berlinDate(now);
  const year = Number(today.slice(0, 4)) - AGE_OF_CONSENT;
  const isLeapYear = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = today.slice(5) === "02-29" && !isLeapYear ? "02-28" : today.slice(5);
  return `${String(year).padStart(4, "0")}-${day}`;
}

type PersonRow = Awaited<ReturnType<typeof repository.searchPeople>>["rows"][number];

function toPerson(row: PersonRow, links: LinkBase): SearchPersonWire {
  const isPlayer = row.kind === "player";
  return {
    kind: row.kind,
    nameSlug: toSlug(`${row.firstName} ${row.lastName}`),
    playerId: isPlayer ? row.id : null,
    userRef: isPlayer ? row.userRef : null,
    refereeId: isPlayer ? null : row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    clubId: row.clubId,
    clubName: row.clubName,
    clubLogoUrl: mediaUrl(links, visibleLogoId(row)),
  };
}

/** `page.total` may be counted beyond the cap (up to the page's end and one more), so `more` stays exact. */
const paging = (request: repository.PageRequest, page: repository.Page<unknown>) => ({
  offset: request.offset,
  max: request.max,
  total: Math.min(page.total, SEARCH_TOTAL_CAP),
  totalCapped: page.total > SEARCH_TOTAL_CAP,
  more: request.offset + page.rows.length < page.total,
});

const noPeople = { rows: [], total: 0 };

/** People need a few letters: a shorter text is near too many names to rank them sensibly. */
function searchPeople(
  db: Database,
  text: string,
  bornBy: string,
  kinds: ("player" | "referee")[],
  request: repository.PageRequest,
) {
  if (text.length < MIN_PEOPLE_TEXT_LENGTH) return noPeople;
  return repository.searchPeople(db, {
    text,
    adultBornBy: bornBy,
    kinds,
    candidates: candidatesFor(request),
    ...request,
  });
}

async function searchGroup(
  { db, now, links }: ServiceContext,
  type: SearchType,
  text: string,
  request: repository.PageRequest,
): Promise<SearchGroupWire> {
  const label = SEARCH_TYPE_LABELS[type];
  const group = { text, candidates: candidatesFor(request), ...request };
  if (type === "club") {
    const page = await repository.searchClubs(db, group);
    const items = page.rows.map((row) => ({
      id: row.id,
      name: row.name,
      nameSlug: toSlug(row.name),
      postalCode: row.postalCode,
      city: row.city,
      logoUrl: mediaUrl(links, visibleLogoId(row)),
      levelLabel: row.levelName,
    }));
    return { type, label, items, ...paging(request, page) };
  }
  if (type === "team") {
    const page = await repository.searchTeams(db, group);
    const items = page.rows.map((row) => ({
      teamPermanentId: row.id,
      name: row.name,
      nameSlug: toSlug(row.name),
      clubId: row.clubId,
      clubName: row.clubName,
      clubLogoUrl: mediaUrl(links, visibleLogoId(row)),
      teamTypeName: row.teamTypeName,
      levelLabel: row.levelName,
    }));
    return { type, label, items, ...paging(request, page) };
  }
  if (type === "competition") {
    const page = await repository.searchCompetitions(db, group);
    const items = page.rows.map((row) => ({
      id: row.id,
      name: row.name,
      nameSlug: toSlug(row.name),
      season: { id: row.seasonId, label: row.seasonLabel },
      teamType: row.teamTypeName,
      leagueLevel: row.leagueLevelName,
    }));
    return { type, label, items, ...paging(request, page) };
  }
  if (type === "person") {
    const page = await searchPeople(db, text, adultBornBy(now), ["player", "referee"], request);
    return { type, label, items: page.rows.map((row) => toPerson(row, links)), ...paging(request, page) };
  }
  const page = await repository.searchAssociations(db, group);
  return { type, label, items: page.rows.map(({ id, name }) => ({ id, name })), ...paging(request, page) };
}

/** The site search: one page per requested group, in the fixed order of the groups. */
export async function search(context: ServiceContext, request: SearchRequest): Promise<SearchResponse> {
  const query = searchTextOf(request.text);
  const text = foldSearchText(query);
  const types = parseTypes(request.types);
  const page = { offset: request.offset, max: request.max };
  const groups = await Promise.all(types.map((type) => searchGroup(context, type, text, page)));
  return { query, groups };
}

export interface ProfileSearchRequest {
  text: string;
  restriction: ProfileRestriction | undefined;
  offset: number;
  max: number;
}

/** Fans, players and referees by name; a restriction leaves the other two pages empty. */
export async function searchProfiles(
  { db, now, links }: ServiceContext,
  request: ProfileSearchRequest,
): Promise<SearchProfilesResponse> {
  const text = foldSearchText(searchTextOf(request.text));
  const page = { offset: request.offset, max: request.max };
  const bornBy = adultBornBy(now);
  const wanted = (restriction: ProfileRestriction) =>
    request.restriction === undefined || request.restriction === restriction;
  const none = { rows: [], total: 0 };
  const [fans, players, referees] = await Promise.all([
    wanted("fans") ? repository.searchFans(db, text, bornBy, page) : none,
    wanted("players") ? searchPeople(db, text, bornBy, ["player"], page) : none,
    wanted("referees") ? searchPeople(db, text, bornBy, ["referee"], page) : none,
  ]);
  return {
    fans: { items: fans.rows.map(({ nickname }) => ({ nickname })), restriction: "fans", ...paging(page, fans) },
    players: {
      items: players.rows.map((row) => toPerson(row, links)),
      restriction: "players",
      ...paging(page, players),
    },
    referees: {
      items: referees.rows.map((row) => toPerson(row, links)),
      restriction: "referees",
      ...paging(page, referees),
    },
  };
}
