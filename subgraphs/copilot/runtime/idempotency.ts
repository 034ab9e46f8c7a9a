// X-Idempotency-Key (spec 4.3 rule 4): a retried request that made changes returns the original
// result instead of changing anything again. The key is claimed before the first change runs, so two
// concurrent retries cannot both execute; reusing a key for a different request is a conflict.
import type { Runtime } from '../../../core/runtime.js';
import { conflict } from '../../../core/errors.js';
import { sha256Hex } from '../../../core/crypto.js';
import { canonicalJson } from './canonical.js';
import type { CopilotRequest } from './request.js';
import type { CopilotResponse } from './response.js';
import { createIdempotencyRepository } from './idempotency.repository.js';

const SCOPE = 'copilot.ask';
const IN_PROGRESS = 0; // status_code of a claimed record whose run has not finished

export const requestHash = (r: CopilotRequest): string =>
  sha256Hex(canonicalJson({ question: r.question, thread_id: r.thread_id, turn_id: r.turn_id, approved_plan: r.approved_plan }));

export type Claim = { kind: 'claimed'; id: string } | { kind: 'replay'; response: CopilotResponse };

export function createIdempotencyStore(rt: Runtime) {
  const records = createIdempotencyRepository(rt.db.sql);

  async function existing(workspaceId: string, key: string, hash: string): Promise<Claim | null> {
    const rec = await records.find(workspaceId, SCOPE, key);
    if (!rec) return null;
    if (rec.request_hash !== hash)
      throw conflict('this X-Idempotency-Key was already used for a different request; use a new key for a new request', {
        code: 'idempotency_key_reused',
      });
    if (rec.status_code === IN_PROGRESS)
      throw conflict('a request with this X-Idempotency-Key is still running; retry after it finishes', { code: 'idempotency_in_progress' });
    return { kind: 'replay', response: rec.response as unknown as CopilotResponse };
  }

  return {
    /** A finished earlier result for this key, if any (checked before planning). */
    lookup(workspaceId: string, key: string, hash: string): Promise<Claim | null> {
      return existing(workspaceId, key, hash);
    },
    /** Claims the key just before changes run; a concurrent holder wins and this one replays or conflicts. */
    async claim(workspaceId: string, key: string, hash: string): Promise<Claim> {
      // a holder may release the key between our insert and our read: then the key is free, try again
      for (;;) {
        const id = await records.insert({ workspaceId, scope: SCOPE, key, requestHash: hash, statusCode: IN_PROGRESS, now: rt.clock.now() });
        if (id) return { kind: 'claimed', id };
        const found = await existing(workspaceId, key, hash);
        if (found) return found;
      }
    },
    async complete(id: string, response: CopilotResponse): Promise<void> {
      await records.complete(id, 200, response);
    },
    /** The run failed before finishing: free the key so a retry can run. */
    async release(id: string): Promise<void> {
      await records.deleteIfStatus(id, IN_PROGRESS);
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
