/**
 * The lead booker's guest list (spec §2.3, §4, §6, §7.3): the list with each guest's share, a guest's
 * details and co-host flag changed, a guest removed (their unpaid share the lead booker's again, what
 * they paid kept), reminders e-mailed at most once of a kind per guest per hour, arriving at the SMTP
 * server. Signed in by the booking's id as the lead booker or a co-host, or by the manage key; another
 * booking's guest is not found, and a refused call changes nothing.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { insertJoinedGuest } from '../../src/server/db/repositories/guests.ts';
import { insertGuest } from '../../src/server/db/repositories/payments.ts';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { TEST_NOW, useTestApp } from '../helpers/test-app.ts';
import { accountClient, clockAt, expectError, HOUR, registerAccount, type AccountClient } from './accounts-helpers.ts';
import { bookMasterclass, bookWithDeposit, payWithCard } from './payments-helpers.ts';
import { brunchWithGuest, guestRow } from './pre-orders-helpers.ts';

const t = useTestApp({ inbox: true, mailFrom: 'Revolution Bookings <bookings@covers.test>', lookupLimit: false });
let anyone: AccountClient;
beforeAll(() => {
  anyone = accountClient(t);
});
beforeEach(() => t.clock.set(new Date(TEST_NOW)));

let emails = 0;
/** A new address each time, so that bookings and accounts of one test meet no other's. */
const address = (name: string) => `${name}.${++emails}@guestlist.example.com`;

/** A masterclass for 8 (a deposit and a balance to pay) booked by `email`, with a not-yet-accepted guest and a joined one. */
async function party(email = address('mary')) {
  const { booking } = await bookWithDeposit(t, { type: demo.types.cocktailMasterclass, date: '2026-12-04', people: 8, email });
  const invited = await insertGuest(t.db, { booking_id: booking.id, forename: 'Grace', surname: 'Hopper', email: address('grace'), deposit_total: 1000, deposit_balance: 1000, balance: 2000 });
  const joined = await insertJoinedGuest(t.db, {
    booking_id: booking.id, forename: 'Alan', surname: 'Turing', email: address('alan'), unique_code: `code-${booking.id}-alan-${'x'.repeat(24)}`,
    marketing_opt_in: false, sms_opt_in: false, phone_opt_in: false,
  });
  return { booking, email, invited, joined };
}

const byToken = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', path: string, body?: unknown) => anyone.api(method, `rest/my-bookings/token/${path}`, body);
const guestRows = (bookingId: number) =>
  t.db.query<{ id: number; forename: string; surname: string; email: string; admin: boolean }>('SELECT id, forename, surname, email, admin FROM booking_guests WHERE booking_id = $1 ORDER BY id', [bookingId]);
const bookingMoney = async (id: number) => (await t.db.query<{ deposit_balance: number; balance: number }>('SELECT deposit_balance, balance FROM bookings WHERE id = $1', [id]))[0]!;
const reminderMails = (to: string) => t.inbox.messages.filter((m) => m.to && !Array.isArray(m.to) && m.to.value[0]?.address === to);

async function signedIn(email: string): Promise<AccountClient> {
  const client = accountClient(t);
  await registerAccount(t, client, email);
  return client;
}

describe('the guest list', () => {
  it("lists each guest with accepted, share, deposit and balance, and the lead booker's part of the booking's balances", async () => {
    const { booking, email, invited, joined } = await party();
    const r = await byToken('GET', `${booking.manage_key}/guests`);
    expect(r.status).toBe(200);
    const money = await bookingMoney(booking.id);
    expect(r.body.data).toMatchObject({
      booking_id: booking.id,
      people: 8,
      join_link: expect.stringMatching(/\/join\/[A-Za-z0-9_-]{32,}$/),
      viewer_guest_id: null,
      pre_order_locked: false,
      lead_booker: { name: 'Mary Somerville', email, deposit_balance: money.deposit_balance - 1000, balance: money.balance - 2000, total_balance: money.deposit_balance + money.balance - 3000 },
    });
    expect(r.body.data.guests).toEqual([
      {
        id: invited.id, forename: 'Grace', surname: 'Hopper', email: invited.email, admin: false, accepted: false,
        share: 3000, paid: 0, deposit_total: 1000, deposit_balance: 1000, balance: 2000, variations: [], reminders: ['invite-reminder', 'guest-details'],
      },
      {
        id: joined.id, forename: 'Alan', surname: 'Turing', email: joined.email, admin: false, accepted: true,
        share: 0, paid: 0, deposit_total: 0, deposit_balance: 0, balance: 0, variations: [], reminders: ['guest-details'],
      },
    ]);
  });

  it('is the signed-in lead booker’s and co-hosts’ only: another guest is refused, anyone else finds no booking', async () => {
    const { booking, email, invited, joined } = await party();
    expectError(await anyone.api('GET', `rest/booking/${booking.id}/guests`), 401);
    const lead = await signedIn(email);
    const mine = await lead.api('GET', `rest/booking/${booking.id}/guests`);
    expect(mine.status).toBe(200);
    expect(mine.body.data.viewer_guest_id).toBeNull();

    const grace = await signedIn(invited.email);
    expectError(await grace.api('GET', `rest/booking/${booking.id}/guests`), 403, "Only the lead booker or a co-host can manage this booking's guests.");
    expectError(await grace.api('DELETE', `rest/booking/${booking.id}/guest/${joined.id}`), 403);
    expect(await guestRows(booking.id)).toHaveLength(2);
    // Made a co-host by the lead booker, Grace manages the guests too.
    expect((await lead.api('PUT', `rest/booking/${booking.id}/guest/${invited.id}`, { admin: true })).status).toBe(200);
    const asCoHost = await grace.api('GET', `rest/booking/${booking.id}/guests`);
    expect(asCoHost.status).toBe(200);
    expect(asCoHost.body.data.viewer_guest_id).toBe(invited.id);

    // A co-host signed in with the account they joined by (their invitation), whatever its address.
    const linked = await signedIn(address('grace.other'));
    const [account] = await t.db.query<{ id: number }>("SELECT id FROM customers WHERE lower(email) LIKE 'grace.other.%'");
    await t.db.query('UPDATE booking_guests SET customer_id = $2 WHERE id = $1', [invited.id, account!.id]);
    expect((await linked.api('GET', `rest/booking/${booking.id}/guests`)).body.data.viewer_guest_id).toBe(invited.id);

    const stranger = await signedIn(address('eve'));
    for (const path of [`rest/booking/${booking.id}/guests`, 'rest/booking/999999999/guests', 'rest/booking/abc/guests']) {
      expectError(await stranger.api('GET', path), 404, 'Booking not found.');
    }
    expectError(await lead.api('GET', `rest/booking/${booking.id}/guests`, undefined, { 'x-brand': '2' }), 404);
    expectError(await byToken('GET', `${'A'.repeat(32)}/guests`), 404, 'Booking not found.');
    expectError(await anyone.api('GET', `rest/my-bookings/token/${booking.manage_key}/guests`, undefined, { 'x-brand': '2' }), 404);
  });
});

describe('PUT rest/booking/{id}/guest/{guest_id}', () => {
  it("makes and unmakes a co-host and changes a guest's details: 'Guest has been updated'", async () => {
    const { booking, email, invited } = await party();
    const lead = await signedIn(email);
    const made = await lead.api('PUT', `rest/booking/${booking.id}/guest/${invited.id}`, { admin: true });
    expect(made.status).toBe(200);
    expect(made.body.data.message).toBe('Guest has been updated');
    expect(made.body.data.list.guests[0]).toMatchObject({ id: invited.id, admin: true });
    expect((await guestRows(booking.id))[0]).toMatchObject({ admin: true, forename: 'Grace' });

    const details = await byToken('PUT', `${booking.manage_key}/guest/${invited.id}`, { forename: ' Gracie ', surname: '', email: 'Gracie@Example.com', admin: 0 });
    expect(details.status).toBe(200);
    expect((await guestRows(booking.id))[0]).toMatchObject({ forename: 'Gracie', surname: '', email: 'gracie@example.com', admin: false });
  });

  it('a co-host is a booking admin on the booking page (admin, its packages) without the lead booker’s secrets, and makes no co-hosts', async () => {
    const { booking, email, invited, joined } = await party();
    const lead = await signedIn(email);
    const grace = await signedIn(invited.email);
    // Grace joined by her invitation: the booking is among hers.
    await t.db.query('UPDATE booking_guests SET customer_id = (SELECT id FROM customers WHERE email = $2), accepted = true WHERE id = $1', [invited.id, invited.email]);
    // A plain guest's view: not an admin, and no packages to manage.
    expect((await grace.api('GET', `rest/my-bookings/${booking.id}`)).body.data).toMatchObject({ admin: false, manage_key: '', payment_token: '', lead_booker_email: '' });
    expectError(await grace.api('GET', `rest/my-bookings/${booking.id}/packages`), 403);
    expect((await lead.api('PUT', `rest/booking/${booking.id}/guest/${invited.id}`, { admin: true })).status).toBe(200);
    const asCoHost = (await grace.api('GET', `rest/my-bookings/${booking.id}`)).body.data;
    expect(asCoHost).toMatchObject({ admin: true, manage_key: '', payment_token: '', lead_booker_email: '', can_cancel: false, guest: { id: invited.id, admin: true } });
    expect((await grace.api('GET', `rest/my-bookings/${booking.id}/packages`)).status).toBe(200);
    // Co-hosts are the lead booker's to choose.
    const before = await dbFingerprint(t.db);
    expectError(await grace.api('PUT', `rest/booking/${booking.id}/guest/${joined.id}`, { admin: true }), 403, 'Only the lead booker can make or unmake co-hosts.');
    expectError(await grace.api('PUT', `rest/booking/${booking.id}/guest/${invited.id}`, { admin: false }), 403, 'Only the lead booker can make or unmake co-hosts.');
    expect(await dbFingerprint(t.db)).toEqual(before);
    // Their other changes to the guests stand.
    expect((await grace.api('PUT', `rest/booking/${booking.id}/guest/${joined.id}`, { forename: 'Alan', surname: 'Turing', email: '' })).status).toBe(200);
  });

  it("refuses bad input field by field, another booking's guest and a cancelled booking, changing nothing", async () => {
    const { booking, email, invited, joined } = await party();
    const other = await party();
    const lead = await signedIn(email);
    const before = await dbFingerprint(t.db);
    const put = (guestId: number | string, body: unknown) => lead.api('PUT', `rest/booking/${booking.id}/guest/${guestId}`, body);
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ forename: 'Al' }, { forename: ['Forename must be at least 3 characters'] }],
      [{ forename: '' }, { forename: ['Forename is required'] }],
      [{ surname: 'Tu' }, { surname: ['Surname must be at least 3 characters'] }],
      [{ email: 'grace.example.com' }, { email: ['Please enter a valid e-mail address'] }],
      [{ admin: 'maybe' }, { admin: ['admin must be true or false.'] }],
    ];
    for (const [body, fields] of cases) {
      const r = await put(invited.id, body);
      expectError(r, 422);
      expect(r.body.errors.fields, JSON.stringify(body)).toEqual(fields);
    }
    for (const body of [{ admin: {} }, { forename: 42 }, { email: ['a@b'] }]) expectError(await put(invited.id, body), 400);
    expectError(await put(invited.id, { email: joined.email.toUpperCase() }), 409, 'Another guest of this booking has this e-mail address.');
    for (const id of [other.invited.id, 999999999, 'abc', '0']) expectError(await put(id, { admin: true }), 404, 'Guest not found');
    expectError(await byToken('PUT', `${booking.manage_key}/guest/${other.joined.id}`, { admin: true }), 404, 'Guest not found');
    expectError(await byToken('PUT', `${other.booking.manage_key}/guest/${invited.id}`, { admin: true }), 404, 'Guest not found');
    // From another site, the signed-in call is refused before it is read.
    expectError(await lead.api('PUT', `rest/booking/${booking.id}/guest/${invited.id}`, { admin: true }, { 'sec-fetch-site': 'cross-site' }), 403);
    expect(await dbFingerprint(t.db)).toEqual(before);

    expect((await byToken('DELETE', booking.manage_key)).status).toBe(200);
    expectError(await put(invited.id, { admin: true }), 409, 'This booking has been cancelled');
    expect((await guestRows(booking.id))[0]!.admin).toBe(false);
  });
});

describe('DELETE rest/booking/{id}/guest/{guest_id}', () => {
  it("removes the guest: 'Guest has been deleted', their unpaid share back with the lead booker", async () => {
    const { booking, email, invited, joined } = await party();
    const lead = await signedIn(email);
    const before = (await byToken('GET', `${booking.manage_key}/guests`)).body.data.lead_booker;
    const removed = await lead.api('DELETE', `rest/booking/${booking.id}/guest/${invited.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data.message).toBe('Guest has been deleted');
    expect(removed.body.data.list.guests.map((g: { id: number }) => g.id)).toEqual([joined.id]);
    expect(removed.body.data.list.lead_booker).toEqual({ ...before, deposit_balance: before.deposit_balance + 1000, balance: before.balance + 2000, total_balance: before.total_balance + 3000 });
    expect((await guestRows(booking.id)).map((g) => g.id)).toEqual([joined.id]);
    // By the manage key too; the second time the guest is gone.
    expect((await byToken('DELETE', `${booking.manage_key}/guest/${joined.id}`)).body.data.message).toBe('Guest has been deleted');
    expectError(await byToken('DELETE', `${booking.manage_key}/guest/${joined.id}`), 404, 'Guest not found');
    expect(await guestRows(booking.id)).toEqual([]);
  });

  it('keeps what a removed guest paid: the booking stays paid down, and the payment request stays with the booking', async () => {
    const { booking } = await bookMasterclass(t);
    const guest = await insertGuest(t.db, { booking_id: booking.id, forename: 'Grace', surname: 'Hopper', email: address('grace'), deposit_total: 1000, deposit_balance: 1000, balance: 2000 });
    const made = await t.post(`rest/booking/${booking.id}/create-guest-deposit/${guest.id}`, { manage_key: booking.manage_key, amount: 1500 });
    const opened = await t.post(`rest/deposit/manage/create-request/${made.body.data.data.token}`, { amount: 1500 });
    await payWithCard(t, opened.body.data.gp.data);
    const paidDown = await bookingMoney(booking.id);
    expect(paidDown.deposit_balance + paidDown.balance).toBe(booking.deposit_balance + booking.balance - 1500);
    const listed = (await byToken('GET', `${booking.manage_key}/guests`)).body.data;
    expect(listed.guests[0]).toMatchObject({ share: 3000, paid: 1500, deposit_balance: 0, balance: 1500 });

    const removed = await byToken('DELETE', `${booking.manage_key}/guest/${guest.id}`);
    expect(removed.status).toBe(200);
    expect(await bookingMoney(booking.id)).toEqual(paidDown);
    // The guest's unpaid £15 is the lead booker's again; the £15 paid is off the booking for good.
    expect(removed.body.data.list.lead_booker.total_balance).toBe(paidDown.deposit_balance + paidDown.balance);
    expect(removed.body.data.list.lead_booker.total_balance).toBe(listed.lead_booker.total_balance + 1500);
    const requests = await t.db.query('SELECT guest_id, amount, completed_at IS NOT NULL AS completed FROM deposit_requests WHERE booking_id = $1', [booking.id]);
    expect(requests).toEqual([{ guest_id: null, amount: 1500, completed: true }]);
    expect(await t.db.query("SELECT amount FROM payments WHERE booking_id = $1 AND status = 'captured'", [booking.id])).toEqual([{ amount: 1500 }]);
  });

  it("refuses another booking's guest, a stranger and an id of the wrong form, removing no one", async () => {
    const { booking, email, invited } = await party();
    const other = await party();
    const lead = await signedIn(email);
    const before = await dbFingerprint(t.db);
    for (const id of [other.invited.id, 999999999, 'x1']) expectError(await lead.api('DELETE', `rest/booking/${booking.id}/guest/${id}`), 404, 'Guest not found');
    expectError(await byToken('DELETE', `${booking.manage_key}/guest/${other.invited.id}`), 404, 'Guest not found');
    expectError(await byToken('DELETE', `${other.booking.manage_key}/guest/${invited.id}`), 404, 'Guest not found');
    expectError(await lead.api('DELETE', `rest/booking/${other.booking.id}/guest/${other.invited.id}`), 404, 'Booking not found.');
    expectError(await anyone.api('DELETE', `rest/booking/${booking.id}/guest/${invited.id}`), 401);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });
});

describe('POST rest/booking/{id}/reminder/{type}', () => {
  it('e-mails the guest their link once: a second reminder of the kind within the hour is 429, an hour later it goes again', async () => {
    const { booking, email, invited } = await party();
    const lead = await signedIn(email);
    const sent = await lead.api('POST', `rest/booking/${booking.id}/reminder/invite-reminder`, { guest_id: invited.id });
    expect(sent.status).toBe(200);
    expect(sent.body.data.message).toBe('Reminder has been sent!');
    t.app.mail.start(50);
    await expect.poll(() => reminderMails(invited.email).length, { timeout: 15_000 }).toBe(1);
    const mail = reminderMails(invited.email)[0]!;
    expect(mail.subject).toBe("You're invited: Mary Somerville's booking at Revolution Manchester Deansgate");
    // The invitation's own code, only ever e-mailed to the guest (guest join by code).
    const [codes] = await t.db.query<{ join_code: string; unique_code: string }>('SELECT join_code, unique_code FROM booking_guests WHERE id = $1', [invited.id]);
    expect(mail.text).toContain(`Accept the invitation: http://covers.test/guest-join/${codes!.join_code}`);
    expect(mail.text).not.toContain(booking.ref_code);
    expect(mail.text).not.toContain(booking.manage_key);

    clockAt(t, 59 * 60_000);
    const again = await byToken('POST', `${booking.manage_key}/reminder/invite-reminder`, { guest_id: invited.id });
    expectError(again, 429, 'A reminder like this was sent to Grace less than an hour ago. You can send another in 1 minutes.');
    expect(again.headers['retry-after']).toBe('60');
    // Another kind is its own.
    expect((await byToken('POST', `${booking.manage_key}/reminder/guest-details`, { guest_id: invited.id })).status).toBe(200);
    clockAt(t, HOUR);
    expect((await byToken('POST', `${booking.manage_key}/reminder/invite-reminder`, { guest_id: String(invited.id) })).status).toBe(200);
    await expect.poll(() => reminderMails(invited.email).length, { timeout: 15_000 }).toBe(3);
    await t.app.mail.stop();
    expect(reminderMails(invited.email).map((m) => m.subject!.split(':')[0])).toEqual(expect.arrayContaining(["You're invited", 'Add your details']));
    expect(await t.db.query('SELECT kind FROM guest_reminders WHERE guest_id = $1 ORDER BY id', [invited.id])).toEqual([
      { kind: 'invite-reminder' }, { kind: 'guest-details' }, { kind: 'invite-reminder' },
    ]);
  });

  it('sends one e-mail when the same reminder is asked for five times at once', async () => {
    const { booking, joined } = await party();
    const answers = await Promise.all(Array.from({ length: 5 }, () => byToken('POST', `${booking.manage_key}/reminder/guest-details`, { guest_id: joined.id })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429, 429, 429]);
    expect(await t.db.query('SELECT count(*)::int AS n FROM guest_reminders WHERE guest_id = $1', [joined.id])).toEqual([{ n: 1 }]);
    expect(await t.db.query("SELECT count(*)::int AS n FROM email_outbox WHERE to_address = $1 AND template = 'guest-guest-details'", [joined.email])).toEqual([{ n: 1 }]);
  });

  it("refuses a reminder the guest cannot have, bad input and another booking's guest, sending nothing", async () => {
    const { booking, email, joined } = await party();
    const other = await party();
    const silent = await insertGuest(t.db, { booking_id: booking.id, forename: 'Ada', surname: '', email: '', deposit_total: 0, deposit_balance: 0, balance: 0 });
    const lead = await signedIn(email);
    const remind = (type: string, body: unknown) => lead.api('POST', `rest/booking/${booking.id}/reminder/${type}`, body);
    const before = await dbFingerprint(t.db);
    expectError(await remind('invite-reminder', { guest_id: joined.id }), 409, 'Alan has already accepted the invitation.');
    expectError(await remind('pre-order', { guest_id: joined.id }), 409, 'Alan has no package to choose a pre-order for.');
    expectError(await remind('guest-details', { guest_id: silent.id }), 422, 'Ada has no e-mail address to send a reminder to.');
    expectError(await remind('birthday', { guest_id: joined.id }), 400);
    expectError(await remind('guest-details', {}), 400);
    expectError(await remind('guest-details', { guest_id: { id: 1 } }), 400);
    for (const id of [other.joined.id, 999999999, 'abc', '']) expectError(await remind('guest-details', { guest_id: id }), 404, 'Guest not found');
    expectError(await byToken('POST', `${other.booking.manage_key}/reminder/guest-details`, { guest_id: joined.id }), 404, 'Guest not found');
    expectError(await anyone.api('POST', `rest/booking/${booking.id}/reminder/guest-details`, { guest_id: joined.id }), 401);
    expect(await dbFingerprint(t.db)).toEqual(before);
  });
});

describe('packages: PUT variation and the pre-order reminder', () => {
  it("gives a guest one of the booking's packages (choices made for another go), and reminds about pre-order choices only with a package and before the lock", async () => {
    const brunch = await brunchWithGuest(t, { email: address('grace') });
    const token = (method: 'PUT' | 'POST', path: string, body: unknown) => byToken(method, `${brunch.manageKey}/${path}`, body);
    // The guest's own choices for a package (as the guest page saves them), then the lead booker gives them the package again.
    await t.db.query(`UPDATE booking_guests SET variation_id = NULL, choices = '[{"index":0}]'::jsonb WHERE id = $1`, [brunch.guestId]);
    const given = await token('PUT', `guest/${brunch.guestId}`, { variation: demo.variations.bottomlessBrunch });
    expect(given.status).toBe(200);
    expect(given.body.data.list.guests[0]).toMatchObject({ id: brunch.guestId, variations: [demo.variations.bottomlessBrunch], reminders: ['pre-order', 'guest-details'] });
    expect(await guestRow(t, brunch.guestId)).toMatchObject({ variation_id: demo.variations.bottomlessBrunch, choices: [] });

    expect((await token('POST', 'reminder/pre-order', { guest_id: brunch.guestId })).status).toBe(200);
    const [mail] = await t.db.query<{ body_text: string }>("SELECT body_text FROM email_outbox WHERE template = 'guest-pre-order' AND booking_id = $1", [brunch.bookingId]);
    expect(mail!.body_text).toContain(`Choose your pre-order: http://covers.test/guest/${brunch.code}`);

    // Not one of this booking's packages, or not an id: refused, nothing changed.
    const before = await guestRow(t, brunch.guestId);
    expectError(await token('PUT', `guest/${brunch.guestId}`, { variation: demo.variations.bottomlessBrunch + 1000 }), 422);
    const bad = await token('PUT', `guest/${brunch.guestId}`, { variation: 'brunch' });
    expectError(bad, 422, "variation must be a package's id, or null for none.");
    expect(bad.body.errors.fields).toEqual({ variation: ["variation must be a package's id, or null for none."] });
    expect(await guestRow(t, brunch.guestId)).toEqual(before);

    // No package: no choices, and no pre-order reminder.
    const none = await token('PUT', `guest/${brunch.guestId}`, { variation: null });
    expect(none.status).toBe(200);
    expect(none.body.data.list.guests[0]).toMatchObject({ variations: [], reminders: ['guest-details'] });
    expect(await guestRow(t, brunch.guestId)).toMatchObject({ variation_id: null, choices: [] });
    expectError(await token('POST', 'reminder/pre-order', { guest_id: brunch.guestId }), 409, 'Grace has no package to choose a pre-order for.');
    expect((await token('PUT', `guest/${brunch.guestId}`, { variation: String(demo.variations.bottomlessBrunch) })).status).toBe(200);
    expect(await guestRow(t, brunch.guestId)).toMatchObject({ variation_id: demo.variations.bottomlessBrunch });

    // Once the pre-order locks: no package given (423), no pre-order reminder.
    t.clock.set(new Date(brunch.lockAt.getTime() + 60_000));
    expect((await token('PUT', `guest/${brunch.guestId}`, { variation: null })).status).toBe(200);
    expectError(await token('PUT', `guest/${brunch.guestId}`, { variation: demo.variations.bottomlessBrunch }), 423);
    expectError(await token('POST', 'reminder/pre-order', { guest_id: brunch.guestId }), 409);
  });
});
