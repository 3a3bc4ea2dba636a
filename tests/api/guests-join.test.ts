/**
 * Joining a booking by its link (rest/booking/join/{join_token}): what the link shows, the guest form's
 * rules, one join per e-mail, and the links that no longer work (unknown, cancelled, full), which all
 * answer alike. A refused join stores nothing. The calls share the lookup limit of every lookup by code.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOOKUP_LIMIT, DEMO_API_KEY } from '../../src/server/config.ts';
import { demo } from '../../src/server/db/demo-ids.ts';
import { createTestApp, TEST_NOW, useTestApp } from '../helpers/test-app.ts';
import { bookBrunch, get } from './payments-helpers.ts';

const GONE = 'Sorry, the link you have been provided will no longer work...';

const t = useTestApp({ lookupLimit: false });
beforeEach(() => t.clock.set(TEST_NOW));

async function bookingToJoin(options: { people?: number; email?: string } = {}) {
  const { booking } = await bookBrunch(t, options);
  const [row] = await t.db.query<{ invite_code: string }>('SELECT invite_code FROM bookings WHERE id = $1', [booking.id]);
  return { ...booking, token: row!.invite_code };
}

const guestsOf = (bookingId: number) =>
  t.db.query<Record<string, unknown>>(
    'SELECT forename, surname, email, unique_code, marketing_opt_in, sms_opt_in, phone_opt_in, accepted, admin FROM booking_guests WHERE booking_id = $1 ORDER BY id',
    [bookingId],
  );

const join = (token: string, guest: Record<string, unknown>, brand?: number) => t.post(`rest/booking/join/${token}`, { guest }, brand === undefined ? {} : { brand });

describe('GET rest/booking/join/{join_token}', () => {
  it('shows the lead booker and the booking in brief, nothing of their contact details, and no choice groups for a booking without packages', async () => {
    const booking = await bookingToJoin();
    const r = await get(t, `rest/booking/join/${booking.token}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      data: {
        lead_booker: { forename: 'Mary', surname: 'Somerville' },
        booking: { bar_name: expect.any(String), party_type_name: expect.any(String), booking_date: expect.stringMatching(/^2026-11-28 \d\d:\d\d$/), date: '2026-11-28', time: expect.any(String), people: 6 },
        choices: [],
        packages: [],
      },
      meta: { variation_id: null, customer: null, pre_order_locked: false },
    });
    expect(r.text).not.toContain('mary@example.com');
    expect(r.text).not.toContain(booking.manage_key);
  });

  it("answers the same 404 for an unknown token, a token of the wrong form and another brand's booking", async () => {
    const booking = await bookingToJoin();
    for (const [path, brand] of [[`rest/booking/join/${'A'.repeat(32)}`, 1], ['rest/booking/join/not%20a%20token', 1], [`rest/booking/join/${booking.token}`, demo.brands.revolution + 1]] as const) {
      const r = await get(t, path, { brand });
      expect(r.status, path).toBe(404);
      expect(r.body.error).toBe(GONE);
    }
  });
});

describe('POST rest/booking/join/{join_token}', () => {
  it("adds the guest, accepted, with their own page's code (a long random secret), opt-ins as ticked", async () => {
    const booking = await bookingToJoin();
    const r = await join(booking.token, { forename: ' Grace ', surname: 'Hopper', email: 'Grace@Example.com', marketing_opt_in: true, sms_opt_in: 1, phone_opt_in: false });
    expect(r.status).toBe(201);
    expect(r.body.data.message).toBe('Added to booking!');
    const code = r.body.data.unique_code as string;
    expect(code).toMatch(/^[A-Za-z0-9_-]{32,}$/);
    expect(await guestsOf(booking.id)).toEqual([
      { forename: 'Grace', surname: 'Hopper', email: 'grace@example.com', unique_code: code, marketing_opt_in: true, sms_opt_in: true, phone_opt_in: false, accepted: true, admin: false },
    ]);
  });

  it('takes a guest with a forename alone; opt-ins without an e-mail are not kept', async () => {
    const booking = await bookingToJoin();
    expect((await join(booking.token, { forename: 'Ada', marketing_opt_in: true, sms_opt_in: true })).status).toBe(201);
    expect((await join(booking.token, { forename: 'Ada', surname: '' })).status).toBe(201);
    expect(await guestsOf(booking.id)).toMatchObject([
      { forename: 'Ada', surname: '', email: '', marketing_opt_in: false, sms_opt_in: false },
      { forename: 'Ada', surname: '', email: '' },
    ]);
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const booking = await bookingToJoin();
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{}, { forename: ['Forename is required'] }],
      [{ forename: 'Al' }, { forename: ['Forename must be at least 3 characters'] }],
      [{ forename: 'Alan', surname: 'Tu' }, { surname: ['Surname must be at least 3 characters'] }],
      [{ forename: 'Alan', email: 'alan.example.com' }, { email: ['Please enter a valid e-mail address'] }],
      [{ forename: 'x'.repeat(101) }, { forename: ['Forename must be at most 100 characters'] }],
      [{ forename: '  ', surname: 'Ok', email: 'no' }, { forename: ['Forename is required'], surname: ['Surname must be at least 3 characters'], email: ['Please enter a valid e-mail address'] }],
    ];
    for (const [guest, fields] of cases) {
      const r = await join(booking.token, guest);
      expect(r.status, JSON.stringify(guest)).toBe(422);
      expect(r.body.errors.fields).toEqual(fields);
    }
    for (const body of [{}, { guest: 'Alan' }, { guest: { forename: 42 } }]) {
      expect((await t.post(`rest/booking/join/${booking.token}`, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await guestsOf(booking.id)).toEqual([]);
  });

  it("answers 409 to a second join with the same e-mail in any case, and keeps the first guest's details", async () => {
    const booking = await bookingToJoin();
    expect((await join(booking.token, { forename: 'Grace', email: 'grace@example.com' })).status).toBe(201);
    const again = await join(booking.token, { forename: 'Gracie', email: 'GRACE@example.com ', marketing_opt_in: true });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('You are already added to this booking!');
    expect(await guestsOf(booking.id)).toMatchObject([{ forename: 'Grace', marketing_opt_in: false }]);
    // The same address may join another booking.
    const other = await bookingToJoin();
    expect((await join(other.token, { forename: 'Grace', email: 'grace@example.com' })).status).toBe(201);
  });

  it('refuses the lead booker joining their own booking as a guest (409), in any case of their address, taking no place', async () => {
    const booking = await bookingToJoin({ email: 'mary.lead@example.com' });
    const r = await join(booking.token, { forename: 'Mary', surname: 'Somerville', email: ' Mary.Lead@EXAMPLE.com' });
    expect(r.status).toBe(409);
    expect(r.body.error).toBe('This is your own booking: you are on it already as the lead booker. Share the link with your guests instead.');
    expect(await guestsOf(booking.id)).toEqual([]);
  });

  it("refuses an unknown link and another brand's, adding no one", async () => {
    const booking = await bookingToJoin();
    const unknown = await join('A'.repeat(32), { forename: 'Grace' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe(GONE);
    const otherBrand = await join(booking.token, { forename: 'Grace' }, demo.brands.revolution + 1);
    expect(otherBrand.status).toBe(404);
    expect(otherBrand.body.error).toBe(GONE);
    expect(await guestsOf(booking.id)).toEqual([]);
  });

  it("a cancelled booking's link no longer works, to look at or to join", async () => {
    const booking = await bookingToJoin();
    const cancelled = await t.app.server.inject({ method: 'DELETE', url: `/api/rest/my-bookings/token/${booking.manage_key}`, headers: { 'x-brand': '1', 'x-api-key': DEMO_API_KEY } });
    expect(cancelled.statusCode).toBe(200);
    expect((await get(t, `rest/booking/join/${booking.token}`)).body.error).toBe(GONE);
    const r = await join(booking.token, { forename: 'Grace' });
    expect(r.status).toBe(404);
    expect(r.body.error).toBe(GONE);
    expect(await guestsOf(booking.id)).toEqual([]);
  });

  it('a booking is full once its people are the lead booker and their guests; one already on it is still told so', async () => {
    const booking = await bookingToJoin({ people: 3 });
    expect((await join(booking.token, { forename: 'Grace', email: 'grace@example.com' })).status).toBe(201);
    expect((await get(t, `rest/booking/join/${booking.token}`)).status).toBe(200);
    expect((await join(booking.token, { forename: 'Alan' })).status).toBe(201);
    const full = await join(booking.token, { forename: 'Edsger' });
    expect(full.status).toBe(404);
    expect(full.body.error).toBe(GONE);
    expect((await get(t, `rest/booking/join/${booking.token}`)).body.error).toBe(GONE);
    expect((await join(booking.token, { forename: 'Grace', email: 'grace@example.com' })).status).toBe(409);
    expect(await guestsOf(booking.id)).toHaveLength(2);
  });

  it('two guests joining at once for the last place: one is added', async () => {
    const booking = await bookingToJoin({ people: 2 });
    const answers = await Promise.all([join(booking.token, { forename: 'Grace' }), join(booking.token, { forename: 'Alan' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 404]);
    expect(await guestsOf(booking.id)).toHaveLength(1);
  });
});

describe('the lookup limit', () => {
  it('counts join links with every other lookup by code: guesses at join tokens use up the same allowance', async () => {
    const limited = await createTestApp();
    try {
      const from = (method: 'GET' | 'POST', url: string, body?: unknown) =>
        limited.app.server.inject({
          method,
          url: `/api/${url}`,
          remoteAddress: '10.0.0.9',
          headers: { 'x-brand': '1', 'x-api-key': DEMO_API_KEY, ...(body ? { 'content-type': 'application/json' } : {}) },
          ...(body ? { payload: JSON.stringify(body) } : {}),
        });
      for (let i = 0; i < DEFAULT_LOOKUP_LIMIT.max; i++) {
        const r = i % 2 ? await from('GET', `rest/booking/join/guess${i}`) : await from('POST', `rest/booking/join/guess${i}`, { guest: { forename: 'Grace' } });
        expect(r.statusCode).toBe(404);
      }
      expect((await from('GET', 'rest/deposits/payment-request?code=ZZZZZ999')).statusCode).toBe(429);
      expect((await from('GET', 'rest/booking/join/guess')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
