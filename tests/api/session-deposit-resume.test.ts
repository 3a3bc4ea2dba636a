import { beforeEach, describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { TEST_NOW, useTestApp } from '../helpers/test-app.ts';
import { bookBrunch } from './payments-helpers.ts';

// A reload of the widget on a booking still to be paid (issue 29, point 8) has only the session's id,
// and the session call refuses a completed session: the deposit call gives the session with the booking.
const t = useTestApp();
beforeEach(() => t.clock.set(TEST_NOW));

describe('the deposit call with include=session', () => {
  it('gives the completed session as the session call answered it, beside its booking still to be paid', async () => {
    const { sessionId, booking } = await bookBrunch(t);
    const reload = await t.post('rest/booking/session', { session_id: sessionId });
    expect(reload.status).toBe(409);

    const read = await t.post('rest/booking/session/deposit', { session_id: sessionId, include: 'session' });
    expect(read.status).toBe(200);
    expect(read.body.data.booking).toMatchObject({ ref_code: booking.ref_code, status_id: 0 });
    expect(read.body.data.session).toMatchObject({
      session_id: sessionId,
      flow: 'BrunchBooking',
      bar_id: demo.bars.revolutionManchester,
      party_type: demo.types.brunch,
      take_payment: true,
    });
    expect(read.body.data.gp).toBeNull();
    // Reading opens no payment, and without the include there is no session in the answer.
    expect(await t.db.query('SELECT 1 FROM payment_orders WHERE booking_id = $1', [booking.id])).toHaveLength(0);
    const plain = await t.post('rest/booking/session/deposit', { session_id: sessionId });
    expect(plain.body.data).not.toHaveProperty('session');
  });
});
