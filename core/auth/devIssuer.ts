// The development identity provider: with no external IdP configured, the service signs its own
// session JWTs (key pair kept in the data dir) and serves the JWKS at /.well-known/jwks.json, so the
// dashboard, the CLI and tests can sign in locally. Configuring SIGNAL_JWKS_URL turns it off.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK, type CryptoKey } from 'jose';
import { MEMORY_DATA_DIR } from '../db/index.js';

const ALG = 'ES256';
const KID = 'signal-dev-1';

export interface SessionClaims {
  sub: string;
  /** workspace id; absent on operator tokens */
  wid?: string;
  role?: string;
  email?: string;
  /** operator credential (signalctl) */
  op?: boolean;
}

export interface DevIssuer {
  issuer: string;
  audience: string;
  jwks(): { keys: JWK[] };
  sign(claims: SessionClaims, ttlSeconds?: number): Promise<string>;
}

export async function loadDevIssuer(dataDir: string, issuer: string, audience: string): Promise<DevIssuer> {
  const inMemory = dataDir.startsWith(MEMORY_DATA_DIR); // nothing on disk: a new key pair per start
  const path = join(dataDir, 'dev-issuer.jwk.json');
  let privateJwk: JWK;
  if (!inMemory && existsSync(path)) {
    privateJwk = JSON.parse(readFileSync(path, 'utf8')) as JWK;
  } else {
    const { privateKey } = await generateKeyPair(ALG, { extractable: true });
    privateJwk = { ...(await exportJWK(privateKey)), kid: KID, alg: ALG };
    if (!inMemory) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(path, JSON.stringify(privateJwk), { mode: 0o600 });
    }
  }
  const { d: _private, ...publicJwk } = privateJwk;
  const key = (await importJWK(privateJwk, ALG)) as CryptoKey;
  return {
    issuer,
    audience,
    jwks: () => ({ keys: [{ ...publicJwk, use: 'sig', alg: ALG, kid: privateJwk.kid ?? KID }] }),
    sign: (claims, ttlSeconds = 3600) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: ALG, kid: privateJwk.kid ?? KID })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(claims.sub)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
  };
}
