/**
 * Migration 036 (issue 24): bookings stored under their trading day (Saturday's late-night 01:00 as Saturday
 * 01:00, the way every screen and e-mail then read it) move to their arrival, Sunday 01:00, read from start_at;
 * the trading day is kept in its own column; a booking already right is not touched. On PGlite, or PostgreSQL
 * with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/index.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { createTestDb } from '../helpers/test-db.ts';

let db: Db;
let cleanup: () => Promise<void>;
beforeAll(async () => ({ db, cleanup } = await createTestDb({ seeded: true })));
afterAll(() => cleanup());

/** The database as it was before migration 036, with a late-night and an evening booking stored the old way. */
async function asBefore036(): Promise<{ late: number; evening: number }> {
  await db.exec(`DROP INDEX bookings_bar_day_idx;
    ALTER TABLE bookings DROP COLUMN trading_date;
    CREATE INDEX bookings_bar_day_idx ON bookings (bar_id, booking_type_id, booking_date);
    DELETE FROM schema_migrations WHERE version = 36;`);
  const copy = async (date: string, time: string, startAt: string) =>
    (await db.query<{ id: number }>(
      `INSERT INTO bookings (ref_code, status_id, brand_id, bar_id, booking_type_id, people, booking_date, booking_time, start_at, end_at, manage_key, invite_code, payment_token)
       SELECT substr(md5(random()::text), 1, 8), 1, brand_id, bar_id, booking_type_id, 2, $1, $2, $3::timestamptz, $3::timestamptz + interval '2 hours',
              md5(random()::text), md5(random()::text), md5(random()::text)
       FROM bookings ORDER BY id LIMIT 1 RETURNING id`,
      [date, time, startAt],
    ))[0]!.id;
  return {
    // Saturday 28 November's late night, 01:00: Sunday 29th at 01:00 GMT.
    late: await copy('2026-11-28', '01:00', '2026-11-29T01:00:00Z'),
    // Saturday 4 July (summer time) at 19:00: 18:00 UTC.
    evening: await copy('2026-07-04', '19:00', '2026-07-04T18:00:00Z'),
  };
}

const read = async (id: number) =>
  (await db.query<{ booking_date: string; booking_time: string; trading_date: string }>(
    `SELECT booking_date::text AS booking_date, to_char(booking_time, 'HH24:MI') AS booking_time, trading_date::text AS trading_date FROM bookings WHERE id = $1`,
    [id],
  ))[0];

describe('migration 036', () => {
  it('moves a late night’s booking to its arrival and keeps its trading day; an evening’s stays as it was', async () => {
    const { late, evening } = await asBefore036();
    expect(await migrate(db)).toEqual(['036_booking_arrival']);
    expect(await read(late)).toEqual({ booking_date: '2026-11-29', booking_time: '01:00', trading_date: '2026-11-28' });
    expect(await read(evening)).toEqual({ booking_date: '2026-07-04', booking_time: '19:00', trading_date: '2026-07-04' });
    // Every booking: its date and time are its start's London wall clock.
    const wrong = await db.query(
      `SELECT id FROM bookings WHERE booking_date <> (start_at AT TIME ZONE 'Europe/London')::date OR booking_time <> (start_at AT TIME ZONE 'Europe/London')::time`,
    );
    expect(wrong).toEqual([]);
    expect(await migrate(db)).toEqual([]);
  });
});
