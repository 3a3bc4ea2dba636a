import type { Queryable } from '../index.ts';

/**
 * Counts one request against `key` in a fixed window of `windowMs` that starts with the key's first
 * request: the count so far (this one included) and the milliseconds until the window ends. One
 * statement, so processes counting the same key at once each see their own number. The database's own
 * clock is used, so every process agrees on when a window ends.
 */
export async function countRequest(db: Queryable, key: string, windowMs: number): Promise<{ count: number; ttlMs: number }> {
  const [row] = await db.query<{ count: number; ttl_ms: number }>(
    `INSERT INTO rate_limits AS r (key, count, expires_at) VALUES ($1, 1, clock_timestamp() + make_interval(secs => $2::float8 / 1000))
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN r.expires_at <= clock_timestamp() THEN 1 ELSE r.count + 1 END,
       expires_at = CASE WHEN r.expires_at <= clock_timestamp() THEN EXCLUDED.expires_at ELSE r.expires_at END
     RETURNING count, greatest(0, ceil(extract(epoch FROM r.expires_at - clock_timestamp()) * 1000))::int AS ttl_ms`,
    [key, windowMs],
  );
  return { count: row!.count, ttlMs: row!.ttl_ms };
}

/** Forgets windows that have ended (their next request starts a new one anyway). */
export async function forgetEndedWindows(db: Queryable): Promise<number> {
  return db.run('DELETE FROM rate_limits WHERE expires_at <= clock_timestamp()');
}
