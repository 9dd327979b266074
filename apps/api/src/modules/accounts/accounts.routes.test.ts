import { randomUUID } from "node:crypto";
import { and, count, eq, isNotNull, isNull, like, type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountClient, withMailingApp } from "../../../test/accounts.js";
import type { TestApp } from "../../../test/app.js";
import { createAccount, findAccountByEmail, findAccountsByEmail } from "../../../test/factories.js";
import { linkIn, type SmtpPeer } from "../../../test/smtp.js";
import { mailOutbox, oneTimeCodes, passwordFailures, refreshTokens } from "../../db/schema/index.js";
import { DEMO_PASSWORD } from "../../demo/content.js";
import { activateAccount } from "./accounts.repository.js";
import { passwordDelayMs } from "./accounts.service.js";

let testApp: TestApp;
let smtp: SmtpPeer;

const { call, newestMailTo } = accountClient(
  () => testApp,
  () => smtp,
  0,
);
const post = (path: string, fields: Record<string, string>, remoteAddress?: string) =>
  call("POST", `public/${path}`, { fields, ...(remoteAddress ? { remoteAddress } : {}) });
const get = (path: string) => testApp.app.inject({ method: "GET", url: `/rest/v1/public/${path}` });
const userInfo = (token: string) => call("GET", "private/getUserInfo", { token });

const registration = (overrides: Record<string, string> = {}) => ({
  address: "lena.berger@example.org",
  nickname: "LenaB",
  firstname: "Lena",
  lastname: "Berger",
  "gender-id": "1",
  password: "Abseitsfalle im Regen 7",
  "terms-of-usage-agreed": "true",
  "marketing-agreed": "false",
  date_of_birth: "1994-05-17",
  ...overrides,
});

withMailingApp((app, peer) => {
  testApp = app;
  smtp = peer;
});

describe("registration, activation and sign-in", () => {
  it("goes from registration through the mail to a session, and a reused refresh token ends it", async () => {
    const registered = await post("registerAccount", registration({ fw_url: "http://localhost:3000/mein-account" }));
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toMatchObject({ activationRequired: true });
    expect(registered.headers["cache-control"]).toBe("no-store");

    const beforeActivation = await post("login", { username: "LenaB", password: "Abseitsfalle im Regen 7" });
    expect(beforeActivation.statusCode).toBe(403);

    const mail = await newestMailTo("lena.berger@example.org");
    expect(mail.subject).toBe("Bitte bestätige deine E-Mail-Adresse");
    expect(mail.html).toContain("Konto aktivieren");
    const link = linkIn(mail, "/registrieren/aktivieren");
    expect(link.origin).toBe(testApp.config.siteUrl);
    const activated = await post("activateAccount", {
      address: link.searchParams.get("adresse")!,
      "activation-code": link.searchParams.get("code")!,
    });
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toEqual({ activated: true, returnUrl: "http://localhost:3000/mein-account" });

    const signedIn = await post("login", { username: "lena.berger@EXAMPLE.org", password: "Abseitsfalle im Regen 7" });
    expect(signedIn.statusCode).toBe(200);
    const first = signedIn.json();
    expect(first).toMatchObject({ tokenType: "Bearer", expiresIn: 900, refreshExpiresIn: 30 * 86_400 });
    expect((await testApp.tokens.verify(first.accessToken)).nickname).toBe("LenaB");

    const refreshed = await post("refreshToken", { "refresh-token": first.refreshToken });
    expect(refreshed.statusCode).toBe(200);
    const second = refreshed.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);

    // The first token again at once: two tabs renewing together. It gets nothing, and the session lives on.
    const raced = await post("refreshToken", { "refresh-token": first.refreshToken });
    expect(raced.statusCode).toBe(409);
    expect(raced.json().accessToken).toBeUndefined();
    // Later, it means someone holds a copy: the whole session ends, the newer token with it.
    await testApp.db
      .update(refreshTokens)
      .set({ revokedAt: sql`now() - interval '1 minute'` })
      .where(isNotNull(refreshTokens.replacedById));
    expect((await post("refreshToken", { "refresh-token": first.refreshToken })).statusCode).toBe(401);
    expect((await post("refreshToken", { "refresh-token": second.refreshToken })).statusCode).toBe(401);
    // The session's access tokens end with it, at once.
    expect((await userInfo(second.accessToken)).statusCode).toBe(401);
    expect((await userInfo(first.accessToken)).statusCode).toBe(401);

    const again = (await post("login", { username: "LenaB", password: "Abseitsfalle im Regen 7" })).json();
    expect((await userInfo(again.accessToken)).statusCode).toBe(200);
    expect((await post("logout", { "refresh-token": again.refreshToken })).json()).toEqual({ loggedOut: true });
    expect((await userInfo(again.accessToken)).statusCode).toBe(401);
    expect((await post("refreshToken", { "refresh-token": again.refreshToken })).statusCode).toBe(401);

    const stored = await findAccountByEmail(testApp, "lena.berger@example.org");
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored.gender).toBe("female");
    const tokens = await testApp.db.select({ tokenHash: refreshTokens.tokenHash }).from(refreshTokens);
    expect(tokens.map((row) => row.tokenHash)).not.toContain(first.refreshToken);
    // A sent mail keeps no code.
    const outbox = await testApp.db
      .select({ payload: mailOutbox.payload, sentAt: mailOutbox.sentAt })
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, "lena.berger@example.org"));
    expect(outbox).toEqual([{ payload: {}, sentAt: expect.any(Date) }]);
  });

  it("signs in the demo accounts by nickname, and their access tokens open the private tier", async () => {
    const response = await post("login", { username: "fan-demo", password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const setLogLevel = (token: string) =>
      testApp.app.inject({
        method: "POST",
        url: "/rest/v1/private/setLogLevel",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/x-www-form-urlencoded" },
        payload: "name=api&level=info",
      });
    // Signed in, but without the log-level feature: forbidden, not unauthenticated.
    expect((await setLogLevel(response.json().accessToken)).statusCode).toBe(403);
    expect((await setLogLevel(`${response.json().accessToken}x`)).statusCode).toBe(401);
  });

  it("answers a registration for a registered address as any other, and mails the owner instead", async () => {
    const before = smtp.to("fan@spielfeld.example").length;
    const response = await post(
      "registerAccount",
      registration({ address: "Fan@Spielfeld.example", nickname: "Zweitkonto" }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ activationRequired: true });
    const mail = await newestMailTo("fan@spielfeld.example");
    expect(smtp.to("fan@spielfeld.example")).toHaveLength(before + 1);
    expect(mail.subject).toBe("Registrierung mit deiner E-Mail-Adresse");
    const accounts = await findAccountsByEmail(testApp, "fan@spielfeld.example");
    expect(accounts).toHaveLength(1);
  });

  it("refuses bad registrations with a 400 naming the field", async () => {
    const message = async (fields: Record<string, string>) => {
      const response = await post("registerAccount", fields);
      expect(response.statusCode).toBe(400);
      return response.json().message as string;
    };
    const { password: _password, ...withoutPassword } = registration();
    expect(await message(withoutPassword)).toMatch(/"password"/);
    expect(await message(registration({ password: "kurz" }))).toMatch(/"password" must be at least 8 characters/);
    expect(await message(registration({ password: "Password1" }))).toMatch(/"password" is one of the most common/);
    expect(await message(registration({ "terms-of-usage-agreed": "false" }))).toMatch(/"terms-of-usage-agreed"/);
    expect(await message(registration({ nickname: "FAN-DEMO", address: "neu@example.org" }))).toMatch(
      /"nickname": "FAN-DEMO" is already taken/,
    );
    expect(await message(registration({ fw_url: "https://elsewhere.example/" }))).toMatch(/"fw_url"/);
    expect(await message(registration({ address: "keine-adresse" }))).toMatch(/"address"/);
    expect(await message(registration({ date_of_birth: "2030-01-01" }))).toMatch(/"date_of_birth"/);
    // Programs read the same refusals from `kind`, `field` and `reason`, never from the sentence.
    const refusal = async (fields: Record<string, string>) => {
      const { message: _message, ...rest } = (await post("registerAccount", fields)).json();
      return rest;
    };
    expect(await refusal(withoutPassword)).toEqual({ kind: "missing-parameter", field: "password" });
    expect(await refusal(registration({ password: "kurz" }))).toEqual({
      kind: "invalid-parameter",
      field: "password",
      reason: "too-short",
    });
    expect(await refusal(registration({ password: "Password1" }))).toEqual({
      kind: "invalid-parameter",
      field: "password",
      reason: "too-common",
    });
    expect(await refusal(registration({ nickname: "FAN-DEMO", address: "neu@example.org" }))).toEqual({
      kind: "invalid-parameter",
      field: "nickname",
      reason: "taken",
    });
    expect(await refusal(registration({ address: "keine-adresse" }))).toEqual({
      kind: "invalid-parameter",
      field: "address",
    });
    expect(await refusal(registration({ admin: "true" }))).toEqual({ kind: "unknown-parameter", field: "admin" });
    // Long passwords and any characters are fine, and nothing is cut off.
    const long = `${"Ü".repeat(150)} ⚽ ${"x".repeat(100)}`;
    const ok = await post(
      "registerAccount",
      registration({ address: "lang@example.org", nickname: "Langes", password: long }),
    );
    expect(ok.statusCode).toBe(200);
    await activateAccount(testApp.db, (await findAccountByEmail(testApp, "lang@example.org")).id);
    expect((await post("login", { username: "Langes", password: long })).statusCode).toBe(200);
    expect((await post("login", { username: "Langes", password: long.slice(0, -1) })).statusCode).toBe(401);
  });
});

describe("one-time codes and throttling", () => {
  it("kills an activation code after five wrong tries, and a code works only once and only in time", async () => {
    await post("registerAccount", registration({ address: "tom@example.org", nickname: "TomK" }));
    const code = linkIn(await newestMailTo("tom@example.org"), "/registrieren/aktivieren").searchParams.get("code")!;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await post("activateAccount", { address: "tom@example.org", "activation-code": "AAAAAAAAAAAA" });
      expect(wrong.statusCode).toBe(400);
    }
    expect((await post("activateAccount", { address: "tom@example.org", "activation-code": code })).statusCode).toBe(
      400,
    );

    await post("registerAccount", registration({ address: "ida@example.org", nickname: "IdaS" }));
    const idaCode = linkIn(await newestMailTo("ida@example.org"), "/registrieren/aktivieren").searchParams.get("code")!;
    const ida = await findAccountByEmail(testApp, "ida@example.org");
    const setIdasCodesExpiry = (expiresAt: SQL) =>
      testApp.db.update(oneTimeCodes).set({ expiresAt }).where(eq(oneTimeCodes.userId, ida.id));
    await setIdasCodesExpiry(sql`now() - interval '1 minute'`);
    const expired = await post("activateAccount", { address: "ida@example.org", "activation-code": idaCode });
    expect(expired.json().message).toMatch(/expired/);
    await setIdasCodesExpiry(sql`now() + interval '1 hour'`);
    // Typed off the mail: lower case with a space still counts.
    const typed = `${idaCode.slice(0, 6).toLowerCase()} ${idaCode.slice(6)}`;
    expect((await post("activateAccount", { address: "ida@example.org", "activation-code": typed })).statusCode).toBe(
      200,
    );
    expect((await post("activateAccount", { address: "ida@example.org", "activation-code": idaCode })).statusCode).toBe(
      400,
    );
    const stored = await testApp.db.select({ codeHash: oneTimeCodes.codeHash }).from(oneTimeCodes);
    expect(stored.map((row) => row.codeHash)).not.toContain(idaCode);
  });

  it("refuses the sixth wrong password from one address within 15 minutes, and only there", async () => {
    await testApp.db.delete(passwordFailures);
    const attacker = "198.51.100.7";
    const attempt = (password: string, from = attacker) =>
      post("login", { username: "schiri@spielfeld.example", password }, from);
    for (let failure = 0; failure < 5; failure += 1) expect((await attempt("falsch-falsch")).statusCode).toBe(401);
    const refused = await attempt(DEMO_PASSWORD);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // The owner, from their own address, is not locked out by the stranger's guesses; an IPv6 client counts by
    // its /64 network, so changing its address within it changes nothing.
    expect((await attempt(DEMO_PASSWORD, "203.0.113.20")).statusCode).toBe(200);
    for (let failure = 0; failure < 5; failure += 1) {
      expect((await attempt("falsch-falsch", `2001:db8:7:7::${failure + 1}`)).statusCode).toBe(401);
    }
    expect((await attempt(DEMO_PASSWORD, "2001:db8:7:7::99")).statusCode).toBe(429);
    expect((await attempt(DEMO_PASSWORD, "2001:db8:7:8::1")).statusCode).toBe(200);
  });

  it("answers a name no account has exactly as an account: 401 for each wrong password, then 429", async () => {
    await testApp.db.delete(passwordFailures);
    const from = "198.51.100.8";
    const known: number[] = [];
    const unknown: number[] = [];
    for (let failure = 0; failure < 6; failure += 1) {
      known.push(
        (await post("login", { username: "teamadmin@spielfeld.example", password: "falsch-1" }, from)).statusCode,
      );
      unknown.push((await post("login", { username: "niemand@example.org", password: "falsch-1" }, from)).statusCode);
    }
    expect(known).toEqual([401, 401, 401, 401, 401, 429]);
    expect(unknown).toEqual(known);
    const knownAnswer = await post("login", { username: "teamadmin@spielfeld.example", password: "x-falsch" }, from);
    const unknownAnswer = await post("login", { username: "niemand@example.org", password: "x-falsch" }, from);
    expect(unknownAnswer.json()).toEqual(knownAnswer.json());
    expect(unknownAnswer.headers["retry-after"]).toEqual(knownAnswer.headers["retry-after"]);
  });
});

describe("a name's own count", () => {
  it("counts each name typed on its own, so an account's address and nickname are not linked by the 429", async () => {
    await testApp.db.delete(passwordFailures);
    const from = "198.51.100.12";
    const attempt = (username: string) => post("login", { username, password: "falsch-falsch" }, from);
    for (let failure = 0; failure < 5; failure += 1) {
      expect((await attempt("spieler@spielfeld.example")).statusCode).toBe(401);
    }
    expect((await attempt("spieler@spielfeld.example")).statusCode).toBe(429);
    // The same account by its nickname: a name of its own, as any unknown name would be.
    expect((await attempt("Spieler-Demo")).statusCode).toBe(401);
    expect((await attempt("unbekannt-und-neu")).statusCode).toBe(401);
  });
});

describe("concurrent guesses", () => {
  it("lets no more than five wrong passwords from one address through, however many arrive at once", async () => {
    await testApp.db.delete(passwordFailures);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        post("login", { username: "promateur@spielfeld.example", password: `geraten-${index}` }, "198.51.100.9"),
      ),
    );
    const statuses = guesses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });

  it("slows the checks of an account guessed at from many addresses, and never refuses its owner", async () => {
    await testApp.db.delete(passwordFailures);
    const guesses = await Promise.all(
      Array.from({ length: 14 }, (_, index) =>
        post("login", { username: "fan@spielfeld.example", password: `geraten-${index}` }, `198.51.101.${index + 1}`),
      ),
    );
    expect(guesses.map((response) => response.statusCode)).toEqual(Array(14).fill(401));
    const [{ failures }] = (await testApp.db
      .select({ failures: count() })
      .from(passwordFailures)
      .where(like(passwordFailures.account, "account:%"))) as [{ failures: number }];
    expect(failures).toBe(14);
    expect(passwordDelayMs(failures)).toBeGreaterThan(0);
    expect(
      (await post("login", { username: "fan@spielfeld.example", password: DEMO_PASSWORD }, "203.0.113.21")).statusCode,
    ).toBe(200);
  });
});

describe("concurrent registrations", () => {
  it("answers registrations sent at once with one address or one nickname as it answers a single one", async () => {
    const sameAddress = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        post("registerAccount", registration({ address: "zwilling@example.org", nickname: `Zwilling${index}` })),
      ),
    );
    expect(sameAddress.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(sameAddress.map((response) => response.body)).size).toBe(1);
    const sameNickname = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        post("registerAccount", registration({ address: `gleich${index}@example.org`, nickname: "Gleichzeitig" })),
      ),
    );
    const statuses = sameNickname.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    for (const refused of sameNickname.filter((response) => response.statusCode === 400)) {
      expect(refused.json().message).toBe('Parameter "nickname": "Gleichzeitig" is already taken');
    }
    const accounts = await findAccountsByEmail(testApp, "zwilling@example.org");
    expect(accounts).toHaveLength(1);
  });
});

describe("limits per client address", () => {
  it("answers the eleventh registration from one address within an hour with a 429", async () => {
    const from = "192.0.2.77";
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await post("registerAccount", registration({ "terms-of-usage-agreed": "false" }), from);
      expect(response.statusCode).toBe(400);
    }
    const refused = await post("registerAccount", registration(), from);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await post("registerAccount", registration({ "terms-of-usage-agreed": "false" }))).statusCode).toBe(400);
  });
});

describe("the registration form's checks", () => {
  it("tells whether an address or a nickname is taken, and proposes free nicknames", async () => {
    expect((await get("checkAccountExists/address/FAN%40spielfeld.example")).json()).toEqual({ exists: true });
    expect((await get("checkAccountExists/address/frei%40example.org")).json()).toEqual({ exists: false });
    expect((await get("checkAccountExists/address/kaputt")).statusCode).toBe(400);

    await createAccount(testApp, { nickname: "MaxMüller", firstName: "Max", lastName: "Müller" });
    const taken = (await get("checkNicknameExists/nickname/maxmüller/firstname/Max/lastname/Müller")).json();
    expect(taken.exists).toBe(true);
    expect(taken.proposals).not.toContain("MaxMüller");
    expect(taken.proposals).toContain("Max.Müller");
    expect((await get("checkNicknameExists/nickname/Neuling/firstname/Max/lastname/Müller")).json()).toEqual({
      exists: false,
      proposals: [],
    });
    const proposals = (await get("getNicknameProposals/firstname/Max/lastname/Müller")).json().proposals;
    expect(proposals).toHaveLength(5);
    expect(proposals[0]).toBe("Max.Müller");

    expect((await get("getUserMasterData")).json()).toEqual({
      genders: [
        { id: 1, name: "weiblich" },
        { id: 2, name: "männlich" },
        { id: 3, name: "divers" },
      ],
    });
  });
});

describe("sending the activation again", () => {
  const activationMails = (address: string) =>
    smtp.to(address).filter((mail) => mail.subject === "Bitte bestätige deine E-Mail-Adresse");
  const codeOf = (mail: Parameters<typeof linkIn>[0]) =>
    linkIn(mail, "/registrieren/aktivieren").searchParams.get("code")!;
  const resend = (address: string, from?: string) => post("resendActivation", { address }, from);
  const activate = (address: string, code: string) => post("activateAccount", { address, "activation-code": code });

  it("mails a new working code to an account waiting for activation, keeping the registration's return address", async () => {
    const address = "spaet@example.org";
    await post("registerAccount", registration({ address, nickname: "SpaeteMail", fw_url: "http://localhost:3000/x" }));
    const first = codeOf(await newestMailTo(address));
    const answer = await resend("Spaet@Example.org");
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    const mail = await newestMailTo(address);
    expect(activationMails(address)).toHaveLength(2);
    expect(mail.text).toContain("Nur der Link in dieser neuesten E-Mail gilt.");
    const link = linkIn(mail, "/registrieren/aktivieren");
    expect(link.searchParams.get("adresse")).toBe(address);
    const second = codeOf(mail);
    expect(second).not.toBe(first);
    // The new code replaced the first mail's: only the newest mail's link works.
    expect((await activate(address, first)).statusCode).toBe(400);
    const activated = await activate(address, second);
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toEqual({ activated: true, returnUrl: "http://localhost:3000/x" });
    // Active now: asking again mails nothing, and the answer is the same.
    const again = await resend(address);
    expect(again.json()).toEqual(answer.json());
    await testApp.app.mailer.deliverDue();
    expect(activationMails(address)).toHaveLength(2);
    // No code is kept in clear, not even in a mail's key.
    const keys = await testApp.db.select({ idempotencyKey: mailOutbox.idempotencyKey }).from(mailOutbox);
    expect(keys.map((row) => row.idempotencyKey).join(" ")).not.toContain(second);
  });

  it("answers an unknown, an active and a waiting address alike, and mails only the waiting one", async () => {
    await post("registerAccount", registration({ address: "wartet@example.org", nickname: "Wartend" }));
    await newestMailTo("wartet@example.org");
    const before = smtp.mails.length;
    const unknown = await resend("niemand-hier@example.org");
    const active = await resend("fan@spielfeld.example");
    const waiting = await resend("wartet@example.org");
    for (const response of [unknown, active, waiting]) expect(response.statusCode).toBe(200);
    expect(unknown.body).toBe(waiting.body);
    expect(active.body).toBe(waiting.body);
    await testApp.app.mailer.deliverDue();
    expect(smtp.mails.slice(before).map((mail) => mail.to)).toEqual([
      expect.objectContaining({ text: "wartet@example.org" }),
    ]);
    expect(smtp.to("niemand-hier@example.org")).toHaveLength(0);
    // A wrong address is a 400 naming the field.
    const wrong = await resend("keine-adresse");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/"address"/);
  });

  it("mails at most three activations an hour and ten a day, the last mailed code staying valid", async () => {
    const address = "flut@example.org";
    await post("registerAccount", registration({ address, nickname: "Flutopfer" }));
    await newestMailTo(address);
    // With the registration's own mail, three an hour: two more are mailed, then nothing.
    for (let request = 0; request < 4; request += 1) expect((await resend(address)).statusCode).toBe(200);
    await testApp.app.mailer.deliverDue();
    const mailed = activationMails(address).map(codeOf);
    expect(mailed).toHaveLength(3);
    expect(new Set(mailed).size).toBe(3);
    // Wrong guesses that spend the last code's tries do not lock the owner out: with no usable code left, a request
    // mails a new one past the hour's limit.
    for (let guess = 0; guess < 5; guess += 1) {
      expect((await activate(address, `FALSCH${guess}GERATEN`)).statusCode).toBe(400);
    }
    expect((await activate(address, mailed[2]!)).statusCode).toBe(400);
    expect((await resend(address)).statusCode).toBe(200);
    await testApp.app.mailer.deliverDue();
    expect(activationMails(address)).toHaveLength(4);
    // Ten in a day are the most, stuck or not.
    const { id } = await findAccountByEmail(testApp, address);
    await testApp.db.insert(oneTimeCodes).values(
      Array.from({ length: 6 }, () => ({
        id: randomUUID(),
        userId: id,
        purpose: "account_activation" as const,
        codeHash: "alt",
        expiresAt: sql`now()`,
        consumedAt: sql`now()`,
        createdAt: sql`now() - interval '2 hours'`,
      })),
    );
    const setOpenCodeAttempts = (attempts: number) =>
      testApp.db
        .update(oneTimeCodes)
        .set({ attempts })
        .where(and(eq(oneTimeCodes.userId, id), isNull(oneTimeCodes.consumedAt)));
    await setOpenCodeAttempts(5);
    expect((await resend(address)).statusCode).toBe(200);
    await testApp.app.mailer.deliverDue();
    expect(activationMails(address)).toHaveLength(4);
    const last = activationMails(address).map(codeOf).at(-1)!;
    await setOpenCodeAttempts(0);
    expect((await activate(address, last)).statusCode).toBe(200);
  });

  it("answers the sixth request from one address within an hour with a 429", async () => {
    const from = "192.0.2.78";
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await resend(`niemand${attempt}@example.org`, from)).statusCode).toBe(200);
    }
    const refused = await resend("niemand5@example.org", from);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });
});
