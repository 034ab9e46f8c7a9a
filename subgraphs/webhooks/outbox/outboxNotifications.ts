// Wake-ups for delivery workers on PostgreSQL: one dedicated connection LISTENs on signal_outbox
// (the outbox_events trigger, migration 0010, notifies at commit). Polling stays as the safety net
// (a notification is lost while the connection is down), so a lost connection only reconnects
// with backoff, and wakes the worker on every (re)connect to catch what it may have missed.
import pg from 'pg';
import type { Logger } from '../../../core/logger.js';

export const OUTBOX_CHANNEL = 'signal_outbox';
const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

export interface OutboxNotifications {
  close(): Promise<void>;
}

export function listenForOutbox(url: string, logger: Logger, onNotify: () => void): OutboxNotifications {
  let client: pg.Client | null = null;
  let closed = false;
  let delay = RECONNECT_MIN_MS;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (closed) return;
    const c = new pg.Client({ connectionString: url, application_name: 'signal-outbox-listener' });
    client = c;
    c.on('notification', (n) => {
      if (n.channel === OUTBOX_CHANNEL) onNotify();
    });
    c.on('error', (err) => {
      logger.warn({ err }, 'outbox listener: connection lost; reconnecting');
      reconnect(c);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${OUTBOX_CHANNEL}`);
      delay = RECONNECT_MIN_MS;
      onNotify();
    } catch (err) {
      logger.warn({ err }, 'outbox listener: cannot listen; retrying');
      reconnect(c);
    }
  };
  const reconnect = (c: pg.Client) => {
    if (closed || client !== c) return;
    client = null;
    void c.end().catch(() => undefined);
    retry = setTimeout(() => void connect(), delay);
    retry.unref();
    delay = Math.min(delay * 2, RECONNECT_MAX_MS);
  };
  void connect();

  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
