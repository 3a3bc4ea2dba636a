import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

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
