import { createHash, randomBytes } from 'node:crypto';

/** A random 128-bit secret (a session id, a link's token), URL-safe: 22 characters. */
export function newSecret(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * What is stored of a secret: its SHA-256. The secrets are random 128-bit values, so a fast hash is
 * enough (nothing to guess from), and a copy of the table lets no one in.
 */
export function secretHash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
