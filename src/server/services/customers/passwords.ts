/**
 * Password hashing: argon2id with OWASP's parameters (19 MiB of memory, 2 passes, 1 lane) through the
 * `argon2` binding, which runs each hash on libuv's thread pool so the event loop stays free. The
 * parameters travel inside each stored hash (PHC format), so raising them later leaves old hashes
 * verifiable; `needsRehash` says when one should be redone at the next login. A password is never
 * logged: it only ever reaches these functions.
 */
import argon2 from 'argon2';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

/** Whether `password` is the one `hash` was made from; false for a hash that cannot be read. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, OPTIONS);
}

/**
 * A hash of no one's password, verified when a login names an address without an account so that
 * the answer takes as long as for a wrong password (the timing does not tell which addresses have one).
 */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword('no account has this password: it only takes time');
  return decoy;
}
