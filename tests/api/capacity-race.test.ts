import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/server/db/index.ts';
import { demo } from '../../src/server/db/demo-ids.ts';
import { freePort, serverProcesses } from '../helpers/server-processes.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

describe('never oversold', () => {
  it('lets 200 concurrent completions take at most the last 10 covers of a slot', async () => {
    const bar = demo.bars.revolutionLeeds;
    const type = demo.types.table;
    await t.db.query('UPDATE bar_booking_types SET capacity = 10 WHERE bar_id = $1 AND booking_type_id = $2', [bar, type]);
    t.app.catalogue.invalidate();

    const sessions: string[] = [];
    for (let i = 0; i < 200; i++) {
      const { status, body } = await t.post('rest/booking/session', {
        form_version: '2.0', bar_id: bar, date: '2026-11-27', no_people: 1 + (i % 2), party_type: type, time: '19:00', step: 4,
        forename: 'Racer', surname: `Number${i}`, email: `racer${i}@example.com`, phone: '07700900000',
      });
      expect(status).toBe(200);
      expect(body.data.can_complete).toBe(true);
      sessions.push(body.data.session_id);
    }

    const results = await Promise.all(sessions.map((session_id) => t.post('rest/booking/session/complete', { session_id })));
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    const [row] = await t.db.query<{ covers: number; bookings: number }>(
      `SELECT coalesce(sum(people), 0)::int AS covers, count(*)::int AS bookings FROM bookings
       WHERE bar_id = $1 AND booking_type_id = $2 AND booking_date = '2026-11-27' AND status_id = 1`,
      [bar, type],
    );
    expect(row!.covers).toBeLessThanOrEqual(10);
    expect(row!.bookings).toBe(statuses.filter((s) => s === 201).length);
    // Capacity is used, not wasted: at most one cover is left over (a party of 2 cannot take it).
    expect(row!.covers).toBeGreaterThanOrEqual(9);
    expect(results.find((r) => r.status === 409)?.body.error).toMatch(/fully booked|no longer available/);
  });
});

/** A POST to /api/<path> as Revolution with the demo key, through one of the servers under test. */
type Post = (server: number, path: string, body: unknown) => Promise<{ status: number; body: any }>;

const ROUNDS = 20;
const CAPACITY = 10;
const SESSIONS_PER_ROUND = 24;
/** Table bookings last two hours: each of these times overlaps the next, and 19:00 overlaps 20:30's first half hour. */
const TIMES = ['19:00', '19:30', '20:00', '20:30'];

/** The most covers held at any moment of `date` by bookings that hold covers (the busiest point is some booking's start). */
async function busiest(db: Queryable, bar: number, type: number, date: string): Promise<number> {
  const [row] = await db.query<{ covers: number }>(
    `WITH held AS (
       SELECT start_at, end_at, people FROM bookings
       WHERE bar_id = $1 AND booking_type_id = $2 AND booking_date = $3
         AND (status_id IN (1, 2) OR (status_id = 0 AND hold_expires_at > now())))
     SELECT coalesce(max((SELECT sum(o.people) FROM held o WHERE o.start_at <= h.start_at AND o.end_at > h.start_at)), 0)::int AS covers
     FROM held h`,
    [bar, type, date],
  );
  return row!.covers;
}

/**
 * Rounds of a race for the last covers: each round, on its own date, sessions at overlapping times are
 * completed all at once through `servers` servers; at no moment may the bookings hold more covers than
 * the capacity. Returns what each round ended with.
 */
async function raceRounds(post: Post, servers: number, db: Queryable) {
  const bar = demo.bars.revolutionLeeds;
  const type = demo.types.table;
  const rounds: Array<{ date: string; booked: number; refused: number; busiest: number }> = [];
  for (let round = 0; round < ROUNDS; round++) {
    const date = new Date(Date.UTC(2026, 11, 1 + round)).toISOString().slice(0, 10);
    const created = await Promise.all(
      Array.from({ length: SESSIONS_PER_ROUND }, (_, i) =>
        post(i % servers, 'rest/booking/session', {
          form_version: '2.0', bar_id: bar, date, no_people: 1 + (i % 3), party_type: type, time: TIMES[i % TIMES.length], step: 4,
          forename: 'Racer', surname: `R${round}N${i}`, email: `racer${round}.${i}@example.com`, phone: '07700900000',
        }),
      ),
    );
    for (const { status, body } of created) {
      expect(status).toBe(200);
      expect(body.data.can_complete).toBe(true);
    }
    const results = await Promise.all(created.map(({ body }, i) => post((i + 1) % servers, 'rest/booking/session/complete', { session_id: body.data.session_id })));
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 409), statuses.join(' ')).toBe(true);
    rounds.push({ date, booked: statuses.filter((s) => s === 201).length, refused: statuses.filter((s) => s === 409).length, busiest: await busiest(db, bar, type, date) });
  }
  return rounds;
}

/** Every round sold at most the capacity at its busiest moment, and the race was real: some completions lost it. */
function expectNeverOversold(rounds: Awaited<ReturnType<typeof raceRounds>>) {
  expect(rounds).toHaveLength(ROUNDS);
  expect(rounds.filter((r) => r.busiest > CAPACITY)).toEqual([]);
  for (const r of rounds) {
    expect(r.refused, r.date).toBeGreaterThan(0);
    expect(r.busiest, r.date).toBeGreaterThanOrEqual(CAPACITY - 2);
  }
}

const setCapacity = (db: Queryable) =>
  db.run('UPDATE bar_booking_types SET capacity = $3 WHERE bar_id = $1 AND booking_type_id = $2', [demo.bars.revolutionLeeds, demo.types.table, CAPACITY]);

describe.skipIf(Boolean(process.env.DATABASE_URL))(`never oversold: ${ROUNDS} rounds at overlapping times, one process (embedded database)`, () => {
  it(`holds at most ${CAPACITY} covers at any moment`, { timeout: 300_000 }, async () => {
    await setCapacity(t.db);
    t.app.catalogue.invalidate();
    expectNeverOversold(await raceRounds((_server, path, body) => t.post(path, body), 1, t.db));
  });
});

describe.skipIf(!process.env.DATABASE_URL)(`never oversold: ${ROUNDS} rounds at overlapping times, two server processes on PostgreSQL`, () => {
  const { freshPlace, start, stop } = serverProcesses();

  it(`holds at most ${CAPACITY} covers at any moment`, { timeout: 600_000 }, async () => {
    const place = await freshPlace();
    const db = await place.open();
    try {
      await setCapacity(db);
      const env = { WRITE_RATE_LIMIT: 'off' };
      const servers = [await start(place, { env }), await start(place, { port: await freePort(), env })];
      const post: Post = async (server, path, body) => {
        const response = await fetch(`${servers[server]!.url}/api/${path}`, {
          method: 'POST',
          headers: { 'x-brand': String(demo.brands.revolution), 'x-api-key': 'covers-demo-key', 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: response.status, body: await response.json() };
      };
      expectNeverOversold(await raceRounds(post, servers.length, db));
      await Promise.all(servers.map(stop));
    } finally {
      await db.close();
    }
  });
});
