import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestService } from '../../helpers/server.js';

describe('service skeleton', () => {
  let svc: TestService;
  beforeAll(async () => {
    svc = await startTestServer();
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it('serves /healthz and /readyz (database checked)', async () => {
    const live = await fetch(`${svc.url}/healthz`);
    expect(live.status).toBe(200);
    const ready = await fetch(`${svc.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite' });
  });

  it('echoes X-Correlation-ID on success, or generates one', async () => {
    const echoed = await fetch(`${svc.url}/healthz`, { headers: { 'X-Correlation-ID': 'abc-123' } });
    expect(echoed.headers.get('x-correlation-id')).toBe('abc-123');
    const generated = await fetch(`${svc.url}/healthz`);
    expect(generated.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown routes with the error envelope', async () => {
    const res = await fetch(`${svc.url}/no/such/route`, { headers: { 'X-Correlation-ID': 'c-1' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error_code: 'NOT_FOUND',
      message: 'no route for GET /no/such/route',
      correlation_id: 'c-1',
      details: null,
    });
  });

  it('serves the development issuer JWKS', async () => {
    const res = await fetch(`${svc.url}/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { keys: Array<Record<string, unknown>> };
    expect(body.keys[0]).toMatchObject({ kty: 'EC', alg: 'ES256', use: 'sig' });
    expect(body.keys[0]).not.toHaveProperty('d');
  });

  it('creates workspaces with the 7-day pro_plus trial, or without one', async () => {
    const a = await svc.admin('POST', '/workspaces', { name: 'Trial Co', plan: 'starter' });
    expect(a.status).toBe(201);
    expect(a.body.workspace).toMatchObject({ plan: 'starter', effective_plan: 'pro_plus', monthly_cap: 2500 });
    const days = (Date.parse(a.body.workspace.trial_ends_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const b = await svc.admin('POST', '/workspaces', { name: 'No Trial Co', plan: 'starter', trial_days: 0 });
    expect(b.body.workspace).toMatchObject({ effective_plan: 'starter', monthly_cap: 300, trial_ends_at: null });
    const dup = await svc.admin('POST', '/workspaces', { name: 'Trial Co' });
    expect(dup.status).toBe(409);
    expect(dup.body.error_code).toBe('CONFLICT');
  });

  it('limits a workspace to 10 active API keys and shows the plaintext once', async () => {
    await svc.admin('POST', '/workspaces', { name: 'Keys Co' });
    for (let i = 0; i < 10; i++) {
      const r = await svc.admin('POST', '/workspaces/Keys%20Co/keys', { name: `k${i}`, scopes: ['read'] });
      expect(r.status).toBe(201);
      expect(r.body.key.plaintext).toMatch(/^sk_sig_[0-9A-Za-z]{43,}$/);
    }
    const over = await svc.admin('POST', '/workspaces/Keys%20Co/keys', { name: 'k10', scopes: ['read'] });
    expect(over.status).toBe(409);
    expect(over.body.details.code).toBe('api_key_limit_reached');
    const list = await svc.admin('GET', '/workspaces/Keys%20Co/keys');
    // only the display prefix is kept: no plaintext field, no full key anywhere
    expect(JSON.stringify(list.body)).not.toMatch(/sk_sig_[0-9A-Za-z]{43}/);
    expect(list.body.keys[0]).not.toHaveProperty('plaintext');
    expect(list.body.keys[0].prefix).toMatch(/^sk_sig_[0-9A-Za-z]{4}$/);
    const revoked = await svc.admin('POST', '/workspaces/Keys%20Co/keys/revoke', { name: '  K3 ' });
    expect(revoked.status).toBe(200);
    expect(revoked.body.key.revoked_at).not.toBeNull();
    const again = await svc.admin('POST', '/workspaces/Keys%20Co/keys', { name: 'k10', scopes: ['read', 'copilot'] });
    expect(again.status).toBe(201);
  });

  it('rejects bad operator-API input with a 400 naming the field', async () => {
    const r = await svc.admin('POST', '/workspaces', { name: '' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error_code: 'VALIDATION_ERROR', details: { field: 'name' } });
    const scopes = await svc.admin('POST', '/workspaces', { name: 'Scopes Co' }).then(() =>
      svc.admin('POST', '/workspaces/Scopes%20Co/keys', { name: 'x', scopes: ['write'] }),
    );
    expect(scopes.status).toBe(422);
    expect(scopes.body.message).toMatch(/unknown: write/);
  });

  it('keeps a workspace session out of other workspaces (404) and members out of admin actions', async () => {
    const a = await svc.admin('POST', '/workspaces', { name: 'Scope A' });
    await svc.admin('POST', '/workspaces', { name: 'Scope B' });
    const owner = await svc.rt.devIssuer!.sign({ sub: 'u-a', wid: a.body.workspace.id, role: 'owner' });
    const other = await fetch(`${svc.url}/admin/v1/workspaces/Scope%20B/keys`, { headers: { authorization: `Bearer ${owner}` } });
    expect(other.status).toBe(404);
    const own = await fetch(`${svc.url}/admin/v1/workspaces/Scope%20A/keys`, { headers: { authorization: `Bearer ${owner}` } });
    expect(own.status).toBe(200);
    const member = await svc.rt.devIssuer!.sign({ sub: 'u-m', wid: a.body.workspace.id, role: 'member' });
    const denied = await fetch(`${svc.url}/admin/v1/workspaces/Scope%20A/keys`, { headers: { authorization: `Bearer ${member}` } });
    expect(denied.status).toBe(403);
    const anon = await fetch(`${svc.url}/admin/v1/workspaces/Scope%20A/keys`);
    expect(anon.status).toBe(401);
  });
});
