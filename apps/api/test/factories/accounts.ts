import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import {
  clubReporters,
  competitions,
  favorites,
  functionaries,
  refreshTokens,
  teamAdminRights,
  userFeatures,
  users,
} from "../../src/db/schema/index.js";
import type { TestApp } from "../app.js";

export type UserRole = "fan" | "promateur" | "operator" | "teamAdmin" | "divisionManager";

export interface TestUser {
  id: string;
  email: string;
  nickname: string;
  /** A signed access token for the user. */
  token: string;
}

export type AccountFields = Partial<typeof users.$inferInsert>;

/**
 * An account row with the given fields, activated and with the terms accepted unless the fields say otherwise;
 * resolves to its id. For an account that signs in, see `createUser`.
 */
export async function createAccount(testApp: TestApp, fields: AccountFields = {}): Promise<string> {
  const id = fields.id ?? randomUUID();
  const nickname = fields.nickname ?? `konto${id.slice(0, 8)}`;
  await testApp.db.insert(users).values({
    email: `${nickname.toLowerCase()}@factory.example`,
    passwordHash: "not-a-password-hash",
    firstName: "Test",
    lastName: "Nutzer",
    activatedAt: sql`now()`,
    termsAcceptedAt: sql`now()`,
    ...fields,
    id,
    nickname,
  });
  return id;
}

/**
 * An activated account with a role: a fan, a promateur, an operator (log-level feature), the team admin of a team
 * (`teamId`, a permanent team id) or the division manager of a competition (`competitionId`).
 */
export async function createUser(
  testApp: TestApp,
  role: UserRole,
  scope: { teamId?: string; competitionId?: string } = {},
): Promise<TestUser> {
  const id = randomUUID();
  const email = `${role}-${id.slice(0, 8)}@factory.example`;
  const nickname = `${role}${id.slice(0, 8)}`;
  await createAccount(testApp, { id, email, nickname, lastName: role });
  if (role === "promateur" || role === "operator") {
    await testApp.db
      .insert(userFeatures)
      .values({ userId: id, feature: role === "promateur" ? "promateur" : "log_level" });
  }
  if (role === "teamAdmin") {
    if (!scope.teamId) throw new Error("A team admin needs the teamId of the team they administer");
    await testApp.db.insert(teamAdminRights).values({ userId: id, teamId: scope.teamId });
  }
  if (role === "divisionManager") {
    if (!scope.competitionId) throw new Error("A division manager needs the competitionId of the competition");
    const functionaryId = `F${id.replace(/-/g, "").slice(0, 31).toUpperCase()}`;
    await testApp.db
      .insert(functionaries)
      .values({ id: functionaryId, firstName: "Test", lastName: role, functionName: "Staffelleiter", email });
    await testApp.db
      .update(competitions)
      .set({ divisionManagerId: functionaryId })
      .where(eq(competitions.id, scope.competitionId));
  }
  return { id, email, nickname, token: await signIn(testApp, id) };
}

/**
 * An access token of a new session of the user, as a sign-in makes one: a refresh token family stored for it and its
 * id in the token (`sid`), which the API checks on every request. `options` are the token service's.
 */
export async function signIn(
  testApp: TestApp,
  userId: string,
  options?: { expiresInSeconds?: number; audience?: string },
): Promise<string> {
  const familyId = randomUUID();
  await testApp.db.insert(refreshTokens).values({
    id: randomUUID(),
    userId,
    tokenHash: `test-${randomUUID()}`,
    familyId,
    expiresAt: sql`now() + interval '1 day'`,
  });
  return testApp.tokens.sign({ sub: userId, sid: familyId }, options);
}

/** The accounts with an address, compared without case (an address is one account's at most), as stored. */
export function findAccountsByEmail(testApp: TestApp, email: string) {
  return testApp.db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
}

/** The account with an address, compared without case, as stored. */
export async function findAccountByEmail(testApp: TestApp, email: string) {
  const [account] = await findAccountsByEmail(testApp, email);
  if (!account) throw new Error(`No account ${email}`);
  return account;
}

/** Links a player profile to an account, as the player's own. */
export async function linkPlayerToAccount(testApp: TestApp, userId: string, playerId: string): Promise<void> {
  await testApp.db.update(users).set({ playerId }).where(eq(users.id, userId));
}

/** Names an account a reporter of a club, by the account `namedBy` (a team admin of the club). */
export async function appointReporter(
  testApp: TestApp,
  { clubId, userId, namedBy }: { clubId: string; userId: string; namedBy: string | null },
): Promise<void> {
  await testApp.db.insert(clubReporters).values({ clubId, userId, namedBy });
}

/** Grants an account a feature (promateur, log level). */
export async function grantFeature(
  testApp: TestApp,
  userId: string,
  feature: (typeof userFeatures.$inferInsert)["feature"],
): Promise<void> {
  await testApp.db.insert(userFeatures).values({ userId, feature });
}

/** Makes a club, team, competition, player or association one of an account's favourites. */
export async function addFavorite(testApp: TestApp, favorite: typeof favorites.$inferInsert): Promise<void> {
  await testApp.db.insert(favorites).values(favorite);
}
