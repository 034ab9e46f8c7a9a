// The gateway forwards the authenticated caller to subgraphs as a short-lived HS256 token signed
// with the internal secret; subgraphs trust nothing else (DESIGN.md 4).
import { jwtVerify, SignJWT } from 'jose';
import type { Caller } from './caller.js';

const TTL_SECONDS = 60;
const AUDIENCE = 'signal-subgraphs';

export async function signCallerToken(caller: Caller, secret: string): Promise<string> {
  return new SignJWT({ caller })
    .setProtectedHeader({ alg: 'HS256' })
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${TTL_SECONDS}s`)
    .sign(new TextEncoder().encode(secret));
}

export async function verifyCallerToken(token: string, secret: string): Promise<Caller | null> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { audience: AUDIENCE });
    return (payload.caller as Caller) ?? null;
  } catch {
    return null;
  }
}
