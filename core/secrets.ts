// Secrets the service needs to run: the key encrypting webhook secrets at rest and the key
// signing the caller context the gateway forwards. Taken from config; when unset (embedded,
// development) they are generated once into the data dir so restarts keep them.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { decodeKey, type Config } from './config.js';
import { MEMORY_DATA_DIR } from './db/index.js';

export interface ServiceSecrets {
  /** 32 bytes, AES-256-GCM */
  secretKey: Buffer;
  /** HMAC key for internal caller tokens */
  internalSecret: string;
}

function fileSecret(dir: string, name: string, make: () => string): string {
  if (dir.startsWith(MEMORY_DATA_DIR)) return make(); // an in-memory service keeps nothing on disk
  const path = join(dir, name);
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const value = make();
  writeFileSync(path, value + '\n', { mode: 0o600 });
  return value;
}

export function loadSecrets(config: Config): ServiceSecrets {
  const keyText =
    config.SIGNAL_SECRET_KEY ?? fileSecret(config.SIGNAL_DATA_DIR, 'secret.key', () => randomBytes(32).toString('hex'));
  const secretKey = decodeKey(keyText);
  if (!secretKey) throw new Error(`${join(config.SIGNAL_DATA_DIR, 'secret.key')} does not hold a 32-byte key`);
  const internalSecret =
    config.SIGNAL_INTERNAL_SECRET ??
    fileSecret(config.SIGNAL_DATA_DIR, 'internal.secret', () => randomBytes(32).toString('base64url'));
  return { secretKey, internalSecret };
}
