import type { z } from 'zod';
import { AppError } from '../core/errors.js';

/** zod parse → 400 VALIDATION_ERROR naming the first bad field. */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const r = schema.safeParse(body ?? {});
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  const field = issue.path.join('.') || 'body';
  throw new AppError('VALIDATION_ERROR', `${field}: ${issue.message}`, { field }, 400);
}
