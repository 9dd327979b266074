import type { Database } from "../../db/database.js";
import { takenNicknames } from "./accounts.repository.js";

/*
 * Nickname proposals from a first and last name: a few readable forms, then numbered ones, only those still free.
 * Characters a nickname may not hold (see the schema) are dropped; umlauts stay.
 */

const PROPOSALS = 5;

function clean(name: string): string {
  return name.normalize("NFC").replace(/[^\p{L}\p{N}]/gu, "");
}

function candidates(firstname: string, lastname: string): string[] {
  const first = clean(firstname);
  const last = clean(lastname);
  const forms = [
    `${first}${last}`,
    `${first}.${last}`,
    `${first}_${last}`,
    `${first}${last.slice(0, 1)}`,
    `${first.slice(0, 1)}${last}`,
  ];
  const numbered = Array.from({ length: 20 }, (_, index) => `${first}${last}${index + 2}`);
  return [...new Set([...forms, ...numbered])].filter((nickname) => nickname.length >= 3 && nickname.length <= 30);
}

export async function proposeNicknames(db: Database, firstname: string, lastname: string): Promise<string[]> {
  const all = candidates(firstname, lastname);
  const taken = await takenNicknames(db, all);
  return all.filter((nickname) => !taken.has(nickname.toLowerCase())).slice(0, PROPOSALS);
}
