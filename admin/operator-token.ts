// The development credential signalctl uses on the embedded default: an operator JWT from the
// development issuer, rewritten to the data dir at every start (readable by the owner only).
import { writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Runtime } from '../core/runtime.js';

export const OPERATOR_TOKEN_FILE = 'operator.token';
const TTL_SECONDS = 30 * 86_400; // 30 days; refreshed at every start

export async function writeOperatorToken(rt: Runtime): Promise<string | null> {
  if (!rt.devIssuer) return null; // an external IdP issues operator tokens instead
  const token = await rt.devIssuer.sign({ sub: 'operator', op: true }, TTL_SECONDS);
  mkdirSync(rt.config.SIGNAL_DATA_DIR, { recursive: true });
  writeFileSync(join(rt.config.SIGNAL_DATA_DIR, OPERATOR_TOKEN_FILE), token + '\n', { mode: 0o600 });
  return token;
}
