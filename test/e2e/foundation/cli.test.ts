// signalctl over HTTP against a running service: JSON on stdout, one-line errors on stderr, non-zero exits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestService } from '../../helpers/server.js';

function signalctl(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, ['bin/signalctl.mjs', ...args], { env: { ...process.env, SIGNAL_TOKEN: '', ...env } });
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (d) => (stdout += d));
    p.stderr.on('data', (d) => (stderr += d));
    p.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

describe('signalctl', () => {
  let svc: TestService;
  let common: string[];
  beforeAll(async () => {
    svc = await startTestServer();
    common = ['--url', svc.url, '--data-dir', svc.rt.config.SIGNAL_DATA_DIR];
  });
  afterAll(async () => {
    await svc?.stop();
  });

  it('creates a workspace and a key with the development credential from the data dir', async () => {
    const ws = await signalctl([...common, 'workspace', 'create', '--name', 'CLI Co', '--plan', 'pro', '--trial-days', '0']);
    expect(ws.stderr).toBe('');
    expect(ws.code).toBe(0);
    expect(JSON.parse(ws.stdout).workspace).toMatchObject({ name: 'CLI Co', plan: 'pro', trial_ends_at: null });

    const key = await signalctl([...common, 'key', 'create', '--workspace', 'CLI Co', '--name', 'ci', '--scopes', 'read,copilot']);
    expect(key.code).toBe(0);
    expect(JSON.parse(key.stdout).key).toMatchObject({ name: 'ci', scopes: ['read', 'copilot'] });

    const revoke = await signalctl([...common, 'key', 'revoke', '--workspace', 'CLI Co', '--name', 'ci']);
    expect(revoke.code).toBe(0);
    expect(JSON.parse(revoke.stdout).key.revoked_at).toBeTruthy();

    const token = await signalctl([...common, 'token', '--workspace', 'CLI Co', '--role', 'admin']);
    expect(token.code).toBe(0);
    expect(JSON.parse(token.stdout)).toMatchObject({ role: 'admin' });
  });

  it('fails with one line and exit 1 for an unknown workspace', async () => {
    const r = await signalctl([...common, 'key', 'create', '--workspace', 'Nope', '--name', 'x', '--scopes', 'read']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/NOT_FOUND: workspace "Nope" not found/);
  });

  it('fails with exit 1 and a hint for a bad token', async () => {
    const r = await signalctl([...common, 'workspace', 'create', '--name', 'X'], { SIGNAL_TOKEN: 'not-a-token' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/UNAUTHORIZED/);
    expect(r.stderr).toMatch(/SIGNAL_TOKEN/);
  });

  it('fails with exit 3 when the service is down', async () => {
    const r = await signalctl(['--url', 'http://127.0.0.1:59999', 'workspace', 'create', '--name', 'X'], { SIGNAL_TOKEN: 't' });
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/cannot reach the service at http:\/\/127\.0\.0\.1:59999 \(ECONNREFUSED\)/);
  });

  it('fails with exit 2 on bad usage, naming the option', async () => {
    const r = await signalctl([...common, 'workspace', 'create', '--name', 'X', '--plan', 'gold']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/--plan must be one of free, starter, pro, pro_plus, enterprise/);
    const missing = await signalctl([...common, 'key', 'create', '--workspace', 'CLI Co']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/--name/);
  });

  it('fails with exit 2 when there is no credential at all', async () => {
    const r = await signalctl(['--url', svc.url, '--data-dir', '/nonexistent', 'workspace', 'create', '--name', 'X']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no credential: set SIGNAL_TOKEN/);
  });

  it('imports an IP-range CSV, naming the file line of a bad row', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'signalctl-ranges-'));
    const good = join(dir, 'ranges.csv');
    writeFileSync(good, 'cidr,company_domain,company_name\n198.51.100.0/24,initech.com,Initech\n\n2001:db8:1::/48,initech.com,\n');
    const ok = await signalctl([...common, 'ip-ranges', 'import', good, '--source', 'cli-test']);
    expect(ok.stderr).toBe('');
    expect(JSON.parse(ok.stdout)).toMatchObject({ imported: 2 });
    const show = await signalctl([...common, 'ip-ranges', 'show']);
    expect(JSON.parse(show.stdout).sources).toContainEqual({ source: 'cli-test', ranges: 2 });

    const bad = join(dir, 'bad.csv');
    writeFileSync(bad, 'company_domain,cidr\nacme.com,203.0.113.0/24\nglobex.com,not-a-range\n');
    const r = await signalctl([...common, 'ip-ranges', 'import', bad]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/bad\.csv line 3: "not-a-range" is not a CIDR range/);

    const headerless = join(dir, 'headerless.csv');
    writeFileSync(headerless, '203.0.113.0/24,acme.com\n');
    const h = await signalctl([...common, 'ip-ranges', 'import', headerless]);
    expect(h.code).toBe(2);
    expect(h.stderr).toMatch(/the header needs cidr and company_domain/);
    expect((await signalctl([...common, 'ip-ranges', 'import', join(dir, 'missing.csv')])).code).toBe(2);
  });
});
