import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

// No 0/O or 1/I/L: the reference is read out over the phone.
const REF_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A short reference a person can read out, e.g. "K7M3QX9A". Unique by database constraint. */
export function refCode(length = 8): string {
  let code = '';
  for (let i = 0; i < length; i++) code += REF_ALPHABET[randomInt(REF_ALPHABET.length)];
  return code;
}

/** A secret for a URL (manage key, invite code, payment token, session id): 192 random bits. */
export function urlSecret(): string {
  return randomBytes(24).toString('base64url');
}

/** Whether a secret given in a request is the stored one, compared in constant time. */
export function sameSecret(given: string, stored: string): boolean {
  const x = Buffer.from(given);
  const y = Buffer.from(stored);
  return x.length === y.length && timingSafeEqual(x, y);
}
