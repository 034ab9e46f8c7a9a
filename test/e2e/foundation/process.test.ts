// `npm start` as a real process: first start of an empty embedded database prints the demo keys,
// a restart does not create a second demo, SIGTERM shuts down cleanly (exit 0).
import { describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = 18000 + Math.floor(Math.random() * 1000);

function start(dataDir: string): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), SIGNAL_DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', SIGNAL_JOBS: '0' },
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitReady(output: () => string): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    try {
      const r = await fetch(`http://127.0.0.1:${PORT}/readyz`);
      if (r.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`service did not become ready:\n${output()}`);
}

describe.skipIf(process.env.TEST_DB === 'postgres')('npm start on the embedded default', () => {
  it('prints the demo keys once, then shuts down cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'signal-proc-'));
    try {
      const first = start(dataDir);
      await waitReady(first.output);
      // the demo banner is printed after the server listens
      const deadline = Date.now() + 240_000;
      while (!/copilot key/.test(first.output()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      const banner = first.output();
      expect(banner).toMatch(/Demo workspace "Demo" created/);
      expect(banner).toMatch(/read key\s+: sk_sig_[0-9A-Za-z]{43,}/);
      expect(banner).toMatch(/copilot key\s+: sk_sig_[0-9A-Za-z]{43,}/);
      expect(banner).toContain(`http://127.0.0.1:${PORT}/signal-api/v1`);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      const second = start(dataDir);
      await waitReady(second.output);
      expect(second.output()).not.toMatch(/Demo workspace/);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 600_000);
});
