// Session tokens (core/auth/sessions.ts): a token verified once is taken as verified again without
// checking its signature, but never past its exp nor for longer than a minute; a token that failed
// is never remembered.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDevIssuer } from '../../core/auth/devIssuer.js';
import { createSessionVerifier, remembering, type Checked } from '../../core/auth/sessions.js';

const claims = { sub: 'u1', wid: '00000000-0000-4000-8000-000000000001', role: 'owner' as const };
const caller = { kind: 'session' as const, workspaceId: claims.wid, userId: 'u1', role: 'owner' as const };

/** a check that accepts the tokens it is given, counting how often it is asked */
function counting(accepted: Record<string, number | null>) {
  const asked: string[] = [];
  const check = async (token: string): Promise<Checked | null> => {
    asked.push(token);
    return token in accepted ? { caller: { ...caller }, exp: accepted[token]! } : null;
  };
  return { check, asked };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('remembered session checks', () => {
  it('accepts a token again without checking it, and gives each caller its own copy', async () => {
    const { check, asked } = counting({ t1: null });
    const verify = remembering(check, () => 1_000);
    const first = await verify('t1');
    const again = await verify('t1');
    expect(first).toEqual(caller);
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    expect(asked).toEqual(['t1']);
  });

  it('checks again after a minute, and never past the token exp', async () => {
    let t = 0;
    const { check, asked } = counting({ long: null, short: 5_000 });
    const verify = remembering(check, () => t);
    await verify('long');
    await verify('short');
    t = 4_999;
    await verify('long');
    await verify('short');
    expect(asked).toEqual(['long', 'short']);
    t = 5_000; // the short token's exp
    await verify('short');
    expect(asked).toEqual(['long', 'short', 'short']);
    t = 59_999;
    await verify('long');
    expect(asked).toHaveLength(3);
    t = 60_000;
    await verify('long');
    expect(asked).toEqual(['long', 'short', 'short', 'long']);
  });

  it('never remembers a token that failed', async () => {
    const { check, asked } = counting({});
    const verify = remembering(check, () => 0);
    expect(await verify('bad')).toBeNull();
    expect(await verify('bad')).toBeNull();
    expect(asked).toEqual(['bad', 'bad']);
  });
});

describe('session verifier', () => {
  it('refuses a token it accepted once its exp has passed', async () => {
    const issuer = await loadDevIssuer('memory://session-verifier', 'https://issuer.test', 'signal');
    const verifier = createSessionVerifier({ audience: 'signal', devIssuer: issuer });
    const token = await issuer.sign(claims, 5);
    expect(await verifier.verify(token)).toEqual({ ...caller, email: undefined });
    vi.useFakeTimers({ now: Date.now() + 6_000 });
    expect(await verifier.verify(token)).toBeNull();
  });
});
