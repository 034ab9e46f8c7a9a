// Approvals are not stored (spec 4.4): approve_with carries an HMAC over exactly what was proposed,
// for this workspace, this caller and this question. An approved_plan whose calls differ (extra or
// altered calls) or that was issued for another question fails the check and is gated again, so a
// change nobody was shown never runs. Each approval runs once: usedApprovals.ts records the ones
// that ran until they expire.
import { createHmac } from 'node:crypto';
import { safeEqual } from '../../../core/crypto.js';
import type { PlannedCall } from '../catalogue/types.js';
import type { QuestionKind } from './response.js';
import { canonicalJson } from './canonical.js';

export const APPROVAL_TTL_MS = 60 * 60 * 1000; // 1 hour: long enough to read the consent sentence, short enough not to linger

export interface ApprovalSubject {
  workspaceId: string;
  principal: string;
  question: string;
  question_kind: QuestionKind;
  calls: PlannedCall[];
}

const normaliseQuestion = (q: string) => q.trim().replace(/\s+/g, ' ').toLowerCase();

function mac(secret: string, issuedAt: number, s: ApprovalSubject): string {
  const payload = canonicalJson({
    v: 1,
    iat: issuedAt,
    w: s.workspaceId,
    p: s.principal,
    q: normaliseQuestion(s.question),
    k: s.question_kind,
    c: s.calls.map((c) => ({ tool: c.tool, arguments: c.arguments ?? {} })),
  });
  return createHmac('sha256', secret).update(`copilot-approval.${payload}`).digest('base64url');
}

export function signApproval(secret: string, now: Date, s: ApprovalSubject): string {
  const iat = Math.floor(now.getTime() / 1000);
  return `v1.${iat}.${mac(secret, iat, s)}`;
}

const SIGNATURE = /^v1\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** When a well-formed signature stops being valid (issued-at plus the TTL); null when malformed. */
export function approvalExpiresAt(signature: string): Date | null {
  const m = SIGNATURE.exec(signature);
  return m ? new Date(Number(m[1]) * 1000 + APPROVAL_TTL_MS) : null;
}

export type ApprovalCheck = 'valid' | 'missing' | 'mismatch' | 'expired';

export function verifyApproval(secret: string, now: Date, signature: string | undefined, s: ApprovalSubject): ApprovalCheck {
  if (!signature) return 'missing';
  const m = SIGNATURE.exec(signature);
  if (!m) return 'mismatch';
  const iat = Number(m[1]);
  if (!safeEqual(m[2]!, mac(secret, iat, s))) return 'mismatch';
  const age = now.getTime() - iat * 1000;
  return age > APPROVAL_TTL_MS || age < -60_000 ? 'expired' : 'valid';
}
