// GraphQL arguments go through the same zod schemas as the REST query; a failure is a
// VALIDATION_ERROR naming the field (GraphQL has no HTTPValidationError list).
import type { z } from 'zod';
import { validation } from '../../../core/errors.js';

export function parseArgs<T extends z.ZodType>(schema: T, args: unknown): z.infer<T> {
  // GraphQL passes omitted nullable arguments as undefined and explicit nulls as null: treat both as omitted
  const cleaned = Object.fromEntries(Object.entries(args ?? {}).filter(([, v]) => v !== null && v !== undefined));
  const r = schema.safeParse(cleaned);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  const field = issue.path.join('.');
  throw validation(`${field}: ${issue.message}`, { field });
}
