import type { Request } from 'express';
import { validation } from '../../core/errors.js';

export const IDEMPOTENCY_HEADER = 'X-Idempotency-Key';
const MAX_KEY_CHARS = 255;

/** The optional X-Idempotency-Key (spec 4.3 rule 4): printable ASCII, 1-255 characters. */
export function idempotencyKeyOf(req: Request): string | undefined {
  const key = req.get(IDEMPOTENCY_HEADER);
  if (key === undefined) return undefined;
  if (key.length < 1 || key.length > MAX_KEY_CHARS || !/^[\x21-\x7e][\x20-\x7e]*$/.test(key))
    throw validation(`${IDEMPOTENCY_HEADER} must be 1-${MAX_KEY_CHARS} printable ASCII characters`, { field: IDEMPOTENCY_HEADER });
  return key;
}
