import { EMAIL_SHAPE } from "../forms";
import { germanMessage } from "./form-errors";

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

function isPastDate(value: string, today: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal && value <= today;
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
  if (!values.firstname || length(values.firstname) > 80) errors.firstname = germanMessage("firstname", "");
  if (!values.lastname || length(values.lastname) > 80) errors.lastname = germanMessage("lastname", "");
  const nickname = length(values.nickname);
  if (nickname < 3 || nickname > 30 || !NICKNAME.test(values.nickname)) {
    errors.nickname = germanMessage("nickname", "");
  }
  if (!EMAIL_SHAPE.test(values.address) || values.address.length > 254) errors.address = germanMessage("address", "");
  const password = length(values.password);
  if (password < PASSWORD_MIN_LENGTH) errors.password = germanMessage("password", "");
  else if (password > PASSWORD_MAX_LENGTH) errors.password = germanMessage("password", "at most");
  if (isWrongDateOfBirth(values.date_of_birth, values.date_of_birth_incomplete, today)) {
    errors.date_of_birth = germanMessage("date_of_birth", "");
  }
  if (!values.terms) errors.terms = germanMessage("terms-of-usage-agreed", "");
  return errors;
}

/** What the personal-data form sends, trimmed: only the fields it shows as editable (a fixed one is not sent). */
export interface PersonalDataValues {
  firstname?: string;
  lastname?: string;
  street?: string;
  zip?: string;
  city?: string;
  mobile?: string;
  date_of_birth?: string;
  /** The browser's date field held an incomplete date (it then sends none). */
  date_of_birth_incomplete?: boolean;
}

/** Every field of the personal data that the API would refuse on the form alone, each with its German message. */
export function personalDataErrors(values: PersonalDataValues, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const name of ["firstname", "lastname"] as const) {
    const value = values[name];
    if (value !== undefined && (!value || length(value) > 80)) errors[name] = germanMessage(name, "");
  }
  if (values.date_of_birth !== undefined) {
    if (isWrongDateOfBirth(values.date_of_birth, values.date_of_birth_incomplete, today)) {
      errors.date_of_birth = germanMessage("date_of_birth", "");
    }
  }
  if (values.street !== undefined && length(values.street) > 120) errors.street = germanMessage("street", "");
  if (values.zip !== undefined && !ZIP.test(values.zip)) errors.zip = germanMessage("zip", "");
  if (values.city !== undefined && length(values.city) > 80) errors.city = germanMessage("city", "");
  if (values.mobile !== undefined && !MOBILE.test(values.mobile)) errors.mobile = germanMessage("mobile", "");
  return errors;
}

/** The line above a form whose answer marks fields: how many to look at (each message stands beside its field). */
export function markedFieldsMessage(errors: Record<string, string>): string {
  const count = Object.keys(errors).length;
  return count === 1 ? "Bitte prüfe die markierte Angabe." : `Bitte prüfe die ${count} markierten Angaben.`;
}
