import type { Queryable } from '../index.ts';

/**
 * Records the first use of a Google ID token (by its jti's hash) until it expires; false when it was
 * used before. Tokens past their expiry are forgotten here too: they can no longer pass verification.
 */
export async function firstUseOfGoogleToken(db: Queryable, jtiHash: string, expiresAt: Date, now: Date): Promise<boolean> {
  await db.run('DELETE FROM google_token_uses WHERE expires_at < $1', [now]);
  const rows = await db.query('INSERT INTO google_token_uses (jti_hash, expires_at) VALUES ($1, $2) ON CONFLICT (jti_hash) DO NOTHING RETURNING jti_hash', [jtiHash, expiresAt]);
  return rows.length === 1;
}
