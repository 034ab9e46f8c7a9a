// The copilot request (spec 2.6) and the approved plan (spec 4.4), parsed once for every transport.
// A malformed request or approved_plan is a 422 VALIDATION_ERROR naming the field.
import { z } from 'zod';
import { validation } from '../../../core/errors.js';
import { nulPath } from '../../../core/nul.js';

export const MAX_CALLS = 4; // spec 4.3 rule 2, 8
const ID = z.string().trim().min(1).max(200);
const chars = (s: string) => [...s].length; // code points, not UTF-16 units

export const CallSchema = z.object({
  tool: z.string().min(1).max(100),
  arguments: z.record(z.string(), z.unknown()).default({}),
});

export const ApprovedPlanSchema = z.object({
  question_kind: z.enum(['descriptive', 'action']),
  calls: z.array(CallSchema).min(1).max(MAX_CALLS),
  /** issued with approve_with; binds the approval to what was proposed (runtime/approval.ts) */
  signature: z.string().max(500).optional(),
});

export const CopilotRequestSchema = z.object({
  question: z
    .string()
    .refine((q) => chars(q.trim()) >= 3 && chars(q.trim()) <= 2000, { message: 'question must be 3-2000 characters' }),
  thread_id: ID.nullable().optional(),
  turn_id: ID.optional(),
  replaces_turn_id: ID.optional(),
  approved_plan: z.unknown().optional(),
});

export type ApprovedPlan = z.infer<typeof ApprovedPlanSchema>;
export interface CopilotRequest {
  question: string;
  thread_id: string | null;
  turn_id: string | null;
  replaces_turn_id: string | null;
  approved_plan: ApprovedPlan | null;
}

function issues(err: z.ZodError, prefix: (string | number)[] = []) {
  return err.issues.map((i) => ({ loc: ['body', ...prefix, ...i.path.map((p) => (typeof p === 'symbol' ? String(p) : p))], msg: i.message, type: i.code }));
}

/** Throws 422 with details {field, detail: [{loc, msg, type}]} (the HTTPValidationError items). */
export function parseCopilotRequest(body: unknown): CopilotRequest {
  const nul = nulPath(body); // nothing stored from a request may carry one (core/nul.ts)
  if (nul) {
    const field = String(nul[0] ?? 'body');
    const msg = 'must not contain NUL (U+0000) characters';
    throw validation(`invalid copilot request: ${field}: ${msg}`, { field, detail: [{ loc: ['body', ...nul], msg, type: 'nul_character' }] });
  }
  const parsed = CopilotRequestSchema.safeParse(body ?? {});
  if (!parsed.success) {
    const detail = issues(parsed.error);
    const field = String(detail[0]?.loc[1] ?? 'body');
    throw validation(`invalid copilot request: ${field}: ${detail[0]?.msg}`, { field, detail });
  }
  const r = parsed.data;
  let approved: ApprovedPlan | null = null;
  if (r.approved_plan !== undefined && r.approved_plan !== null) {
    const plan = ApprovedPlanSchema.safeParse(r.approved_plan);
    if (!plan.success) {
      const detail = issues(plan.error, ['approved_plan']);
      throw validation(`malformed approved_plan: ${detail[0]?.loc.slice(2).join('.') || 'approved_plan'}: ${detail[0]?.msg}`, {
        field: 'approved_plan',
        detail,
      });
    }
    approved = plan.data;
  }
  return {
    question: r.question.trim(),
    thread_id: r.thread_id ?? null,
    turn_id: r.turn_id ?? null,
    replaces_turn_id: r.replaces_turn_id ?? null,
    approved_plan: approved,
  };
}

/** 422 for an approved call the catalogue does not know or whose arguments do not fit its schema. */
export function approvedPlanError(index: number, message: string, loc: (string | number)[] = []) {
  return validation(`malformed approved_plan: calls.${index}: ${message}`, {
    field: 'approved_plan',
    detail: [{ loc: ['body', 'approved_plan', 'calls', index, ...loc], msg: message, type: 'invalid' }],
  });
}
