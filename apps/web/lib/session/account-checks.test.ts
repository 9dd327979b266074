import { describe, expect, it } from "vitest";
import { berlinToday } from "../dates";
import {
  markedFieldsMessage,
  type PersonalDataValues,
  personalDataErrors,
  type RegistrationValues,
  registrationErrors,
} from "./account-checks";

const TODAY = "2026-11-29";
const VALID: RegistrationValues = {
  firstname: "Lena",
  lastname: "Vorstopper",
  nickname: "Lena V.",
  address: "lena@beispiel.example",
  password: "Elfmeter im Nieselregen",
  date_of_birth: "",
  terms: true,
};

describe("registration checks", () => {
  it("accept a complete form, with or without a date of birth", () => {
    expect(registrationErrors(VALID, TODAY)).toEqual({});
    expect(registrationErrors({ ...VALID, date_of_birth: "2010-02-28" }, TODAY)).toEqual({});
  });

  it("name every missing field at once, each in German, and leave the optional ones alone", () => {
    const errors = registrationErrors(
      { firstname: "", lastname: "", nickname: "", address: "", password: "", date_of_birth: "", terms: false },
      TODAY,
    );
    expect(Object.keys(errors).sort()).toEqual(["address", "firstname", "lastname", "nickname", "password", "terms"]);
    expect(errors.firstname).toBe("Bitte gib deinen Vornamen ein (bis 80 Zeichen).");
    expect(errors.password).toBe("Das Passwort braucht mindestens 8 Zeichen.");
    expect(errors.terms).toBe("Bitte stimme den Nutzungsbedingungen zu, um ein Konto anzulegen.");
  });

  it("apply the API's limits: name lengths, the nickname's shape, the address, the password's length", () => {
    const wrong = (change: Partial<RegistrationValues>) =>
      Object.keys(registrationErrors({ ...VALID, ...change }, TODAY));
    expect(wrong({ firstname: "x".repeat(81) })).toEqual(["firstname"]);
    expect(wrong({ lastname: "x".repeat(80) })).toEqual([]);
    expect(wrong({ nickname: "ab" })).toEqual(["nickname"]);
    expect(wrong({ nickname: "x".repeat(31) })).toEqual(["nickname"]);
    expect(wrong({ nickname: "-Lena" })).toEqual(["nickname"]);
    expect(wrong({ nickname: "Jürgen_09" })).toEqual([]);
    expect(wrong({ address: "lena(at)beispiel.example" })).toEqual(["address"]);
    expect(wrong({ firstname: "Lena\t" })).toEqual(["firstname"]);
    expect(wrong({ address: "lena\u0001@beispiel.example" })).toEqual(["address"]);
    expect(wrong({ password: "1234567" })).toEqual(["password"]);
    expect(wrong({ password: "ä".repeat(1024) })).toEqual([]);
    expect(registrationErrors({ ...VALID, password: "ä".repeat(1025) }, TODAY).password).toBe(
      "Das Passwort darf höchstens 1.024 Zeichen haben.",
    );
  });

  it("refuse a date of birth that does not exist or lies in the future", () => {
    const wrong = (date_of_birth: string) => Object.keys(registrationErrors({ ...VALID, date_of_birth }, TODAY));
    expect(wrong("2010-02-30")).toEqual(["date_of_birth"]);
    expect(wrong("2026-11-30")).toEqual(["date_of_birth"]);
    expect(wrong("29.11.2010")).toEqual(["date_of_birth"]);
    expect(wrong(TODAY)).toEqual([]);
    expect(wrong("1899-12-31")).toEqual([]);
  });

  it("refuse half a date, which the browser's date field sends as none", () => {
    const errors = registrationErrors({ ...VALID, date_of_birth: "", date_of_birth_incomplete: true }, TODAY);
    expect(Object.keys(errors)).toEqual(["date_of_birth"]);
    expect(registrationErrors({ ...VALID, date_of_birth: "", date_of_birth_incomplete: false }, TODAY)).toEqual({});
  });

  it("count the days as the API does, in Berlin", () => {
    expect(berlinToday(new Date("2026-11-29T22:59:59Z"))).toBe("2026-11-29");
    expect(berlinToday(new Date("2026-11-29T23:00:00Z"))).toBe("2026-11-30");
    expect(berlinToday(new Date("2026-06-30T22:00:00Z"))).toBe("2026-07-01");
  });
});

describe("personal data checks", () => {
  const SAVED: PersonalDataValues = {
    firstname: "Lena",
    lastname: "Vorstopper",
    date_of_birth: "2010-02-28",
    street: "Sechzigerstraße 6",
    zip: "80331",
    city: "München",
    mobile: "+49 170 1234567",
  };
  const wrong = (change: Partial<PersonalDataValues>) =>
    Object.keys(personalDataErrors({ ...SAVED, ...change }, TODAY)).sort();

  it("accept complete data, emptied optional fields and a form without the fields a linked profile fixes", () => {
    expect(personalDataErrors(SAVED, TODAY)).toEqual({});
    expect(wrong({ date_of_birth: "", street: "", zip: "", city: "", mobile: "" })).toEqual([]);
    expect(personalDataErrors({ street: "", zip: "80331" }, TODAY)).toEqual({});
    expect(wrong({ mobile: "0170/123 45-67" })).toEqual([]);
    expect(wrong({ mobile: "(0)89 123456" })).toEqual(["mobile"]);
  });

  it("name every wrong field at once, each with its own German message", () => {
    const errors = personalDataErrors(
      { firstname: "", lastname: "x".repeat(81), zip: "8033", city: "x".repeat(81), mobile: "Handy", street: "" },
      TODAY,
    );
    expect(Object.keys(errors).sort()).toEqual(["city", "firstname", "lastname", "mobile", "zip"]);
    expect(errors.zip).toBe("Die Postleitzahl hat fünf Ziffern.");
    expect(errors.mobile).toBe(
      "Bitte gib eine Mobilnummer mit 6 bis 25 Zeichen ein: Ziffern, gern mit + am Anfang und mit Leerzeichen, /, - oder Klammern gegliedert.",
    );
    expect(errors.city).toBe("Der Ort darf höchstens 80 Zeichen haben.");
    expect(markedFieldsMessage(errors)).toBe("Bitte prüfe die 5 markierten Angaben.");
    expect(markedFieldsMessage({ zip: errors.zip! })).toBe("Bitte prüfe die markierte Angabe.");
  });

  it("apply the API's limits: street 120, city 80, five digits, a number of 6 to 25 characters", () => {
    // Counted in characters as the API counts them: 𝔄 is one character, two UTF-16 units.
    expect(wrong({ street: "𝔄".repeat(120), city: "𝔄".repeat(80), firstname: "𝔄".repeat(80) })).toEqual([]);
    expect(wrong({ city: "𝔄".repeat(81) })).toEqual(["city"]);
    expect(wrong({ street: "ß".repeat(121) })).toEqual(["street"]);
    expect(wrong({ zip: "803310" })).toEqual(["zip"]);
    expect(wrong({ zip: "8033a" })).toEqual(["zip"]);
    expect(wrong({ mobile: "+123456" })).toEqual([]);
    expect(wrong({ mobile: "12345" })).toEqual(["mobile"]);
    expect(wrong({ mobile: `1${"2".repeat(25)}` })).toEqual(["mobile"]);
  });

  it("refuse control characters in the texts, a pasted tab included, with a message that says so", () => {
    const errors = personalDataErrors({ ...SAVED, street: "Sechzigerstraße\t6", city: "Mün\u007Fchen" }, TODAY);
    expect(Object.keys(errors).sort()).toEqual(["city", "street"]);
    expect(errors.street).toBe("Bitte entferne Tabulatoren und andere Steuerzeichen aus diesem Feld.");
    expect(wrong({ lastname: "Vor\u0000stopper" })).toEqual(["lastname"]);
    // C1 controls, the line separator and a bidirectional override too, as the API refuses them; LRM stays.
    expect(wrong({ street: "Sechzigerstraße 6\u0085" })).toEqual(["street"]);
    expect(wrong({ city: "Mün\u2028chen" })).toEqual(["city"]);
    expect(wrong({ firstname: "Lena\u202E" })).toEqual(["firstname"]);
    expect(wrong({ lastname: "Vorstopper\u200E" })).toEqual([]);
  });

  it("refuse a date of birth that does not exist, lies ahead or is only half typed", () => {
    expect(wrong({ date_of_birth: "0050-06-15" })).toEqual([]);
    expect(wrong({ date_of_birth: "2010-02-30" })).toEqual(["date_of_birth"]);
    expect(wrong({ date_of_birth: "2026-11-30" })).toEqual(["date_of_birth"]);
    expect(wrong({ date_of_birth: "", date_of_birth_incomplete: true })).toEqual(["date_of_birth"]);
    expect(wrong({ date_of_birth: TODAY })).toEqual([]);
  });
});
