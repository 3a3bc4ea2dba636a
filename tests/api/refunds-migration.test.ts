/**
 * Migration 038 (issue 25): a payment recorded as due back before refunds were records gets its refund (to the
 * guest who paid it); a cancelled booking, and its guests, owe nothing; the booking types gain the deposit rule.
 * On PGlite, or PostgreSQL with DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/index.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { createTestDb } from '../helpers/test-db.ts';

let db: Db;
let cleanup: () => Promise<void>;
beforeAll(async () => ({ db, cleanup } = await createTestDb({ seeded: true })));
afterAll(() => cleanup());

async function asBefore038() {
  await db.exec(`DROP TABLE refunds; ALTER TABLE booking_types DROP COLUMN deposit_refundable; DELETE FROM schema_migrations WHERE version = 38;`);
  const [booking] = await db.query<{ id: number; brand_id: number }>('SELECT id, brand_id FROM bookings WHERE status_id = 1 ORDER BY id LIMIT 1');
  const [guest] = await db.query<{ id: number }>(`INSERT INTO booking_guests (booking_id, forename, deposit_total, deposit_balance, balance) VALUES ($1, 'Grace', 1000, 0, 0) RETURNING id`, [booking!.id]);
  const [request] = await db.query<{ id: number }>(`INSERT INTO deposit_requests (token, booking_id, guest_id, kind, amount) VALUES ('t038', $1, $2, 'guest', 1000) RETURNING id`, [booking!.id, guest!.id]);
  const [order] = await db.query<{ id: number }>(
    `INSERT INTO payment_orders (order_id, purpose, method, brand_id, booking_id, deposit_request_id, amount, currency, gateway, merchant_id, account, request_timestamp, auto_settle, status, responded_at)
     VALUES ('o038', 'payment', 'card', $1, $2, $3, 1000, 'GBP', 'sandbox', 'm', 'a', '20261121120000', true, 'refused', now()) RETURNING id`,
    [booking!.brand_id, booking!.id, request!.id],
  );
  await db.query(`INSERT INTO payments (order_id, booking_id, amount, deposit_part, balance_part, currency, method, pasref, status, reason) VALUES ($1, $2, 1000, 0, 0, 'GBP', 'card', 'p', 'refund_due', 'paid twice')`, [order!.id, booking!.id]);
  // A cancelled booking still saying what was left to pay, one of its guests too.
  const [cancelled] = await db.query<{ id: number }>(`UPDATE bookings SET status_id = 4, deposit_balance = 1000, balance = 5000 WHERE id = (SELECT id FROM bookings WHERE status_id = 1 ORDER BY id DESC LIMIT 1) RETURNING id`);
  await db.query(`INSERT INTO booking_guests (booking_id, forename, deposit_total, deposit_balance, balance) VALUES ($1, 'Alan', 1000, 1000, 2000)`, [cancelled!.id]);
  return { booking: booking!.id, guest: guest!.id, cancelled: cancelled!.id };
}

describe('migration 038', () => {
  it('gives a payment due back its refund, and a cancelled booking nothing left to pay', async () => {
    const { booking, guest, cancelled } = await asBefore038();
    expect(await migrate(db)).toEqual(['038_refunds']);
    expect(await db.query('SELECT booking_id, guest_id, amount, reason, state FROM refunds')).toEqual([{ booking_id: booking, guest_id: guest, amount: 1000, reason: 'not_owed', state: 'due' }]);
    expect(await db.query('SELECT deposit_balance, balance FROM bookings WHERE id = $1', [cancelled])).toEqual([{ deposit_balance: 0, balance: 0 }]);
    expect(await db.query('SELECT deposit_balance, balance FROM booking_guests WHERE booking_id = $1', [cancelled])).toEqual([{ deposit_balance: 0, balance: 0 }]);
    expect(await db.query('SELECT count(*)::int AS n FROM booking_types WHERE deposit_refundable')).toEqual([{ n: 0 }]);
    expect(await migrate(db)).toEqual([]);
  });
});
