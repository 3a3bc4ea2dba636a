/**
 * Guest join by code (rest/booking/guest-join/{code}): the invitation e-mailed to a guest who joined
 * with their address; joining as a new customer (an account asked for, made when the link e-mailed to the
 * invitation's address is followed), as the invited
 * customer (a confirm), as someone else (refused); then the booking opens at rest/my-bookings/{id} in
 * the guest's view. Bad input, other bookings' and brands' codes: 4xx and nothing stored.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOOKUP_LIMIT, DEMO_API_KEY } from '../../src/server/config.ts';
import { demo } from '../../src/server/db/demo-ids.ts';
import { createTestApp, TEST_NOW, useTestApp } from '../helpers/test-app.ts';
import { accountClient, expectError, joinAsNewCustomer, lastEmailTo, linkTokenIn, PASSWORD, registerAccount, type AccountClient } from './accounts-helpers.ts';
import { joinByLink } from './guests-helpers.ts';
import { bookBrunch } from './payments-helpers.ts';

const GONE = 'Sorry, the link you have been provided will no longer work...';
const OTHER_USER = 'This invitation is for another account: please log out to join the booking.';

const t = useTestApp({ lookupLimit: false });
beforeEach(() => t.clock.set(TEST_NOW));

/** A brunch booking, a guest who joined by its link with their address, and the invitation code e-mailed to them. */
async function invitedGuest() {
  const { booking } = await bookBrunch(t, { email: `lead-${Date.now()}-${Math.random()}@example.com` });
  const guest = await joinByLink(t, booking.id, { forename: 'Grace', surname: 'Hopper' });
  const code = await linkTokenIn(t.db, guest.email, '/guest-join/');
  return { booking, email: guest.email, code, uniqueCode: guest.code };
}

const guestRow = async (code: string) =>
  (await t.db.query<{ customer_id: number | null; accepted: boolean }>('SELECT customer_id, accepted FROM booking_guests WHERE join_code = $1', [code]))[0]!;
const customerOf = async (email: string) => (await t.db.query<{ id: number; forename: string; password_hash: string | null }>('SELECT id, forename, password_hash FROM customers WHERE email = $1', [email]))[0];

describe('the invitation e-mail', () => {
  it('goes to a guest who joins with an address: their page and the guest-join link with a long random code, never the lead booker’s secrets', async () => {
    const { email, code, uniqueCode, booking } = await invitedGuest();
    expect(code).toMatch(/^[a-f0-9]{64}$/);
    expect(code).not.toBe(uniqueCode);
    const mail = (await lastEmailTo(t.db, email))!;
    expect(mail.template).toBe('guest-joined');
    expect(mail.body_text).toContain(`http://covers.test/guest/${uniqueCode}?brand=revolution`);
    expect(mail.body_text).not.toContain(booking.manage_key);
    expect(mail.body_text).not.toContain(booking.payment_token);
  });
});

describe('GET rest/booking/guest-join/{code}', () => {
  it('shows the invitation to a visitor: who is invited, whose booking, no user', async () => {
    const { code, email, booking } = await invitedGuest();
    const client = accountClient(t);
    const r = await client.api('GET', `rest/booking/guest-join/${code}`);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      data: {
        booking_id: booking.id,
        forename: 'Grace',
        surname: 'Hopper',
        email,
        accepted: true,
        lead_booker_name: 'Mary Somerville',
        booking: { bar_name: expect.any(String), party_type_name: expect.any(String), booking_date: expect.stringMatching(/^2026-11-28 /), date: '2026-11-28', time: expect.any(String), people: 6 },
        has_account: false,
      },
      meta: { user: null, invited: false },
    });
    expect(JSON.stringify(r.body)).not.toContain(booking.manage_key);
  });

  it('answers the same 404 for an unknown code, one of the wrong form, a page code, another brand’s and a cancelled booking’s', async () => {
    const { code, uniqueCode, booking } = await invitedGuest();
    const client = accountClient(t);
    for (const path of [`rest/booking/guest-join/${'a'.repeat(64)}`, 'rest/booking/guest-join/not%20a%20code', `rest/booking/guest-join/${uniqueCode}`]) {
      expectError(await client.api('GET', path), 404, GONE);
    }
    expectError(await client.api('GET', `rest/booking/guest-join/${code}`, undefined, { 'x-brand': String(demo.brands.decuba) }), 404, GONE);
    await t.db.query('UPDATE bookings SET status_id = 4 WHERE id = $1', [booking.id]);
    expectError(await client.api('GET', `rest/booking/guest-join/${code}`), 404, GONE);
    expectError(await client.api('POST', `rest/booking/guest-join/${code}`, { forename: 'Grace', surname: 'Hopper', password: PASSWORD }), 404, GONE);
    expect(await customerOf((await t.db.query<{ email: string }>('SELECT email FROM booking_guests WHERE join_code = $1', [code]))[0]!.email)).toBeUndefined();
  });
});

describe('POST rest/booking/guest-join/{code} as a new customer', () => {
  it('names every missing field in one message joined by commas, and stores nothing', async () => {
    const { code, email } = await invitedGuest();
    const client = accountClient(t);
    const r = await client.api('POST', `rest/booking/guest-join/${code}`, {});
    expectError(r, 422, 'Forename is required, Surname is required, Password is required');
    expect(r.body.errors.fields).toEqual({ forename: ['Forename is required'], surname: ['Surname is required'], password: ['Password is required'] });
    expectError(await client.api('POST', `rest/booking/guest-join/${code}`, { forename: ' ', surname: 'Hopper', password: PASSWORD }), 422, 'Forename is required');
    expectError(await client.api('POST', `rest/booking/guest-join/${code}`, { forename: 'Grace', surname: 'Hopper', password: 'short' }), 422, 'Your password must be at least 10 characters long');
    expectError(await client.api('POST', `rest/booking/guest-join/${code}`, { forename: 'Grace', surname: 'Hopper', password: 42 }), 400);
    expect(await customerOf(email)).toBeUndefined();
    expect(await guestRow(code)).toEqual({ customer_id: null, accepted: true });
    expect(client.cookie).toBeUndefined();
  });

  it('asks for the account: nothing logged in or linked until the invitation’s address follows the e-mailed link', async () => {
    const { code, email, booking } = await invitedGuest();
    // Whoever holds the code (a forwarded invitation, the lead booker who knows it) proves no address.
    const holder = accountClient(t);
    const r = await holder.api('POST', `rest/booking/guest-join/${code}`, { forename: ' Grace ', surname: 'Hopper', password: PASSWORD });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ data: { booking_id: booking.id, email_sent: true } });
    expect(r.setCookie).toBeUndefined();
    expect((await holder.send('GET', 'me')).status).toBe(401);
    expect((await customerOf(email))!.password_hash).toBeNull();
    expect(await guestRow(code)).toEqual({ customer_id: null, accepted: true });
    expect((await holder.send('POST', 'authenticate', { email, password: PASSWORD })).status).toBe(401);
    // The invitation's address follows the link: the password chosen, the guest linked, the booking next.
    const token = await linkTokenIn(t.db, email, '/verify/');
    const owner = accountClient(t);
    expect((await owner.send('GET', `register/verify/${token}`)).body.data).toMatchObject({ email, forename: 'Grace', surname: 'Hopper', password_set: true });
    const verified = await owner.send('POST', `register/verify/${token}`, { forename: 'Grace', surname: 'Hopper', password: PASSWORD });
    expect(verified.status).toBe(200);
    expect(verified.body.meta).toEqual({ post_login_url: `/edit-booking/${booking.id}` });
    const customer = (await customerOf(email))!;
    expect(await guestRow(code)).toEqual({ customer_id: customer.id, accepted: true });
    expect((await owner.send('POST', 'authenticate', { email, password: PASSWORD })).status).toBe(200);
  });

  it('makes the account once its link is followed, linked to the guest; the booking then opens, and is listed, in the guest’s view, which cannot change it', async () => {
    const { code, email, booking } = await invitedGuest();
    const client = accountClient(t);
    await joinAsNewCustomer(t, client, code, email);
    const customer = (await customerOf(email))!;
    expect(customer.forename).toBe('Grace');
    expect(await guestRow(code)).toEqual({ customer_id: customer.id, accepted: true });
    expect((await client.send('GET', 'me')).body.data.email).toBe(email);

    const view = await client.api('GET', `rest/my-bookings/${booking.id}`);
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({ id: booking.id, admin: false, can_cancel: false, manage_key: '', payment_token: '', lead_booker_email: '' });
    expect(view.body.data.guest).toMatchObject({ forename: 'Grace', surname: 'Hopper', admin: false, accepted: true, share: { deposit_total: 1000, deposit_balance: 1000, balance: 0, payable: 1000 } });
    expect(JSON.stringify(view.body)).not.toContain(booking.manage_key);
    // In their list too, as the guest sees it.
    const list = await client.api('GET', 'rest/my-bookings');
    expect(list.status).toBe(200);
    expect(list.body.data.upcoming).toEqual([expect.objectContaining({ id: booking.id, admin: false, manage_key: '', payment_token: '', guest: expect.objectContaining({ forename: 'Grace' }) })]);
    expect(JSON.stringify(list.body)).not.toContain(booking.manage_key);
    // A guest reads the booking; changing or cancelling it stays the lead booker's.
    expect((await client.api('DELETE', `rest/my-bookings/${booking.id}`)).status).toBe(404);
    expect((await client.api('POST', `rest/my-bookings/${booking.id}`, { date: '2026-11-29 12:00', people: 6 })).status).toBe(404);
    expect((await t.db.query<{ status_id: number }>('SELECT status_id FROM bookings WHERE id = $1', [booking.id]))[0]!.status_id).toBe(0);

    // The link used again, by the new account: a confirm that changes nothing.
    expect((await client.api('POST', `rest/booking/guest-join/${code}`, {})).body).toEqual({ data: { booking_id: booking.id, email_sent: false } });
  });

  it('refuses to make an account for an address that has one: the owner logs in', async () => {
    const { code, email } = await invitedGuest();
    const owner = accountClient(t);
    await registerAccount(t, owner, email);
    const before = (await customerOf(email))!;
    const visitor = accountClient(t);
    expect((await visitor.api('GET', `rest/booking/guest-join/${code}`)).body.data.has_account).toBe(true);
    expectError(await visitor.api('POST', `rest/booking/guest-join/${code}`, { forename: 'Eve', surname: 'Intruder', password: 'another long password' }), 409, 'You already have an account: please log in');
    expect(await customerOf(email)).toEqual(before);
    expect((await guestRow(code)).customer_id).toBeNull();
    expect(visitor.cookie).toBeUndefined();
  });

  it('refuses a request from another site', async () => {
    const { code, email } = await invitedGuest();
    const client = accountClient(t);
    expectError(await client.api('POST', `rest/booking/guest-join/${code}`, { forename: 'Grace', surname: 'Hopper', password: PASSWORD }, { 'sec-fetch-site': 'cross-site' }), 403);
    expect(await customerOf(email)).toBeUndefined();
  });
});

describe('POST rest/booking/guest-join/{code} when logged in', () => {
  it('as the invited customer: the invitation says so, and a confirm alone links the guest', async () => {
    const { code, email, booking } = await invitedGuest();
    const client = accountClient(t);
    await registerAccount(t, client, email);
    const view = await client.api('GET', `rest/booking/guest-join/${code}`);
    expect(view.body.meta).toEqual({ user: { id: expect.any(Number), email, forename: 'Ada', surname: 'Lovelace' }, invited: true });
    expect(view.body.data.has_account).toBe(true);
    expect((await client.api('GET', `rest/my-bookings/${booking.id}`)).status).toBe(404);
    const r = await client.api('POST', `rest/booking/guest-join/${code}`, {});
    expect(r.body).toEqual({ data: { booking_id: booking.id, email_sent: false } });
    expect((await guestRow(code)).customer_id).toBe(view.body.meta.user.id);
    expect((await client.api('GET', `rest/my-bookings/${booking.id}`)).body.data.guest.forename).toBe('Grace');
  });

  it('as someone else: told the invitation is another’s (the page offers to log out); nothing linked, also with a form', async () => {
    const { code, booking } = await invitedGuest();
    const client: AccountClient = accountClient(t);
    await registerAccount(t, client, `someone-else-${Date.now()}@example.com`);
    expect((await client.api('GET', `rest/booking/guest-join/${code}`)).body.meta).toMatchObject({ invited: false, user: { forename: 'Ada' } });
    expectError(await client.api('POST', `rest/booking/guest-join/${code}`, {}), 403, OTHER_USER);
    expectError(await client.api('POST', `rest/booking/guest-join/${code}`, { forename: 'Grace', surname: 'Hopper', password: PASSWORD }), 403, OTHER_USER);
    expect((await guestRow(code)).customer_id).toBeNull();
    expect((await client.api('GET', `rest/my-bookings/${booking.id}`)).status).toBe(404);
  });

  it('a guest linked to one account stays theirs: another account with the same code is refused', async () => {
    const { code, booking, email } = await invitedGuest();
    const first = accountClient(t);
    await joinAsNewCustomer(t, first, code, email);
    const other = accountClient(t);
    await registerAccount(t, other, `third-${Date.now()}@example.com`);
    expectError(await other.api('POST', `rest/booking/guest-join/${code}`, {}), 403, OTHER_USER);
    expect((await other.api('GET', `rest/my-bookings/${booking.id}`)).status).toBe(404);
  });
});

describe('a guest’s address changed by the lead booker', () => {
  it('gets a new invitation code: the old one, e-mailed to the old address, no longer works', async () => {
    const { code, booking } = await invitedGuest();
    const [guest] = await t.db.query<{ id: number }>('SELECT id FROM booking_guests WHERE join_code = $1', [code]);
    const lead = accountClient(t);
    const renamed = await lead.api('PUT', `rest/my-bookings/token/${booking.manage_key}/guest/${guest!.id}`, { forename: 'Grace' });
    expect(renamed.status).toBe(200);
    expect((await lead.api('GET', `rest/booking/guest-join/${code}`)).status).toBe(200);
    const moved = await lead.api('PUT', `rest/my-bookings/token/${booking.manage_key}/guest/${guest!.id}`, { email: `new-${Date.now()}@example.com` });
    expect(moved.status).toBe(200);
    expectError(await lead.api('GET', `rest/booking/guest-join/${code}`), 404, GONE);
    expectError(await lead.api('POST', `rest/booking/guest-join/${code}`, { forename: 'Eve', surname: 'Intruder', password: PASSWORD }), 404, GONE);
    const [after] = await t.db.query<{ join_code: string }>('SELECT join_code FROM booking_guests WHERE id = $1', [guest!.id]);
    expect(after!.join_code).toMatch(/^[a-f0-9]{64}$/);
  });
});

describe('the lookup limit', () => {
  it('counts guest-join lookups with every other lookup by code', async () => {
    const limited = await createTestApp();
    try {
      const lookup = (path: string) =>
        limited.app.server.inject({ method: 'GET', url: `/api/${path}`, remoteAddress: '10.9.8.7', headers: { 'x-brand': '1', 'x-api-key': DEMO_API_KEY } });
      for (let i = 0; i < DEFAULT_LOOKUP_LIMIT.max; i++) expect((await lookup(`rest/booking/guest-join/${'b'.repeat(64)}`)).statusCode).toBe(404);
      expect((await lookup(`rest/booking/guest/${'c'.repeat(32)}`)).statusCode).toBe(429);
      expect((await lookup(`rest/booking/guest-join/${'b'.repeat(64)}`)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
