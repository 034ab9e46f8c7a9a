// Signing secrets: "whsec_" + 32 random bytes (base62), shown once, stored AES-GCM encrypted with
// SIGNAL_SECRET_KEY because the worker must read them to sign (DESIGN.md 5).
import { decrypt, encrypt } from '../../../core/crypto.js';
import { randomBase62 } from '../../../core/ids.js';
import { SECRET_PREFIX } from '../signing/signature.js';

export const generateSecret = (): string => SECRET_PREFIX + randomBase62(32);
export const sealSecret = (secret: string, key: Buffer): string => encrypt(secret, key);
export const openSecret = (ciphertext: string, key: Buffer): string => decrypt(ciphertext, key);
