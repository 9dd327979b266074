import type { CallParameters } from "@spielfeld/api-client";
import { EMAIL_SHAPE } from "../forms";
import { fieldMessage } from "./form-errors";

/** What the registration form sends, trimmed (the password as typed). */
export interface RegistrationValues {
  firstname: string;
  lastname: string;
  nickname: string;
  address: string;
  password: string;
  date_of_birth: string;
  /** The browser's date field held an incomplete date (it then sends none). */
  date_of_birth_incomplete?: boolean;
  terms: boolean;
}

/** The API's rules for a nickname (`accounts.schemas.ts`): 3 to 30 characters, a letter or digit first. */
const NICKNAME = /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u;
const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 1024;

/** The API's rules for the optional personal data (`account-area.schemas.ts`); empty clears a field. */
const ZIP = /^([0-9]{5})?$/;
const MOBILE = /^(\+?[0-9][0-9 /()-]{5,24})?$/;

/** Characters as the API counts them (code points, not UTF-16 units). */
const length = (value: string) => [...value].length;

/**
 * The API's single-line text (`CONTROL_FREE_PATTERN`): no control characters (C0 with a pasted tab, DEL, C1), no
 * line or paragraph separator, no bidirectional override, embedding or isolate.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
const hasControlCharacter = (value: string) => CONTROL_CHARACTER.test(value);
const CONTROL_MESSAGE = "Bitte entferne Tabulatoren und andere Steuerzeichen aus diesem Feld.";

/**
 * The message for a single-line text the API would refuse (`text()` in its schemas), if it would: missing when
 * required, longer than its limit, or with a control character.
 */
function textError(field: string, value: string, maxLength: number, isRequired: boolean): string | undefined {
  if ((isRequired && !value) || length(value) > maxLength) return fieldMessage(field);
  return hasControlCharacter(value) ? CONTROL_MESSAGE : undefined;
}

/** A `YYYY-MM-DD` day of the calendar (not 2026-02-30), read as the API reads it, not after today. */
function isPastDate(value: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value <= today;
}

/** An optional date of birth: none is fine, half of one (which the browser sends as none) or a wrong one is not. */
function isWrongDateOfBirth(value: string, isIncomplete: boolean | undefined, today: string): boolean {
  return (!value && isIncomplete === true) || (value !== "" && !isPastDate(value, today));
}

/**
 * Every field of the registration that the API would refuse on its form alone, each with its German message, so
 * the visitor sees them all at once. What only the API knows (a taken nickname, a common password) it still says.
 */
export function registrationErrors(values: RegistrationValues, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const name of ["firstname", "lastname"] as const) {
    const error = textError(name, values[name], 80, true);
    if (error) errors[name] = error;
  }
  const nickname = length(values.nickname);
  if (nickname < 3 || nickname > 30 || !NICKNAME.test(values.nickname)) {
    errors.nickname = fieldMessage("nickname");
  }
  if (!EMAIL_SHAPE.test(values.address) || length(values.address) > 254 || hasControlCharacter(values.address)) {
    errors.address = fieldMessage("address");
  }
  const password = length(values.password);
  if (password < PASSWORD_MIN_LENGTH) errors.password = fieldMessage("password");
  else if (password > PASSWORD_MAX_LENGTH) errors.password = fieldMessage("password", "too-long");
  if (isWrongDateOfBirth(values.date_of_birth, values.date_of_birth_incomplete, today)) {
    errors.date_of_birth = fieldMessage("date_of_birth");
  }
  if (!values.terms) errors.terms = fieldMessage("terms-of-usage-agreed");
  return errors;
}

/**
 * What the personal-data form sends, trimmed: the API's fields (`updatePersonalData`), only those the form shows as
 * editable (a fixed one is not sent).
 */
export type PersonalDataValues = CallParameters<"updatePersonalData"> & {
  /** The browser's date field held an incomplete date (it then sends none). */
  date_of_birth_incomplete?: boolean;
};

/** Every field of the personal data that the API would refuse on the form alone, each with its German message. */
export function personalDataErrors(values: PersonalDataValues, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const texts = [
    ["firstname", 80, true],
    ["lastname", 80, true],
    ["street", 120, false],
    ["city", 80, false],
  ] as const;
  for (const [name, maxLength, isRequired] of texts) {
    const value = values[name];
    const error = value === undefined ? undefined : textError(name, value, maxLength, isRequired);
    if (error) errors[name] = error;
  }
  const dateOfBirth = values.date_of_birth;
  if (dateOfBirth !== undefined && isWrongDateOfBirth(dateOfBirth, values.date_of_birth_incomplete, today)) {
    errors.date_of_birth = fieldMessage("date_of_birth");
  }
  if (values.zip !== undefined && !ZIP.test(values.zip)) errors.zip = fieldMessage("zip");
  if (values.mobile !== undefined && !MOBILE.test(values.mobile)) errors.mobile = fieldMessage("mobile");
  return errors;
}

/** The line above a form whose answer marks fields: how many to look at (each message stands beside its field). */
export function markedFieldsMessage(errors: Record<string, string>): string {
  const count = Object.keys(errors).length;
  return count === 1 ? "Bitte prüfe die markierte Angabe." : `Bitte prüfe die ${count} markierten Angaben.`;
}
