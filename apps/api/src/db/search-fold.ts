import { type SQL, sql } from "drizzle-orm";

/*
 * How names and search texts are folded for matching, in SQL: lower case, accents dropped, anything but letters
 * and digits a space; umlauts either expanded (ü -> ue, the spelling without umlauts) or dropped (ü -> u, a typed
 * umlaut without its dots). ß is ss in both. The stored search names (generated columns with trigram indexes) use
 * the expanded form; the club search by text also tries the dropped form. The stored search terms hold both forms
 * (the dropped one only where it differs), so a single trigram index and a single word similarity match `Munchen`
 * and `Muenchen` alike.
 * Only immutable functions and literals, so the expression may define a generated column.
 */
const UPPER = "ÄÖÜẞÁÀÂÃÅÉÈÊËÍÌÎÏÓÒÔÕÚÙÛÇÑ";
const LOWER = "äöüßáàâãåéèêëíìîïóòôõúùûçñ";
const ACCENTED = "áàâãåéèêëíìîïóòôõúùûçñ";
const PLAIN = "aaaaaeeeeiiiioooouuucn";

export type UmlautFolding = "expand" | "drop";

export function foldForSearch(value: SQL, umlauts: UmlautFolding = "expand"): SQL {
  // lower() leaves letters beyond ASCII alone under the C locale, so upper-case umlauts and accents go first.
  const lowered = sql`replace(lower(translate(${value}, ${sql.raw(`'${UPPER}'`)}, ${sql.raw(`'${LOWER}'`)})), 'ß', 'ss')`;
  const withoutUmlauts =
    umlauts === "expand"
      ? sql`replace(replace(replace(${lowered}, 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue')`
      : sql`translate(${lowered}, 'äöü', 'aou')`;
  return sql`btrim(regexp_replace(translate(${withoutUmlauts}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)}), '[^a-z0-9]+', ' ', 'g'))`;
}

/** The stored search name of a row: the expanded fold of the given columns, joined by a space. */
export function searchNameOf(...columns: string[]): SQL {
  const joined = columns.map((column) => `coalesce("${column}", '')`).join(` || ' ' || `);
  return foldForSearch(sql.raw(joined));
}

/** The stored search terms of a row: the expanded fold of the given columns and, where it differs, the dropped one. */
export function searchTermsOf(...columns: string[]): SQL {
  const joined = columns.map((column) => `coalesce("${column}", '')`).join(` || ' ' || `);
  const expanded = foldForSearch(sql.raw(joined));
  return sql`${expanded} || coalesce(' ' || nullif(${foldForSearch(sql.raw(joined), "drop")}, ${expanded}), '')`;
}

const foldedLetters = new Map([...UPPER].map((letter, index) => [letter, [...LOWER][index]!]));
const plainLetters = new Map([...ACCENTED].map((letter, index) => [letter, PLAIN[index]!]));

/**
 * A search text folded as `foldForSearch(…, "expand")` folds it in SQL, done once in the API instead of on every
 * row the database rechecks. `lower()` in the database lowers ASCII letters at least; whatever else it might
 * lower is no letter of a–z and becomes a space either way. A test holds both folds to the same names.
 */
export function foldSearchText(text: string): string {
  const lowered = [...text]
    .map((letter) => foldedLetters.get(letter) ?? letter)
    .join("")
    .replace(/[A-Z]+/g, (letters) => letters.toLowerCase())
    .replaceAll("ß", "ss");
  const expanded = lowered.replaceAll("ä", "ae").replaceAll("ö", "oe").replaceAll("ü", "ue");
  const plain = [...expanded].map((letter) => plainLetters.get(letter) ?? letter).join("");
  return plain.replace(/[^a-z0-9]+/g, " ").replace(/^ +| +$/g, "");
}
