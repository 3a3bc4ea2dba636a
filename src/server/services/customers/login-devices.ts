/**
 * Known browsers (OWASP's device cookie): a browser that has proved it is an account's (a login with the
 * right password, a verification link followed, a password reset completed) gets a random cookie, kept
 * only as a hash. A login from it for that account is counted under the browser's own budget, apart from
 * the account's, which strangers' guesses use up: an attacker pacing wrong passwords at the account keeps
 * everyone but its owner waiting. The cookie is sent only to the account calls and lasts a year.
 */
import type { Queryable } from '../../db/index.ts';
import { findLoginDevice, insertLoginDevice, touchLoginDevice } from '../../db/repositories/login-devices.ts';
import { tokenLike } from '../../domain/customers/account-input.ts';
import { newSecret, secretHash } from './secrets.ts';

export const DEVICE_COOKIE_MS = 365 * 24 * 60 * 60_000;

/** A device cookie to set: its value and when it ends. */
export interface NewDevice {
  token: string;
  expiresAt: Date;
}

/** The hash of the request's device cookie when it is one given to the account of `email`, else undefined. */
export async function knownDevice(db: Queryable, cookie: string | undefined, email: string): Promise<string | undefined> {
  const token = tokenLike(cookie);
  if (!token) return undefined;
  const hash = secretHash(token);
  const device = await findLoginDevice(db, hash);
  return device?.email === email ? hash : undefined;
}

/** The browser is the account's: a new cookie, or the known one's use noted (then nothing to set). */
export async function trustDevice(db: Queryable, customerId: number, at: Date, known?: string): Promise<NewDevice | undefined> {
  if (known) {
    await touchLoginDevice(db, known, at);
    return undefined;
  }
  const token = newSecret();
  await insertLoginDevice(db, { tokenHash: secretHash(token), customerId, at });
  return { token, expiresAt: new Date(at.getTime() + DEVICE_COOKIE_MS) };
}
