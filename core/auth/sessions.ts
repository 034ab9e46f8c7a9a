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
  /** the caller a token names and its exp (ms; null: none), or null when the token is not valid */
  async function check(token: string): Promise<Checked | null> {
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

  return { verify: remembering(check) };
}

export interface Checked {
  caller: Caller;
  /** the token's exp in ms, null when it has none */
  exp: number | null;
}

/**
 * `check` with the tokens it accepted remembered: accepted again without asking it for up to
 * VERIFIED_FOR_MS, never past their exp; a token it refused is asked about every time. Each caller
 * gets its own copy of the caller.
 */
export function remembering(check: (token: string) => Promise<Checked | null>, now: () => number = () => Date.now()): (token: string) => Promise<Caller | null> {
  const verified = new Map<string, { caller: Caller; until: number }>();
  return async (token) => {
    const at = now();
    const kept = verified.get(token);
    if (kept && kept.until > at) return { ...kept.caller };
    verified.delete(token);
    const valid = await check(token);
    if (!valid) return null;
    verified.set(token, { caller: valid.caller, until: Math.min(valid.exp ?? Infinity, at + VERIFIED_FOR_MS) });
    if (verified.size > VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
    return { ...valid.caller };
  };
}
