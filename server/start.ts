// Starts the whole service in this process: runtime, roles, HTTP server, background work.
// Used by `npm start` (server/main.ts) and by tests, which start real servers on loopback.
import type { AddressInfo } from 'node:net';
import { createRuntime, type Runtime } from '../core/runtime.js';
import type { Config } from '../core/config.js';
import type { Clock } from '../core/clock.js';
import { buildApp, type App } from './app.js';

export interface RunningService extends App {
  rt: Runtime;
  /** base origin, e.g. http://127.0.0.1:43121 */
  url: string;
  stop(): Promise<void>;
}

const DRAIN_TIMEOUT_MS = 10_000; // in-flight requests get this long after SIGTERM

export async function startService(
  opts: { config?: Config; env?: Record<string, string | undefined>; clock?: Clock; runtime?: Runtime; pgliteTemplate?: Blob } = {},
): Promise<RunningService> {
  const rt = opts.runtime ?? (await createRuntime(opts));
  const built = await buildApp(rt);
  await new Promise<void>((resolve, reject) => {
    built.server.once('error', reject);
    built.server.listen(rt.config.PORT, rt.config.HOST, () => resolve());
  });
  const { port } = built.server.address() as AddressInfo;
  const host = rt.config.HOST === '0.0.0.0' || rt.config.HOST === '::' ? '127.0.0.1' : rt.config.HOST;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  for (const role of built.roles) await role.start?.();

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      const health = built.roles.find((r) => r.name === 'health') as { draining?: boolean } | undefined;
      if (health) health.draining = true;
      // stop accepting connections, let in-flight requests finish, then close idle keep-alives
      const closed = new Promise<void>((resolve) => built.server.close(() => resolve()));
      built.server.closeIdleConnections();
      const timer = setTimeout(() => built.server.closeAllConnections(), DRAIN_TIMEOUT_MS);
      await closed;
      clearTimeout(timer);
      for (const role of [...built.roles].reverse()) await role.stop?.();
      await rt.db.close();
    })());

  return { ...built, rt, url, stop };
}
