// X-Idempotency-Key (spec 4.3 rule 4): a retried request that made changes returns the original
// result instead of changing anything again. The key is claimed before the first change runs, so two
// concurrent retries cannot both execute; reusing a key for a different request is a conflict.
import type { Runtime } from '../../../core/runtime.js';
import { conflict } from '../../../core/errors.js';
import { sha256Hex } from '../../../core/crypto.js';
import { canonicalJson } from './canonical.js';
import type { CopilotRequest } from './request.js';
import type { CopilotResponse } from './response.js';

const SCOPE = 'copilot.ask';
const IN_PROGRESS = 0; // status_code of a claimed record whose run has not finished

export const requestHash = (r: CopilotRequest): string =>
  sha256Hex(canonicalJson({ question: r.question, thread_id: r.thread_id, turn_id: r.turn_id, approved_plan: r.approved_plan }));

export type Claim = { kind: 'claimed'; id: string } | { kind: 'replay'; response: CopilotResponse };

export function createIdempotencyStore(rt: Runtime) {
  const { prisma } = rt.db;

  async function existing(workspaceId: string, key: string, hash: string): Promise<Claim | null> {
    const rec = await prisma.idempotencyRecord.findUnique({
      where: { workspace_id_scope_key: { workspace_id: workspaceId, scope: SCOPE, key } },
      select: { request_hash: true, status_code: true, response: true },
    });
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
      try {
        const rec = await prisma.idempotencyRecord.create({
          data: { workspace_id: workspaceId, scope: SCOPE, key, request_hash: hash, status_code: IN_PROGRESS, response: {}, created_at: rt.clock.now() },
          select: { id: true },
        });
        return { kind: 'claimed', id: rec.id };
      } catch (e) {
        if ((e as { code?: string }).code !== 'P2002') throw e;
        const found = await existing(workspaceId, key, hash);
        if (found) return found;
        throw e;
      }
    },
    async complete(id: string, response: CopilotResponse): Promise<void> {
      await prisma.idempotencyRecord.update({ where: { id }, data: { status_code: 200, response: response as never } });
    },
    /** The run failed before finishing: free the key so a retry can run. */
    async release(id: string): Promise<void> {
      await prisma.idempotencyRecord.deleteMany({ where: { id, status_code: IN_PROGRESS } });
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
