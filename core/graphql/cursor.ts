// Relay-style cursors for keyset pages: an opaque base64url of the row's sort key. A cursor that
// does not decode is a VALIDATION_ERROR naming `after`, never a silent first page.
import { validation } from '../errors.js';

export const encodeCursor = (key: readonly (string | number)[]): string => Buffer.from(JSON.stringify(key)).toString('base64url');

export function decodeCursor(cursor: string | null | undefined, arity: number): (string | number)[] | null {
  if (cursor === null || cursor === undefined) return null;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(key) && key.length === arity && key.every((k) => typeof k === 'string' || typeof k === 'number')) return key;
  } catch {
    // falls through to the validation error
  }
  throw validation('after: not a cursor this list gave out', { field: 'after' });
}
