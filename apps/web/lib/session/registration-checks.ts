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

function isPastDate(value: string, today: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal && value <= today;
}

/**
 * Every field of the registration that the API would refuse on its form alone, each with its German message, so
 * the visitor sees them all at once. What only the API knows (a taken nickname, a common password) it still says.
 */
export function registrationErrors(values: RegistrationValues, today: string): Record<string, string> {
  const errors: Record<string, string> = {};
  const length = (value: string) => [...value].length;
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
  const dateOfBirth = values.date_of_birth;
  if ((!dateOfBirth && values.date_of_birth_incomplete) || (dateOfBirth && !isPastDate(dateOfBirth, today))) {
    errors.date_of_birth = germanMessage("date_of_birth", "");
  }
  if (!values.terms) errors.terms = germanMessage("terms-of-usage-agreed", "");
  return errors;
}
