// Session JWT verification with jose against a JWKS: the configured IdP's (remote) or the
// development issuer's (local).
import { createLocalJWKSet, createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { Caller, MemberRole } from './caller.js';
import type { DevIssuer } from './devIssuer.js';

export interface SessionVerifier {
  verify(token: string): Promise<Caller | null>;
}

const ROLES: MemberRole[] = ['owner', 'admin', 'member'];

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
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, keys, { issuer, audience: opts.audience });
        if (typeof payload.sub !== 'string') return null;
        if (payload.op === true) return { kind: 'operator', userId: payload.sub };
        const role = payload.role as MemberRole;
        if (typeof payload.wid !== 'string' || !ROLES.includes(role)) return null;
        return {
          kind: 'session',
          workspaceId: payload.wid,
          userId: payload.sub,
          role,
          email: typeof payload.email === 'string' ? payload.email : undefined,
        };
      } catch (e) {
        if (e instanceof errors.JOSEError) return null; // expired, bad signature, wrong issuer...
        throw e; // JWKS unreachable and the like: a server fault, not the caller's
      }
    },
  };
}
