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

/** How attempts at something guessable (a login) are slowed down. */
export interface GrowingDelay {
  /** Attempts allowed one after another before any wait. */
  free: number;
  /** The first wait; each attempt after it doubles the wait, up to `maxMs`. */
  baseMs: number;
  maxMs: number;
  /** Attempts are remembered until this long after the last one. */
  memoryMs: number;
}

/**
 * Counts an attempt against `key` if it is allowed now: the first `free` attempts at once, then each
 * only once the delay after the previous one has passed (base, doubling, at most max). A refused attempt
 * is not counted and answers how long to wait. In the rate_limits table: `count` is the attempts
 * remembered and `expires_at` the last attempt plus `memoryMs`, so the memory of them lapses (and is
 * forgotten with the other ended windows) and the wait never grows without end. One statement: of
 * processes racing on one key, each sees the attempts before its own.
 */
export async function countAttempt(db: Queryable, key: string, rule: GrowingDelay): Promise<{ allowed: boolean; retryAfterMs: number }> {
  const memory = 'make_interval(secs => $2::float8 / 1000)';
  const delay = `make_interval(secs => CASE WHEN r.count < $3 THEN 0 ELSE least($5::float8, $4::float8 * power(2, r.count - $3)) / 1000 END)`;
  const allowed = `(r.expires_at <= statement_timestamp() OR r.expires_at - ${memory} + ${delay} <= statement_timestamp())`;
  const [row] = await db.query<{ allowed: boolean; retry_ms: number }>(
    `INSERT INTO rate_limits AS r (key, count, expires_at) VALUES ($1, 1, statement_timestamp() + ${memory})
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN r.expires_at <= statement_timestamp() THEN 1 WHEN ${allowed} THEN r.count + 1 ELSE r.count END,
       expires_at = CASE WHEN ${allowed} THEN EXCLUDED.expires_at ELSE r.expires_at END
     RETURNING r.expires_at = statement_timestamp() + ${memory} AS allowed,
       greatest(0, ceil(extract(epoch FROM r.expires_at - ${memory} + make_interval(secs => least($5::float8, $4::float8 * power(2, greatest(r.count - $3, 0))) / 1000) - statement_timestamp()) * 1000))::int AS retry_ms`,
    [key, rule.memoryMs, rule.free, rule.baseMs, rule.maxMs],
  );
  return row!.allowed ? { allowed: true, retryAfterMs: 0 } : { allowed: false, retryAfterMs: Math.max(1, row!.retry_ms) };
}

/** Forgets the attempts against `key` (a successful login clears its account's). */
export async function forgetAttempts(db: Queryable, key: string) {
  await db.run('DELETE FROM rate_limits WHERE key = $1', [key]);
}

/** Takes one counted attempt back (a successful login does not slow its address down). */
export async function uncountAttempt(db: Queryable, key: string) {
  await db.run('UPDATE rate_limits SET count = greatest(count - 1, 0) WHERE key = $1', [key]);
}
