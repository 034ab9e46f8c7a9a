// Session tokens (core/auth/sessions.ts): a token verified once is taken as verified again without
// checking its signature, but never past its exp nor for longer than a minute; a token that failed
// is never remembered.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jwtVerify } from 'jose';
import { loadDevIssuer } from '../../core/auth/devIssuer.js';
import { createSessionVerifier } from '../../core/auth/sessions.js';

// the signature checks, counted
vi.mock('jose', async (original) => {
  const jose = await original<typeof import('jose')>();
  return { ...jose, jwtVerify: vi.fn(jose.jwtVerify) };
});
const checks = () => vi.mocked(jwtVerify).mock.calls.length;

const issuerOf = () => loadDevIssuer('memory://session-verifier', 'https://issuer.test', 'signal');
const claims = { sub: 'u1', wid: '00000000-0000-4000-8000-000000000001', role: 'owner' as const };

afterEach(() => {
  vi.useRealTimers();
  vi.mocked(jwtVerify).mockClear();
});

describe('session verifier', () => {
  it('accepts a valid token again from memory, and gives each caller its own copy', async () => {
    const issuer = await issuerOf();
    const verifier = createSessionVerifier({ audience: 'signal', devIssuer: issuer });
    const token = await issuer.sign(claims);
    const first = await verifier.verify(token);
    expect(first).toEqual({ kind: 'session', workspaceId: claims.wid, userId: 'u1', role: 'owner', email: undefined });
    const again = await verifier.verify(token);
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
    expect(checks()).toBe(1);
  });

  it('refuses a remembered token once its exp has passed', async () => {
    const issuer = await issuerOf();
    const verifier = createSessionVerifier({ audience: 'signal', devIssuer: issuer });
    const token = await issuer.sign(claims, 5);
    expect(await verifier.verify(token)).not.toBeNull();
    vi.useFakeTimers({ now: Date.now() + 6_000 });
    expect(await verifier.verify(token)).toBeNull();
  });

  it('checks the signature again after a minute', async () => {
    const issuer = await issuerOf();
    const verifier = createSessionVerifier({ audience: 'signal', devIssuer: issuer });
    const token = await issuer.sign(claims);
    expect(await verifier.verify(token)).not.toBeNull();
    vi.useFakeTimers({ now: Date.now() + 59_000 });
    expect(await verifier.verify(token)).not.toBeNull();
    expect(checks()).toBe(1);
    vi.useFakeTimers({ now: Date.now() + 2_000 });
    expect(await verifier.verify(token)).not.toBeNull();
    expect(checks()).toBe(2);
  });

  it('never remembers a token that failed', async () => {
    const issuer = await issuerOf();
    const verifier = createSessionVerifier({ audience: 'signal', devIssuer: issuer });
    const token = await issuer.sign(claims);
    const tampered = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(await verifier.verify(tampered)).toBeNull();
    expect(await verifier.verify(tampered)).toBeNull();
    expect(checks()).toBe(2);
    expect(await verifier.verify(token)).not.toBeNull();
  });
});
