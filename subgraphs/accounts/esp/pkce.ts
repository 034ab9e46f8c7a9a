// OAuth 2 PKCE (RFC 7636): a random verifier kept server-side (encrypted) and its S256 challenge sent
// in the authorize URL; the state is a separate random value that finds the pending consent.
import { createHash, randomBytes } from 'node:crypto';

export const newCodeVerifier = (): string => randomBytes(48).toString('base64url'); // 64 chars, within 43..128
export const codeChallengeS256 = (verifier: string): string => createHash('sha256').update(verifier, 'ascii').digest('base64url');
export const newState = (): string => randomBytes(32).toString('base64url');
