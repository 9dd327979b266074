import { eq, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { accountClient, withMailingApp } from "../../../test/accounts.js";
import type { TestApp } from "../../../test/app.js";
import { createPlayer, linkPlayerToAccount } from "../../../test/factories.js";
import { linkIn, type SmtpPeer } from "../../../test/smtp.js";
import * as schema from "../../db/schema/index.js";

let testApp: TestApp;
let smtp: SmtpPeer;
const { call, signIn, newestMailTo } = accountClient(
  () => testApp,
  () => smtp,
  2,
);

/** Registers and activates an account through its mail; answers its tokens. */
async function newAccount(fields: { address: string; nickname: string; lastname: string; dateOfBirth: string }) {
  const password = "Eckfahne und Flutlicht";
  const registered = await call("POST", "public/registerAccount", {
    fields: {
      address: fields.address,
      nickname: fields.nickname,
      firstname: "Zacharias",
      lastname: fields.lastname,
      password,
      "terms-of-usage-agreed": "true",
      "marketing-agreed": "true",
      date_of_birth: fields.dateOfBirth,
    },
  });
  expect(registered.statusCode, registered.body).toBe(200);
  const link = linkIn(await newestMailTo(fields.address), "/registrieren/aktivieren");
  await call("POST", "public/activateAccount", {
    fields: { address: fields.address, "activation-code": link.searchParams.get("code")! },
  });
  return signIn(fields.nickname, password);
}

withMailingApp((app, peer) => {
  testApp = app;
  smtp = peer;
});

describe("marketing consent", () => {
  it("agrees only after the confirmation mail, withdraws at once, and keeps the history", async () => {
    const fan = await signIn("fan@spielfeld.example");
    const update = (agreed: string) =>
      call("POST", "private/updateMarketingConsent", {
        token: fan.accessToken,
        fields: { "marketing-agreed": agreed },
      });
    expect((await update("false")).json()).toMatchObject({ marketingAgreed: false, confirmationPending: false });
    expect((await update("true")).json()).toMatchObject({ marketingAgreed: false, confirmationPending: true });
    const link = linkIn(await newestMailTo("fan@spielfeld.example"), "/mein-account/einwilligung-bestaetigen");
    const confirmed = await call("POST", "public/confirmMarketingConsent", {
      fields: { userid: link.searchParams.get("userid")!, "activation-code": link.searchParams.get("code")! },
    });
    expect(confirmed.json()).toMatchObject({ marketingAgreed: true, confirmationPending: false });
    expect((await call("GET", "private/getUserInfo", { token: fan.accessToken })).json().marketingConsent).toBe(true);
    expect((await update("false")).json()).toMatchObject({ marketingAgreed: false });
    const history = await testApp.query<{ is_agreed: boolean }>(
      "select is_agreed from marketing_consents where user_id = $1 order by requested_at",
      [link.searchParams.get("userid")],
    );
    expect(history.slice(-3).map((row) => row.is_agreed)).toEqual([false, true, false]);
  });
});

describe("a parent's consent", () => {
  it("keeps a 14-year-old's optional consents off until a parent confirms, and covers a linked player profile", async () => {
    const child = await newAccount({
      address: "jonas.kind@example.org",
      nickname: "JonasK",
      lastname: "Kindermann",
      dateOfBirth: "2012-03-01",
    });
    const userId = (await testApp.tokens.verify(child.accessToken)).sub;
    // The registration's marketing-agreed was not stored.
    expect(
      await testApp.db
        .select({ id: schema.marketingConsents.id })
        .from(schema.marketingConsents)
        .where(eq(schema.marketingConsents.userId, userId)),
    ).toEqual([]);
    const agree = () =>
      call("POST", "private/updateMarketingConsent", {
        token: child.accessToken,
        fields: { "marketing-agreed": "true" },
      });
    expect((await agree()).statusCode).toBe(403);

    const minor = { id: await createPlayer(testApp, { dateOfBirth: "2012-03-01" }) };
    await linkPlayerToAccount(testApp, userId, minor.id);
    const ask = (fields: Record<string, string>) =>
      call("POST", "private/parentalConsentRequest", { token: child.accessToken, fields });
    expect((await ask({ "email-address-parents": "jonas.kind@example.org" })).statusCode).toBe(400);
    expect((await ask({ "player-id": "SOMEONE-ELSE", "email-address-parents": "eltern@example.org" })).statusCode).toBe(
      400,
    );
    expect((await ask({ "player-id": minor.id, "email-address-parents": "eltern@example.org" })).json()).toEqual({
      requested: true,
    });
    const mail = await newestMailTo("eltern@example.org");
    expect(mail.subject).toBe("Einwilligung für das Konto von JonasK");
    const link = linkIn(mail, "/einwilligung-eltern");
    const confirm = (verification: string) =>
      call("POST", "public/confirmParentalConsent", {
        fields: { userid: link.searchParams.get("userid")!, verification, role: "player" },
      });
    expect((await confirm("falsch")).statusCode).toBe(400);
    expect((await confirm(link.searchParams.get("verification")!)).json()).toEqual({ confirmed: true });
    expect((await confirm(link.searchParams.get("verification")!)).statusCode).toBe(400);
    const player = await testApp.one<{ parental_consent_at: Date | null }>(
      "select parental_consent_at from players where id = $1",
      [minor.id],
    );
    expect(player.parental_consent_at).not.toBeNull();
    expect((await agree()).json()).toMatchObject({ confirmationPending: true });
  });
});

describe("data rights", () => {
  it("exports every table that holds the account's rows, and erasure leaves no trace of address or name", async () => {
    const holder = await newAccount({
      address: "quellenbrunner@example.org",
      nickname: "Quelle77",
      lastname: "Quellenbrunner",
      dateOfBirth: "1988-08-08",
    });
    const club = await testApp.one<{ id: string }>("select id from clubs order by id limit 1");
    await call("POST", "private/addFavorite", { token: holder.accessToken, fields: { "fav-clubId": club.id } });

    const exported = await call("GET", "private/exportAccountData", { token: holder.accessToken });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers["content-disposition"]).toMatch(/attachment/);
    const data = exported.json();
    const personalTables = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .map((table) => getTableConfig(table))
      .filter((config) =>
        config.foreignKeys.some((key) => getTableConfig(key.reference().foreignTable).name === "users"),
      )
      .map((config) => config.name);
    expect(Object.keys(data.tables).sort()).toEqual([...new Set(personalTables)].sort());
    expect(data.account).toMatchObject({ email: "quellenbrunner@example.org", last_name: "Quellenbrunner" });
    expect(data.tables.favorites).toEqual([expect.objectContaining({ object_id: club.id, kind: "club" })]);
    expect(data.mails.length).toBeGreaterThan(0);
    expect(exported.body).not.toMatch(/argon2|password_hash|token_hash|code_hash/);

    // A token whose sign-in lies more than ten minutes back cannot erase the account: the password is asked again.
    const { sid } = await testApp.tokens.verify(holder.accessToken);
    const setSignedInAt = (createdAt: ReturnType<typeof sql>) =>
      testApp.db
        .update(schema.refreshTokens)
        .set({ createdAt })
        .where(eq(schema.refreshTokens.familyId, String(sid)));
    await setSignedInAt(sql`${schema.refreshTokens.createdAt} - interval '11 minutes'`);
    const stale = await call("POST", "private/deleteAccount", { token: holder.accessToken });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().message).toMatch(/sign-in with the password within the last 10 minutes/);
    await setSignedInAt(sql`now()`);
    expect((await call("POST", "private/deleteAccount", { token: holder.accessToken })).json()).toEqual({
      deleted: true,
    });
    expect((await call("GET", "private/getUserInfo", { token: holder.accessToken })).statusCode).toBe(401);
    expect(
      (await call("POST", "public/refreshToken", { fields: { "refresh-token": holder.refreshToken } })).statusCode,
    ).toBe(401);
    const tables = await testApp.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = current_schema()",
    );
    for (const { tablename } of tables) {
      const traces = await testApp.query(
        `select 1 from "${tablename}" as t where t::text ilike '%quellenbrunner%' or t::text ilike '%Quelle77%'`,
      );
      expect(traces, tablename).toEqual([]);
    }
  });
});
