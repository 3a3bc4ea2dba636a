/**
 * The deposit answer carries the server's clock, so the widget counts the hold down from the
 * server's time even when the customer's clock is wrong (or a demo runs the server on another date).
 */
import { expect, it } from 'vitest';
import { TEST_NOW, useTestApp } from '../helpers/test-app.ts';
import { bookBrunch } from './payments-helpers.ts';

const t = useTestApp();

it('answers the server’s time beside the hold’s end', async () => {
  t.clock.set(TEST_NOW);
  const { sessionId } = await bookBrunch(t);
  t.clock.set('2026-11-21T12:05:00Z');
  const r = await t.post('rest/booking/session/deposit', { session_id: sessionId });
  expect(r.status).toBe(200);
  expect(r.body.data.server_time).toBe('2026-11-21T12:05:00.000Z');
  expect(r.body.data.hold_expires_at).toBe('2026-11-21T12:20:00.000Z');
});
