// Session JWT verification with jose against a JWKS: the configured IdP's (remote) or the
// development issuer's (local). A token verified once is taken as verified again for up to a minute
// (never past its exp): a dashboard or agent sends the same token with every request, and checking
// its signature each time costs more than most reads. A minute is well inside how long jose keeps a
// remote JWKS anyway (10 minutes), so a key withdrawn by the IdP is not honoured any longer than before.
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Caller, MemberRole } from './caller.js';
import type { DevIssuer } from './devIssuer.js';

export interface SessionVerifier {
  verify(token: string): Promise<Caller | null>;
}

const ROLES: MemberRole[] = ['owner', 'admin', 'member'];
/** how long a verified token is taken as verified without checking its signature again */
const VERIFIED_FOR_MS = 60_000;
/** at most this many verified tokens are remembered (the oldest go first) */
const VERIFIED_KEPT = 5_000;

export function createSessionVerifier(opts: {
  jwksUrl?: string;
  issuer?: string;
  audience: string;
  devIssuer?: DevIssuer;
}): SessionVerifier {
  let keys: JWTVerifyGetKey;
  let issuer: string;
  if (opts.jwksUrl) {
    keys = createRemoteJWKSet(new URL(opts.jwksUrl));
    issuer = opts.issuer!;
  } else if (opts.devIssuer) {
    keys = createLocalJWKSet(opts.devIssuer.jwks());
    issuer = opts.devIssuer.issuer;
  } else {
    throw new Error('createSessionVerifier: needs jwksUrl or devIssuer');
  }
  const verified = new Map<string, { caller: Caller; until: number }>();

  /** the caller a token names and its exp (ms; null: none), or null when the token is not valid */
  async function check(token: string): Promise<{ caller: Caller; exp: number | null } | null> {
    try {
      const { payload } = await jwtVerify(token, keys, { issuer, audience: opts.audience });
      const exp = typeof payload.exp === 'number' ? payload.exp * 1000 : null;
      if (typeof payload.sub !== 'string') return null;
      if (payload.op === true) return { caller: { kind: 'operator', userId: payload.sub }, exp };
      const role = payload.role as MemberRole;
      if (typeof payload.wid !== 'string' || !ROLES.includes(role)) return null;
      const email = typeof payload.email === 'string' ? payload.email : undefined;
      return { caller: { kind: 'session', workspaceId: payload.wid, userId: payload.sub, role, email }, exp };
    } catch (e) {
      if (e instanceof errors.JOSEError) return null; // expired, bad signature, wrong issuer...
      throw e; // JWKS unreachable and the like: a server fault, not the caller's
    }
  }

  return {
    async verify(token) {
      const now = Date.now();
      const kept = verified.get(token);
      if (kept && kept.until > now) return { ...kept.caller };
      verified.delete(token);
      const valid = await check(token);
      if (!valid) return null;
      verified.set(token, { caller: valid.caller, until: Math.min(valid.exp ?? Infinity, now + VERIFIED_FOR_MS) });
      if (verified.size > VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
      return { ...valid.caller };
    },
  };
}
