import { describe, expect, it } from "vitest";
import { fieldMessage, refusalMessage, siteMessage } from "./form-errors";

describe("the account forms' messages", () => {
  it("take the field from the refusal's `field`, only where the site has words for it", () => {
    expect(refusalMessage({ status: 400, kind: "invalid-parameter", field: "nickname", reason: "taken" })).toEqual({
      field: "nickname",
      message: fieldMessage("nickname", "taken"),
    });
    expect(refusalMessage({ status: 400, kind: "invalid-parameter", field: "zip" }).field).toBe("zip");
    expect(refusalMessage({ status: 400, kind: "missing-parameter", field: "password" }).field).toBe("password");
    // A parameter the form does not show is no field of it.
    expect(refusalMessage({ status: 400, kind: "unknown-parameter", field: "fw_url" })).toEqual({
      message: "Bitte prüfe deine Eingaben.",
    });
  });

  it("say in German what is wrong, by the API's closed reasons", () => {
    expect(fieldMessage("password", "wrong-password")).toBe("Das Passwort stimmt nicht.");
    expect(fieldMessage("password", "too-common")).toMatch(/zu verbreitet/);
    expect(fieldMessage("password", "too-long")).toMatch(/höchstens 1.024/);
    expect(fieldMessage("password", "too-short")).toMatch(/8 Zeichen/);
    expect(fieldMessage("password")).toMatch(/8 Zeichen/);
    expect(fieldMessage("nickname", "taken")).toMatch(/schon vergeben/);
    expect(fieldMessage("nickname")).toMatch(/3 bis 30 Zeichen/);
    expect(fieldMessage("address", "unchanged")).toMatch(/schon die E-Mail-Adresse/);
    expect(refusalMessage({ status: 403, kind: "forbidden", reason: "consent-required" }).message).toMatch(/Eltern/);
    expect(refusalMessage({ status: 400, kind: "bad-request", reason: "consent-not-needed" }).message).toMatch(
      /keine Einwilligung/,
    );
    expect(refusalMessage({ status: 400, kind: "bad-request" }).message).toBe("Bitte prüfe deine Eingaben.");
  });

  it("name the problems that are not a field's: too many tries, a lost session, the API away", () => {
    expect(refusalMessage({ status: 429, kind: "rate-limited" }).message).toBe(siteMessage("throttled"));
    expect(refusalMessage({ status: 401, kind: "unauthorized" }).message).toBe(siteMessage("signed-out"));
    expect(refusalMessage({ status: 503, kind: "unavailable" }).message).toBe(siteMessage("unavailable"));
    expect(refusalMessage({ status: 500, kind: "internal", field: "nickname" }).field).toBeUndefined();
  });
});
