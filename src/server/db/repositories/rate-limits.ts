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

/** One key of a login attempt and its rule, as SQL over the row `r` with the rule's parameters at `$at`…`$at+4`. */
function attemptSql(at: number) {
  const [key, memoryMs, free, baseMs, maxMs] = [0, 1, 2, 3, 4].map((i) => `$${at + i}`);
  const memory = `make_interval(secs => ${memoryMs}::float8 / 1000)`;
  const delay = `make_interval(secs => CASE WHEN r.count < ${free} THEN 0 ELSE least(${maxMs}::float8, ${baseMs}::float8 * power(2, r.count - ${free})) / 1000 END)`;
  const allowed = `(r.expires_at <= statement_timestamp() OR r.expires_at - ${memory} + ${delay} <= statement_timestamp())`;
  const retryMs = `greatest(0, ceil(extract(epoch FROM r.expires_at - ${memory} + make_interval(secs => least(${maxMs}::float8, ${baseMs}::float8 * power(2, greatest(r.count - ${free}, 0))) / 1000) - statement_timestamp()) * 1000))::int`;
  /** Counts the attempt if `gate` holds and the rule allows it now; answers whether it was counted, or how long to wait. */
  const count = (gate: string) =>
    `INSERT INTO rate_limits AS r (key, count, expires_at) SELECT ${key}::text, 1, statement_timestamp() + ${memory} WHERE ${gate}
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN r.expires_at <= statement_timestamp() THEN 1 WHEN ${allowed} THEN r.count + 1 ELSE r.count END,
       expires_at = CASE WHEN ${allowed} THEN EXCLUDED.expires_at ELSE r.expires_at END
     RETURNING r.expires_at = statement_timestamp() + ${memory} AS allowed, ${retryMs} AS retry_ms, r.count`;
  return { key, allowed, retryMs, count };
}

const ruleParameters = (key: string, rule: GrowingDelay) => [key, rule.memoryMs, rule.free, rule.baseMs, rule.maxMs];

/**
 * Whether an attempt counted under two keys was allowed, with the attempts each key now remembers (this
 * one included), or which key refused it and for how long.
 */
export type AttemptCounted = { allowed: true; counts: [number, number] } | { allowed: false; refusedBy: 'first' | 'second'; retryAfterMs: number };

/**
 * Counts one attempt under two keys (a login: its client's address, then its account) if both rules
 * allow it now: under each, the first `free` attempts at once, then each only once the delay after the
 * previous one has passed (base, doubling, at most max). A refused attempt is counted under neither and
 * answers how long to wait. In the rate_limits table: `count` is the attempts remembered and
 * `expires_at` the last attempt plus `memoryMs`, so the memory of them lapses (and is forgotten with
 * the other ended windows) and the wait never grows without end.
 *
 * One statement on the database's clock. The first key's row is locked (FOR UPDATE) while it is read,
 * so its verdict is its latest; the second is counted only if the first allows, and the first only
 * if the second counted. Rows are locked first key then second, so processes racing on the same keys
 * queue rather than deadlock, and each sees the attempts before its own.
 */
export async function countAttempt(db: Queryable, first: { key: string; rule: GrowingDelay }, second: { key: string; rule: GrowingDelay }): Promise<AttemptCounted> {
  const a = attemptSql(1);
  const b = attemptSql(6);
  const [row] = await db.query<{
    first_allowed: boolean;
    first_retry_ms: number | null;
    second_allowed: boolean | null;
    second_retry_ms: number | null;
    first_count: number | null;
    second_count: number | null;
  }>(
    `WITH first_now AS (SELECT ${a.allowed} AS allowed, ${a.retryMs} AS retry_ms FROM rate_limits r WHERE r.key = ${a.key} FOR UPDATE),
     second AS (${b.count('coalesce((SELECT allowed FROM first_now), true)')}),
     first AS (${a.count('coalesce((SELECT allowed FROM second), false)')})
     SELECT coalesce((SELECT allowed FROM first_now), true) AS first_allowed, (SELECT retry_ms FROM first_now) AS first_retry_ms,
       (SELECT allowed FROM second) AS second_allowed, (SELECT retry_ms FROM second) AS second_retry_ms,
       (SELECT count FROM first) AS first_count, (SELECT count FROM second) AS second_count`,
    [...ruleParameters(first.key, first.rule), ...ruleParameters(second.key, second.rule)],
  );
  if (!row!.first_allowed) return { allowed: false, refusedBy: 'first', retryAfterMs: Math.max(1, row!.first_retry_ms ?? 0) };
  if (!row!.second_allowed) return { allowed: false, refusedBy: 'second', retryAfterMs: Math.max(1, row!.second_retry_ms ?? 0) };
  return { allowed: true, counts: [row!.first_count ?? 1, row!.second_count ?? 1] };
}

/** A login succeeded: its account's attempts are forgotten and its own attempt taken off its address's (one statement). */
export async function forgetAttempt(db: Queryable, forget: string, uncount: string) {
  await db.run(
    `WITH forgotten AS (DELETE FROM rate_limits WHERE key = $1)
     UPDATE rate_limits SET count = greatest(count - 1, 0) WHERE key = $2`,
    [forget, uncount],
  );
}
