import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { exportJWK, generateKeyPair, importJWK, type JWK, jwtVerify, SignJWT } from "jose";

const ALGORITHM = "ES256";

export interface AccessTokenClaims {
  /** The user id. */
  sub: string;
  nickname?: string;
  /**
   * The session (a sign-in's refresh token family) the token belongs to: checked on every use, so ending the
   * session ends the token at once, on every instance.
   */
  sid?: string;
}

export interface TokenService {
  sign(claims: AccessTokenClaims, options?: { expiresInSeconds?: number; audience?: string }): Promise<string>;
  verify(token: string): Promise<AccessTokenClaims>;
  /** The public keys, published at /.well-known/jwks.json. */
  jwks(): { keys: JWK[] };
}

export interface SigningKey {
  privateJwk: JWK;
  publicJwk: JWK;
}

export async function generateSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { extractable: true });
  const kid = randomBytes(8).toString("hex");
  return {
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: ALGORITHM, use: "sig" },
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: ALGORITHM, use: "sig" },
  };
}

/** Reads the signing key from the data directory, creating it (readable by the owner only) on first start. */
export async function loadOrCreateSigningKey(dataDir: string): Promise<SigningKey> {
  const file = path.join(dataDir, "keys", "jwt-signing-key.json");
  if (existsSync(file)) return JSON.parse(await readFile(file, "utf8")) as SigningKey;
  const key = await generateSigningKey();
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, JSON.stringify(key), { mode: 0o600 });
  await chmod(file, 0o600);
  return key;
}

/** Short-lived access tokens signed with the API's own key; expiry, issuer and audience are checked. */
export async function createTokenService(
  key: SigningKey,
  options: { issuer: string; audience: string },
): Promise<TokenService> {
  const privateKey = await importJWK(key.privateJwk, ALGORITHM);
  const publicKey = await importJWK(key.publicJwk, ALGORITHM);
  return {
    async sign(claims, signOptions = {}) {
      const jwt = new SignJWT({
        ...(claims.nickname ? { nickname: claims.nickname } : {}),
        ...(claims.sid ? { sid: claims.sid } : {}),
      })
        .setProtectedHeader({ alg: ALGORITHM, kid: key.publicJwk.kid })
        .setSubject(claims.sub)
        .setIssuer(options.issuer)
        .setAudience(signOptions.audience ?? options.audience)
        .setIssuedAt()
        .setExpirationTime(`${signOptions.expiresInSeconds ?? 900}s`);
      return jwt.sign(privateKey);
    },
    async verify(token) {
      const { payload } = await jwtVerify(token, publicKey, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: [ALGORITHM],
      });
      if (typeof payload.sub !== "string") throw new Error("token without subject");
      return {
        sub: payload.sub,
        ...(typeof payload.nickname === "string" ? { nickname: payload.nickname } : {}),
        ...(typeof payload.sid === "string" ? { sid: payload.sid } : {}),
      };
    },
    jwks: () => ({ keys: [key.publicJwk] }),
  };
}
