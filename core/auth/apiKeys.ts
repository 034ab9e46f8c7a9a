// API keys (spec 5): "sk_sig_" + 32 random bytes in base62. Only the SHA-256 and a display
// prefix are stored; lookups go by hash, so the comparison itself is on equal-length digests.
import { randomBase62 } from '../ids.js';
import { sha256Hex } from '../crypto.js';

export const API_KEY_PREFIX = 'sk_sig_';
export const MAX_ACTIVE_KEYS = 10;
const KEY_SHAPE = /^sk_sig_[0-9A-Za-z]{43,}$/;

export interface NewApiKey {
  plaintext: string;
  hash: string;
  prefix: string;
}

export function generateApiKey(): NewApiKey {
  const plaintext = API_KEY_PREFIX + randomBase62(32);
  return { plaintext, hash: hashApiKey(plaintext), prefix: plaintext.slice(0, 11) };
}

export const hashApiKey = (plaintext: string): string => sha256Hex(plaintext);

export const looksLikeApiKey = (token: string): boolean => KEY_SHAPE.test(token);
