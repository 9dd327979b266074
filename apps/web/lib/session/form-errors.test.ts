import { describe, expect, it } from "vitest";
import { fieldOfApiMessage, germanMessage } from "./form-errors";

describe("the account forms' messages", () => {
  it("find the field an API refusal names, in either of its forms", () => {
    expect(fieldOfApiMessage('Parameter "nickname": "Fan-Demo" is already taken')).toBe("nickname");
    expect(fieldOfApiMessage('Invalid field "zip": must match pattern "^([0-9]{5})?$"')).toBe("zip");
    expect(fieldOfApiMessage('Parameter "password-old" is not the current password')).toBe("password-old");
    expect(fieldOfApiMessage("Invalid field \"password\": must have required property 'password'")).toBe("password");
    expect(fieldOfApiMessage("Too many requests")).toBeNull();
    // A value the visitor typed never decides the field.
    expect(fieldOfApiMessage('Parameter "nickname": "street" is already taken')).toBe("nickname");
  });

  it("say in German what is wrong, distinguishing the API's reasons", () => {
    expect(germanMessage("password", 'Parameter "password" is not the current password')).toBe(
      "Das Passwort stimmt nicht.",
    );
    expect(germanMessage("password", 'Parameter "password" is too common')).toMatch(/zu verbreitet/);
    expect(germanMessage("password", "body/password must NOT have fewer than 8 characters")).toMatch(/8 Zeichen/);
    expect(germanMessage("nickname", 'Parameter "nickname": "X" is already taken')).toMatch(/schon vergeben/);
    expect(germanMessage(null, "Under 16, this consent needs a parent's consent first")).toMatch(/Eltern/);
    expect(germanMessage(null, "anything else")).toBe("Bitte prüfe deine Eingaben.");
  });
});
