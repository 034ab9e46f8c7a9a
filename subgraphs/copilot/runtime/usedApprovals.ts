// Approvals are single-use (spec 4.4: "valid for one request only"). Before an approved plan's
// changes run, its signature's hash is inserted into used_approvals; the primary key decides, so of
// two concurrent requests carrying the same approval exactly one inserts a row and runs, and every
// later one (a replay, a second tab, a retry without X-Idempotency-Key) is refused. Rows are only
// needed while the approval could still verify: once it has expired it is refused as expired anyway,
// so expired rows are pruned on the way (approvals are rare, the delete uses the expires_at index),
// after a grace period so a request that verified just before expiry still finds the row.
import type { Runtime } from '../../../core/runtime.js';
import { sha256Hex } from '../../../core/crypto.js';
import { approvalExpiresAt } from './approval.js';
import { createUsedApprovalRepository } from './usedApproval.repository.js';

const PRUNE_GRACE_MS = 10 * 60 * 1000; // 10 minutes past expiry: covers slow requests and clock skew between processes

export const APPROVAL_ALREADY_USED = 'approval_already_used';

/** The refusal for a second use: nothing ran, and how to do it again on purpose. */
export const approvalUsedRefusal = (usedAt: Date): string =>
  `This approval was already used at ${usedAt.toISOString()}, and an approval is valid for one request only: nothing ran again. ` +
  'To make the change again, send the question without approved_plan and approve the new confirmation.';

export type ConsumeResult = { kind: 'consumed' } | { kind: 'already_used'; usedAt: Date };

export function createUsedApprovalStore(rt: Runtime) {
  const used = createUsedApprovalRepository(rt.db.sql);

  return {
    /**
     * Records the approval as used; 'already_used' when it was used before (or is being used right
     * now by a concurrent request). Call only for a signature that verified.
     */
    async consume(workspaceId: string, signature: string): Promise<ConsumeResult> {
      const now = rt.clock.now();
      const expiresAt = approvalExpiresAt(signature);
      if (!expiresAt) throw new Error('consume() needs a verified approval signature');
      const hash = sha256Hex(signature);
      await used.pruneExpired(new Date(now.getTime() - PRUNE_GRACE_MS));
      if (await used.insert({ hash, workspaceId, usedAt: now, expiresAt })) return { kind: 'consumed' };
      return { kind: 'already_used', usedAt: (await used.usedAt(hash)) ?? now };
    },
  };
}

export type UsedApprovalStore = ReturnType<typeof createUsedApprovalStore>;
