// The collector's domain entry point: authenticate a hit by its site key, validate it, store it
// durably in raw_events. Nothing is processed here (the identify job does that in batches), so
// the HTTP fast path is one cached lookup, one validation and a share of a group-committed INSERT.
// A hit is judged on its own (hit.schema.ts): one sender's bad bytes are that sender's 400, never
// other customers' 503; a 503 means storage is unavailable, and only then is a retry worth it.
import type { ServiceContext } from '../../../../core/context.js';
import { AppError, type ErrorDetails } from '../../../../core/errors.js';
import { storable } from '../storableText.js';
import { createWorkspaceRepository } from '../../workspaces/workspace.repository.js';
import { HIT_LIMITS, HitSchema, SITE_KEY_PATTERN, type StoredHit } from './hit.schema.js';
import { createRawEventWriter, RawEventRefusedError, type RawEventWriter } from './rawEventWriter.js';

const SITE_KEY_TTL_MS = 60_000; // a rotated or new site key is seen within a minute
const SITE_KEY_CACHE_MAX = 10_000;

/** malformed hits are 400 VALIDATION_ERROR (spec 7 allows 400 or 422; 400 is what beacon senders expect) */
const badRequest = (message: string, details: ErrorDetails) => new AppError('VALIDATION_ERROR', message, details, 400);

export interface HitMeta {
  ip: string | null;
  userAgent: string | null;
  /** when the hit arrived; the clock's now unless replaying history (demo, imports) */
  receivedAt?: Date;
}

export interface Collector {
  /** `body` is the raw request body (JSON text or an already parsed object) */
  accept(siteKey: string | undefined, body: unknown, meta: HitMeta): Promise<{ workspaceId: string }>;
  /** the workspace behind a site key, or null (cached) */
  workspaceForSiteKey(siteKey: string): Promise<string | null>;
  flush(): Promise<void>;
}

export function createCollector(ctx: Pick<ServiceContext, 'db' | 'clock' | 'logger'>, writer: RawEventWriter = createRawEventWriter(ctx)): Collector {
  const workspaces = createWorkspaceRepository(ctx.db.sql);
  const cache = new Map<string, { workspaceId: string | null; expires: number }>();

  async function workspaceForSiteKey(siteKey: string): Promise<string | null> {
    const now = Date.now(); // cache bookkeeping only, not domain time
    const hit = cache.get(siteKey);
    if (hit && hit.expires > now) return hit.workspaceId;
    const ws = await workspaces.bySiteKey(siteKey);
    if (cache.size >= SITE_KEY_CACHE_MAX) cache.delete(cache.keys().next().value!);
    cache.set(siteKey, { workspaceId: ws?.id ?? null, expires: now + SITE_KEY_TTL_MS });
    return ws?.id ?? null;
  }

  return {
    workspaceForSiteKey,
    flush: () => writer.flush(),
    async accept(siteKeyParam, body, meta) {
      let parsed: unknown = body;
      if (typeof body === 'string') {
        try {
          parsed = JSON.parse(body);
        } catch {
          throw badRequest('body must be a JSON object', { field: 'body', code: 'invalid_json' });
        }
      }
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
        throw badRequest('body must be a JSON object', { field: 'body', code: 'invalid_json' });
      const r = HitSchema.safeParse(parsed);
      if (!r.success) {
        const issue = r.error.issues[0]!;
        const field = issue.path.join('.') || 'body';
        const code = (issue as { params?: { code?: string } }).params?.code;
        throw badRequest(`${field}: ${issue.message}`, code ? { field, code } : { field });
      }
      const { k, ...hit } = r.data;
      const siteKey = siteKeyParam ?? k;
      if (!siteKey) throw badRequest('site key missing: send ?k=site_... or "k" in the body', { field: 'k' });
      if (!SITE_KEY_PATTERN.test(siteKey)) throw badRequest('k: must be a site key (site_...)', { field: 'k' });
      const workspaceId = await workspaceForSiteKey(siteKey);
      if (!workspaceId) throw new AppError('NOT_FOUND', 'unknown site key; copy the snippet from the dashboard again', { code: 'unknown_site_key' });
      try {
        await writer.write({
          workspace_id: workspaceId,
          received_at: meta.receivedAt ?? ctx.clock.now(),
          payload: hit satisfies StoredHit,
          ip: meta.ip,
          user_agent: meta.userAgent ? storable(meta.userAgent, HIT_LIMITS.user_agent) : null,
        });
      } catch (err) {
        if (err instanceof RawEventRefusedError) {
          // something the schema let through yet the database refuses: the same hit fails again
          ctx.logger.warn({ err, sqlstate: err.sqlState, workspace_id: workspaceId }, 'collector: hit refused by the database');
          throw badRequest(`hit refused by the database (SQLSTATE ${err.sqlState}); sending it again fails the same way`, {
            field: 'body',
            code: 'unstorable_hit',
            sqlstate: err.sqlState,
          });
        }
        // not the client's fault and not accepted: tell it to retry
        ctx.logger.error({ err }, 'collector: raw event not stored');
        throw new AppError('INTERNAL', 'hit not stored; retry later', { code: 'storage_unavailable' }, 503);
      }
      return { workspaceId };
    },
  };
}
