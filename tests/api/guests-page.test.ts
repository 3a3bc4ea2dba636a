/**
 * A guest's own page by their unique code (rest/booking/guest/{code}): the guest who joined by the link
 * and their booking in brief; an unknown code, one of the wrong form and another brand's are all 'Guest
 * not found'; a cancelled booking shows as such, its pre-order locked.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../src/server/config.ts';
import { demo } from '../../src/server/db/demo-ids.ts';
import { TEST_NOW, useTestApp } from '../helpers/test-app.ts';
import { bookBrunch, get } from './payments-helpers.ts';

const t = useTestApp({ lookupLimit: false });
beforeEach(() => t.clock.set(TEST_NOW));

/** A brunch booked through the API, and a guest who joined it by its link. */
async function joinedGuest() {
  const { booking } = await bookBrunch(t);
  const [row] = await t.db.query<{ invite_code: string }>('SELECT invite_code FROM bookings WHERE id = $1', [booking.id]);
  const joined = await t.post(`rest/booking/join/${row!.invite_code}`, { guest: { forename: 'Grace', surname: 'Hopper', email: 'grace@example.com' } });
  expect(joined.status).toBe(201);
  return { booking, code: joined.body.data.unique_code as string };
}

describe('GET rest/booking/guest/{code}', () => {
  it('shows the guest and their booking in brief, nothing of the lead booker but their name', async () => {
    const { booking, code } = await joinedGuest();
    const r = await get(t, `rest/booking/guest/${code}?include=booking,customer`);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({
      id: expect.any(Number),
      booking_id: booking.id,
      forename: 'Grace',
      surname: 'Hopper',
      email: 'grace@example.com',
      accepted: true,
      admin: false,
      lead_booker_name: 'Mary Somerville',
      booking: {
        bar_name: expect.any(String),
        party_type_name: expect.any(String),
        booking_date: expect.stringMatching(/^2026-11-28 \d\d:\d\d$/),
        date: '2026-11-28',
        time: expect.any(String),
        people: 6,
        status_id: 0,
        cancelled: false,
        pre_order_locked: false,
      },
      // Their own share of a £10 a head brunch deposit, which they may pay from the page.
      share: {
        refund_due: 0,
        refunded: 0,
        deposit_total: 1000,
        deposit_balance: 1000,
        balance: 0,
        payable: 1000,
        display_payable: '£10.00',
        payment_options: [{ type: 'deposit', text: 'Pay Deposit', amount: 1000, display_amount: '£10.00' }],
      },
      // A booking without packages: nothing to choose.
      variations: [],
      has_pre_order: false,
      pre_order: null,
    });
    expect(r.text).not.toContain('mary@example.com');
    expect(r.text).not.toContain(booking.manage_key);
  });

  it("is 'Guest not found' for an unknown code, one of the wrong form, and another brand's", async () => {
    const { code } = await joinedGuest();
    for (const [path, brand] of [[`rest/booking/guest/${'A'.repeat(32)}`, 1], ['rest/booking/guest/not%20a%20code', 1], [`rest/booking/guest/${code}`, demo.brands.revolution + 1]] as const) {
      const r = await get(t, path, { brand });
      expect(r.status, path).toBe(404);
      expect(r.body.error).toBe('Guest not found');
    }
  });

  it('shows a cancelled booking as cancelled, its pre-order locked', async () => {
    const { booking, code } = await joinedGuest();
    const cancelled = await t.app.server.inject({ method: 'DELETE', url: `/api/rest/my-bookings/token/${booking.manage_key}`, headers: { 'x-brand': '1', 'x-api-key': DEMO_API_KEY } });
    expect(cancelled.statusCode).toBe(200);
    expect((await get(t, `rest/booking/guest/${code}`)).body.data.booking).toMatchObject({ status_id: 4, cancelled: true, pre_order_locked: true });
  });
});
