// The dashboard's live feed of identifications: each signal.visitor_identified the pipeline commits
// (the same events webhooks deliver, so over-cap records are already withheld), pushed to the
// workspace's subscribers. The outbox is the source: it commits with the identification it
// announces, whichever process ran the batch, so one poller per process over the workspaces that
// have a subscriber is enough (no second channel to lose events on).
import type { Logger } from '../../../core/logger.js';
import type { SqlClient } from '../../../core/db/index.js';
import { readEvents } from '../../webhooks/outbox/outbox.service.js';
import { VISITOR_IDENTIFIED, type VisitorIdentifiedData } from './pipeline/identifiedEvent.js';

export interface Identification {
  /** the event's id (the webhook envelope id of the same event) */
  id: string;
  created_at: Date;
  data: VisitorIdentifiedData;
}

export const LIVE_FEED_POLL_MS = 250;
// batches commit out of created_at order (created_at is taken before the commit): re-read this far
// back on each poll and drop what was already pushed
const LOOKBACK_MS = 5_000;
const PAGE = 500;
// a subscriber that does not read is cut off rather than buffered without bound
const MAX_QUEUED = 1_000;

interface Subscriber {
  push(e: Identification): void;
  end(): void;
}

interface WorkspaceFeed {
  subscribers: Set<Subscriber>;
  /** newest created_at seen */
  high: Date | null;
  /** ids pushed (or present at subscribe) within the lookback, with their created_at */
  seen: Map<string, number>;
}

export interface IdentificationFeed {
  subscribe(workspaceId: string): Promise<AsyncIterableIterator<Identification>>;
  stop(): void;
}

export function createIdentificationFeed(sql: SqlClient, logger: Logger, pollMs = LIVE_FEED_POLL_MS): IdentificationFeed {
  const events = readEvents(sql);
  const feeds = new Map<string, WorkspaceFeed>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function poll(workspaceId: string, feed: WorkspaceFeed): Promise<void> {
    const after = feed.high ? new Date(feed.high.getTime() - LOOKBACK_MS) : null;
    const rows = await events.since(workspaceId, VISITOR_IDENTIFIED, after, PAGE);
    for (const r of rows) {
      const at = new Date(r.created_at);
      if (!feed.high || at > feed.high) feed.high = at;
      if (feed.seen.has(r.id)) continue;
      feed.seen.set(r.id, at.getTime());
      const e: Identification = { id: r.id, created_at: at, data: r.data as VisitorIdentifiedData };
      for (const s of feed.subscribers) s.push(e);
    }
    if (feed.high) {
      const floor = feed.high.getTime() - LOOKBACK_MS;
      for (const [id, t] of feed.seen) if (t < floor) feed.seen.delete(id);
    }
  }

  function schedule(): void {
    if (stopped || timer || feeds.size === 0) return;
    timer = setTimeout(async () => {
      for (const [wid, feed] of feeds) {
        try {
          await poll(wid, feed);
        } catch (err) {
          logger.warn({ err, workspace_id: wid }, 'identification feed: poll failed; retrying');
        }
      }
      timer = undefined;
      schedule();
    }, pollMs);
  }

  async function prime(workspaceId: string): Promise<WorkspaceFeed> {
    // only what happens from now on: remember the events already there (within the lookback)
    const high = await events.latest(workspaceId, VISITOR_IDENTIFIED);
    const feed: WorkspaceFeed = { subscribers: new Set(), high, seen: new Map() };
    if (high) {
      for (const r of await events.since(workspaceId, VISITOR_IDENTIFIED, new Date(high.getTime() - LOOKBACK_MS), PAGE * 10))
        feed.seen.set(r.id, new Date(r.created_at).getTime());
    }
    return feed;
  }

  return {
    async subscribe(workspaceId) {
      let feed = feeds.get(workspaceId);
      if (!feed) {
        const primed = await prime(workspaceId);
        feed = feeds.get(workspaceId) ?? primed; // another subscribe may have primed meanwhile
        feeds.set(workspaceId, feed);
      }
      const queue: Identification[] = [];
      let wake: (() => void) | undefined;
      let done = false;
      const sub: Subscriber = {
        push(e) {
          if (queue.length >= MAX_QUEUED) queue.shift();
          queue.push(e);
          wake?.();
        },
        end: () => leave(),
      };
      const f = feed;
      f.subscribers.add(sub);
      schedule();
      const leave = () => {
        done = true;
        f.subscribers.delete(sub);
        if (f.subscribers.size === 0 && feeds.get(workspaceId) === f) feeds.delete(workspaceId);
        wake?.();
      };
      const it: AsyncIterableIterator<Identification> = {
        [Symbol.asyncIterator]: () => it,
        async next() {
          while (!done && queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
          wake = undefined;
          if (queue.length > 0) return { value: queue.shift()!, done: false };
          return { value: undefined, done: true };
        },
        async return() {
          leave();
          return { value: undefined, done: true };
        },
      };
      return it;
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      for (const feed of [...feeds.values()]) for (const s of [...feed.subscribers]) s.end();
      feeds.clear();
    },
  };
}
