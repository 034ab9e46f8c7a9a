import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { ConfigError, loadConfig } from '../../core/config.js';

describe('config', () => {
  it('applies defaults on an empty environment (embedded database)', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(8080);
    expect(c.embedded).toBe(true);
    expect(c.SIGNAL_DATA_DIR).toBe('./data');
    expect(c.RATE_LIMIT_POINTS).toBe(300);
    expect(c.RATE_LIMIT_WINDOW_SECONDS).toBe(60);
    expect(c.publicUrl).toBe('http://127.0.0.1:8080');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SIGNAL_SECRET_KEY: 'short' }, 'SIGNAL_SECRET_KEY'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SIGNAL_WEBHOOK_ALLOW_PRIVATE: 'maybe' }, 'SIGNAL_WEBHOOK_ALLOW_PRIVATE'],
    [{ SIGNAL_JWKS_URL: 'https://idp.example/jwks.json' }, 'SIGNAL_JWT_ISSUER'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
  ])('rejects %j naming %s', (env, variable) => {
    let err: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toContain(variable);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).embedded).toBe(true);
  });

  it('stops `npm start` with a message naming the variable and exit code 1', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/invalid configuration/);
    expect(r.stderr).toMatch(/PORT/);
  });
});
