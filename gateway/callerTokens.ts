// Signing and verifying the caller token (core/auth/callerToken) costs a few tens of microseconds
// each; the read path does both on every request. Both sides cache: a signed token is reused for
// the same caller for half its lifetime, and a verified token maps to its caller until it expires.
// Only callers authenticated on this request are ever handed a token, so revocation stays immediate.
import type { Caller } from '../core/auth/caller.js';
import { signCallerToken, verifyCallerToken } from '../core/auth/callerToken.js';

const REUSE_MS = 30_000; // half of the token's 60 s lifetime
const MAX_ENTRIES = 5_000;

export interface CallerTokens {
  sign(caller: Caller): Promise<string>;
  verify(token: string | null | undefined): Promise<Caller | null>;
}

export function createCallerTokens(secret: string): CallerTokens {
  const signed = new Map<string, { token: string; until: number }>();
  const verified = new Map<string, { caller: Caller; until: number }>();
  const bounded = <V>(m: Map<string, V>) => {
    if (m.size >= MAX_ENTRIES) m.clear();
  };
  return {
    async sign(caller) {
      const key = JSON.stringify(caller);
      const hit = signed.get(key);
      if (hit && hit.until > Date.now()) return hit.token;
      const token = await signCallerToken(caller, secret);
      bounded(signed);
      signed.set(key, { token, until: Date.now() + REUSE_MS });
      return token;
    },
    async verify(token) {
      if (!token) return null;
      const hit = verified.get(token);
      if (hit && hit.until > Date.now()) return hit.caller;
      const caller = await verifyCallerToken(token, secret);
      if (caller) {
        bounded(verified);
        // a reused token is at most REUSE_MS old when handed out; keep the verdict no longer than that
        verified.set(token, { caller, until: Date.now() + REUSE_MS });
      }
      return caller;
    },
  };
}
