/**
 * The logged-in customer's bookings (spec §2.3, §7.2): the list split at 06:00 today (London), and one
 * booking's page, edit and cancel by its id. A booking is the customer's when their account made it or
 * it carries their verified address; anything else answers the 404 of a booking that does not exist.
 * Revolution Birmingham's tables are cut to 10 covers so that a few bookings fill a time.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { londonInstant } from '../../src/engine/time/london.ts';
import { demo } from '../../src/server/db/demo-ids.ts';
import { TEST_NOW, useTestApp } from '../helpers/test-app.ts';
import { accountClient, expectError, PASSWORD, registerAccount, type AccountClient } from './accounts-helpers.ts';
import { CodeBrands } from '../../src/server/services/payments/code-brands.ts';
import { get } from './payments-helpers.ts';
import { BAD_EDITS, bookTable, widgetOffers } from './widget-bookings.ts';

const t = useTestApp();
let ada: AccountClient;
let bob: AccountClient;
const TABLE = { bar: demo.bars.revolutionBirmingham, type: demo.types.table };
const CAPACITY = 10;
const ADA = 'ada.mybookings@example.com';
const NOT_FOUND = { error: 'Booking not found.', errors: { message: 'Booking not found.' } };

const book = (date: string, time: string, people: number, email = ADA) => bookTable(t, TABLE, date, time, people, email);

beforeAll(async () => {
  await t.db.query('UPDATE bar_booking_types SET capacity = $3 WHERE bar_id = $1 AND booking_type_id = $2', [TABLE.bar, TABLE.type, CAPACITY]);
  ada = await newCustomer(ADA);
  bob = await newCustomer('bob.mybookings@example.com');
});
beforeEach(() => t.clock.set(new Date(TEST_NOW)));

/** A customer registered with this address, logged in. */
async function newCustomer(address: string): Promise<AccountClient> {
  const client = accountClient(t);
  await registerAccount(t, client, address);
  return client;
}

const row = async (id: number) =>
  (await t.db.query<{ status_id: number; people: number; booking_date: string; booking_time: string }>(
    `SELECT status_id, people, booking_date::text AS booking_date, to_char(booking_time, 'HH24:MI') AS booking_time FROM bookings WHERE id = $1`,
    [id],
  ))[0]!;

/** Moves a booking to a London wall-clock time no widget slot offers: the cut-off itself, and a minute either side. */
async function startAt(id: number, date: string, time: string) {
  const [h, m] = time.split(':').map(Number) as [number, number];
  await t.db.query('UPDATE bookings SET booking_date = $2, booking_time = $3, start_at = $4, end_at = $4::timestamptz + interval \'2 hours\' WHERE id = $1', [
    id, date, time, londonInstant(date, h * 60 + m),
  ]);
}

const list = async (client: AccountClient, query = '', brand?: string) => client.api('GET', `rest/my-bookings${query}`, undefined, brand ? { 'x-brand': brand } : {});
const ids = (bookings: Array<{ id: number }> | null) => bookings?.map((b) => b.id) ?? null;

describe('GET rest/my-bookings', () => {
  it('lists the bookings made with the address, in any case, before and after registering, by account or by address alone', async () => {
    const carol = accountClient(t);
    const before = await book('2026-11-26', '18:00', 2, 'Carol.Early@Example.com');
    await registerAccount(t, carol, 'carol.early@example.com');
    const after = await book('2026-11-27', '18:00', 2, 'CAROL.EARLY@example.com');
    // A booking taken with the address and no customer row (as one the bar keyed in) is theirs by the address alone.
    const byAddress = await book('2026-11-28', '18:00', 2, 'carol.early@example.com');
    await t.db.query('UPDATE bookings SET customer_id = NULL WHERE id = $1', [byAddress.id]);
    // Someone else's booking and the same address at another brand are not in this brand's list.
    await book('2026-11-26', '19:00', 2, 'someone.else@example.com');
    const decuba = await bookTable(t, { bar: demo.bars.decubaManchester, type: TABLE.type, brand: demo.brands.decuba }, '2026-11-26', '19:00', 2, 'carol.early@example.com');

    const answer = await list(carol);
    expect(answer.status).toBe(200);
    expect(ids(answer.body.data.upcoming)).toEqual([before.id, after.id, byAddress.id]);
    expect(answer.body.data.upcoming[0]).toMatchObject({
      id: before.id,
      booking_date: '2026-11-26 18:00',
      people: 2,
      status_id: 1,
      status: 'Confirmed',
      status_text: 'Your booking is confirmed.',
      can_cancel: true,
      manage_key: before.manage_key,
      bar: { data: { id: TABLE.bar, bar_name: expect.any(String), party_booking_email: expect.stringMatching(/@/) } },
    });
    expect(ids((await list(carol, '', String(demo.brands.decuba))).body.data.upcoming)).toEqual([decuba.id]);
    expect(ids((await list(bob)).body.data.upcoming)).toEqual([]);
  });

  it("lists every brand's bookings on the group's own site (brand 0), and opens and changes each there", async () => {
    const erin = await newCustomer('erin.group@example.com');
    const revolution = await book('2026-11-26', '18:00', 2, 'erin.group@example.com');
    const decuba = await bookTable(t, { bar: demo.bars.decubaManchester, type: TABLE.type, brand: demo.brands.decuba }, '2026-11-27', '19:00', 2, 'erin.group@example.com');
    await book('2026-11-26', '19:00', 2, 'not.erin@example.com');

    expect(ids((await list(erin, '', '0')).body.data.upcoming)).toEqual([revolution.id, decuba.id]);
    const group = { 'x-brand': '0' };
    const viewed = await erin.api('GET', `rest/my-bookings/${decuba.id}`, undefined, group);
    expect(viewed.status).toBe(200);
    expect(viewed.body.data).toMatchObject({ id: decuba.id, people: 2 });
    const changed = await erin.api('POST', `rest/my-bookings/${decuba.id}`, { date: '2026-11-27 20:00', people: 2 }, group);
    expect(changed.status).toBe(200);
    expect((await t.db.query<{ booking_time: string }>('SELECT booking_time FROM bookings WHERE id = $1', [decuba.id]))[0]!.booking_time.slice(0, 5)).toBe('20:00');
    // Still only their own: another customer's booking is the same 404 on the group's site.
    expect((await bob.api('GET', `rest/my-bookings/${decuba.id}`, undefined, group)).status).toBe(404);
  });

  it("a booking made on the group's own site is its bar's brand's: its manage page wears that brand, and that brand's calls find it", async () => {
    const made = await bookTable(t, { bar: demo.bars.decubaManchester, type: TABLE.type, brand: demo.brands.default }, '2026-11-27', '18:00', 2, 'fay.group@example.com');
    const [stored] = await t.db.query<{ brand_id: number }>('SELECT brand_id FROM bookings WHERE id = $1', [made.id]);
    expect(stored!.brand_id).toBe(demo.brands.decuba);
    // The manage page's brand is the booking's, found from the key in its path.
    expect(await new CodeBrands({ db: t.db }).brandOf('manageKey', made.manage_key)).toBe(demo.brands.decuba);
    const asDecuba = await get(t, `rest/my-bookings/token/${made.manage_key}`, { brand: demo.brands.decuba });
    expect(asDecuba.status).toBe(200);
    expect(asDecuba.body.data.brand_id).toBe(demo.brands.decuba);
    // Another brand's site still finds nothing by it.
    expect((await get(t, `rest/my-bookings/token/${made.manage_key}`, { brand: demo.brands.revolution })).status).toBe(404);
  });

  it('splits at the last 06:00, London time: a late night stays current until the morning after; upcoming soonest first, previous (only when asked) latest first', async () => {
    const address = 'dave.split@example.com';
    const dave = await newCustomer(address);
    const sunday = await book('2026-11-22', '12:00', 2, address);
    const monday = await book('2026-11-23', '18:00', 2, address);
    const late = await book('2026-11-25', '12:00', 2, address);
    const early = await book('2026-11-24', '12:00', 2, address);
    const cutOff = await book('2026-11-24', '14:00', 2, address);
    // Sunday's late night: 01:00 on Monday; then a minute before and the minute of Monday's 06:00.
    await startAt(late.id, '2026-11-23', '01:00');
    await startAt(early.id, '2026-11-23', '05:59');
    await startAt(cutOff.id, '2026-11-23', '06:00');

    // Sunday 23:00: Sunday's lunch is over, but the list turns over only at 06:00 on Monday.
    t.clock.set(new Date('2026-11-22T23:00:00Z'));
    let answer = await list(dave);
    expect(answer.body).toEqual({ data: { upcoming: expect.any(Array), previous: null }, meta: { previous_count: 0 } });
    expect(ids(answer.body.data.upcoming)).toEqual([sunday.id, late.id, early.id, cutOff.id, monday.id]);

    // Monday 05:59: still Sunday's night. Nothing has turned over, not even the 01:00 that has started.
    t.clock.set(new Date('2026-11-23T05:59:00Z'));
    answer = await list(dave, '?include_previous=1');
    expect(ids(answer.body.data.upcoming)).toEqual([sunday.id, late.id, early.id, cutOff.id, monday.id]);
    expect(ids(answer.body.data.previous)).toEqual([]);

    // Monday 06:01: everything before 06:00 is previous, from 06:00 on upcoming.
    t.clock.set(new Date('2026-11-23T06:01:00Z'));
    answer = await list(dave);
    expect(ids(answer.body.data.upcoming)).toEqual([cutOff.id, monday.id]);
    expect(answer.body.data.previous).toBeNull();
    expect(answer.body.meta.previous_count).toBe(3);
    for (const asked of ['?include_previous=1', '?include_previous=true']) {
      answer = await list(dave, asked);
      expect(ids(answer.body.data.upcoming)).toEqual([cutOff.id, monday.id]);
      expect(ids(answer.body.data.previous)).toEqual([early.id, late.id, sunday.id]);
    }
    expect((await list(dave, '?include_previous=0')).body.data.previous).toBeNull();

    // In summer time 06:00 in London is 05:00 UTC.
    await startAt(early.id, '2027-06-10', '05:59');
    await startAt(cutOff.id, '2027-06-10', '06:00');
    t.clock.set(new Date('2027-06-10T05:01:00Z'));
    // Months on, the session has ended: log in again.
    expectError(await list(dave), 401);
    expect((await dave.send('POST', 'authenticate', { email: address, password: PASSWORD })).status).toBe(200);
    answer = await list(dave, '?include_previous=1');
    expect(ids(answer.body.data.upcoming)).toEqual([cutOff.id]);
    expect(ids(answer.body.data.previous)).toEqual([early.id, monday.id, late.id, sunday.id]);
  });

  it('shows cancelled and postponed bookings with their status', async () => {
    const address = 'erin.states@example.com';
    const erin = await newCustomer(address);
    const cancelled = await book('2026-12-01', '18:00', 2, address);
    const postponed = await book('2026-12-02', '18:00', 2, address);
    await t.db.query('UPDATE bookings SET status_id = 4 WHERE id = $1', [cancelled.id]);
    await t.db.query('UPDATE bookings SET status_id = 5 WHERE id = $1', [postponed.id]);
    const [c, p] = (await list(erin)).body.data.upcoming;
    expect(c).toMatchObject({ id: cancelled.id, status_id: 4, status_text: 'This booking has been cancelled', can_cancel: false, can_customer_pay: false, can_rebook: false });
    expect(p).toMatchObject({ id: postponed.id, status_id: 5, status_text: 'This booking has been postponed. Please choose a new date.', can_cancel: false, can_rebook: true });
  });

  it("treats a booking the bar deleted as cancelled: shown so, holding no covers, not changed, cancelled or paid", async () => {
    const b = await book('2026-12-03', '21:00', CAPACITY);
    expect(await widgetOffers(t, TABLE, '2026-12-03', '21:00', 2)).toBe(false);
    await t.db.query('UPDATE bookings SET status_id = 6, value = 5000, balance = 5000 WHERE id = $1', [b.id]);
    const cancelledView = { id: b.id, status_id: 4, status: 'Deleted', status_text: 'This booking has been cancelled', can_cancel: false, can_customer_pay: false, can_rebook: false };
    expect((await list(ada)).body.data.upcoming.find((x: { id: number }) => x.id === b.id)).toMatchObject(cancelledView);
    expect((await ada.api('GET', `rest/my-bookings/${b.id}`)).body.data).toMatchObject(cancelledView);
    // Changed behind the server's back (as the bar's own system would): the widget's screens may reuse covers for 2 s.
    await expect.poll(() => widgetOffers(t, TABLE, '2026-12-03', '21:00', 2), { timeout: 5_000, interval: 500 }).toBe(true);
    expectError(await ada.api('DELETE', `rest/my-bookings/${b.id}`), 409, 'This booking has been cancelled');
    expectError(await ada.api('POST', `rest/my-bookings/${b.id}`, { date: '2026-12-04 21:00' }), 409, 'This booking has been cancelled');
    const [ref] = await t.db.query<{ ref_code: string }>('SELECT ref_code FROM bookings WHERE id = $1', [b.id]);
    const byCode = await ada.api('GET', `rest/deposits/payment-request?code=${ref!.ref_code}&include=booking`);
    expect(byCode.body.data).toMatchObject({ can_pay: false, message: 'Payment cannot be taken as this booking has been cancelled...', booking: { status_id: 4 } });
    expect((await row(b.id)).status_id).toBe(6);
  });

  it('refuses an include_previous that is not 0 or 1, and anyone not logged in', async () => {
    expectError(await list(ada, '?include_previous=yes'), 400);
    expect((await list(ada, '?include_previous=yes')).body.errors.fields).toEqual({ include_previous: ['include_previous must be 0 or 1.'] });
    expectError(await list(accountClient(t)), 401);
    const leaving = accountClient(t);
    await leaving.send('POST', 'authenticate', { email: ADA, password: PASSWORD });
    expect((await list(leaving)).status).toBe(200);
    await leaving.send('POST', 'logout', {});
    expectError(await list(leaving), 401);
  });
});

describe('rest/my-bookings/{id}', () => {
  it('answers the booking as its page shows it, the same as by its manage key', async () => {
    const b = await book('2026-11-25', '18:00', 2);
    const mine = await ada.api('GET', `rest/my-bookings/${b.id}?include=guests`);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ id: b.id, booking_date: '2026-11-25 18:00', lead_booker_email: ADA, registered: true });
    const byKey = await ada.api('GET', `rest/my-bookings/token/${b.manage_key}`);
    expect(mine.body).toEqual(byKey.body);
  });

  it("answers another customer's booking, another brand's, an unknown id and a malformed one with the same 404, by every method, changing nothing", async () => {
    const b = await book('2026-11-26', '20:00', 2);
    const before = await row(b.id);
    const attempts = [
      bob.api('GET', `rest/my-bookings/${b.id}`),
      bob.api('POST', `rest/my-bookings/${b.id}`, { date: '2026-11-27 20:00' }),
      bob.api('DELETE', `rest/my-bookings/${b.id}`),
      ada.api('GET', `rest/my-bookings/${b.id}`, undefined, { 'x-brand': String(demo.brands.decuba) }),
      ada.api('DELETE', `rest/my-bookings/${b.id}`, undefined, { 'x-brand': String(demo.brands.decuba) }),
      ada.api('GET', 'rest/my-bookings/99999999'),
      ada.api('POST', 'rest/my-bookings/99999999', { date: '2026-11-27 20:00' }),
      ada.api('DELETE', 'rest/my-bookings/99999999'),
      ada.api('GET', 'rest/my-bookings/0'),
      ada.api('GET', `rest/my-bookings/${b.id}abc`),
      ada.api('DELETE', 'rest/my-bookings/-1'),
    ];
    for (const answer of await Promise.all(attempts)) expect({ status: answer.status, body: answer.body }).toEqual({ status: 404, body: NOT_FOUND });
    expect(await row(b.id)).toEqual(before);
  });

  it('refuses anyone not logged in (401) and a write from another site (403), changing nothing', async () => {
    const b = await book('2026-11-26', '21:00', 2);
    const before = await row(b.id);
    const nobody = accountClient(t);
    expectError(await nobody.api('GET', `rest/my-bookings/${b.id}`), 401);
    expectError(await nobody.api('POST', `rest/my-bookings/${b.id}`, { date: '2026-11-27 21:00' }), 401);
    expectError(await nobody.api('DELETE', `rest/my-bookings/${b.id}`), 401);
    expectError(await nobody.api('GET', 'rest/my-bookings/99999999'), 401);
    expectError(await ada.api('POST', `rest/my-bookings/${b.id}`, { date: '2026-11-27 21:00' }, { 'sec-fetch-site': 'cross-site' }), 403);
    expectError(await ada.api('DELETE', `rest/my-bookings/${b.id}`, undefined, { 'sec-fetch-site': undefined, origin: 'https://evil.example' }), 403);
    expect(await row(b.id)).toEqual(before);
  });

  it('refuses bad input in the error shape and changes nothing', async () => {
    const b = await book('2026-11-27', '18:00', 2);
    const before = await row(b.id);
    for (const [body, status, field] of BAD_EDITS) {
      const answer = await ada.api('POST', `rest/my-bookings/${b.id}`, body);
      expectError(answer, status);
      expect(Object.keys(answer.body.errors.fields ?? {}), JSON.stringify(body)).toEqual([field]);
    }
    expect(await row(b.id)).toEqual(before);
  });

  it('saves a change the widget would take, and offers other times when the time asked for is full', async () => {
    const b = await book('2026-11-28', '18:00', 2);
    const saved = await ada.api('POST', `rest/my-bookings/${b.id}`, { date: '2026-11-29 20:30', people: '3' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ success: true, message: 'Booking has been updated!', times: [], dates: [], booking: { id: b.id, booking_date: '2026-11-29 20:30', people: 3 } });
    expect(await row(b.id)).toMatchObject({ booking_date: '2026-11-29', booking_time: '20:30', people: 3 });

    await book('2026-11-30', '20:00', CAPACITY, 'someone.else@example.com');
    const full = await ada.api('POST', `rest/my-bookings/${b.id}`, { date: '2026-11-30 20:00' });
    expect(full.body.data).toMatchObject({ success: false, dates: [] });
    expect(full.body.data.message).toMatch(/^Oh snap! Looks like we can't automatically confirm that change\.\.\./);
    expect(full.body.data.times).toContain('12:00');
    expect(full.body.data.times).not.toContain('20:00');
    expect(await row(b.id)).toMatchObject({ booking_date: '2026-11-29', booking_time: '20:30', people: 3 });
  });

  it('cancels: status 4, the covers free in the widget at once, the e-mail queued; a second cancel is a conflict', async () => {
    const b = await book('2026-12-09', '21:00', CAPACITY);
    expect(await widgetOffers(t, TABLE, '2026-12-09', '21:00', 2)).toBe(false);
    const answer = await ada.api('DELETE', `rest/my-bookings/${b.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ message: 'Your booking has been cancelled', booking: { id: b.id, status_id: 4, status_text: 'This booking has been cancelled', can_cancel: false } });
    expect((await row(b.id)).status_id).toBe(4);
    expect(await widgetOffers(t, TABLE, '2026-12-09', '21:00', 2)).toBe(true);
    const mail = await t.db.query<{ template: string; to_address: string }>('SELECT template, to_address FROM email_outbox WHERE booking_id = $1 ORDER BY id', [b.id]);
    const [bar] = await t.db.query<{ party_booking_email: string }>('SELECT party_booking_email FROM bars b JOIN bookings k ON k.bar_id = b.id WHERE k.id = $1', [b.id]);
    expect(mail.map((m) => [m.template, m.to_address])).toEqual([['booking-confirmed', ADA], ['booking-cancelled', ADA], ['party-team-cancelled', bar!.party_booking_email]]);
    expectError(await ada.api('DELETE', `rest/my-bookings/${b.id}`), 409, 'This booking has been cancelled');
    expectError(await ada.api('POST', `rest/my-bookings/${b.id}`, { date: '2026-12-10 21:00' }), 409, 'This booking has been cancelled');
    const listed = (await list(ada)).body.data.upcoming.find((x: { id: number }) => x.id === b.id);
    expect(listed).toMatchObject({ status_id: 4, status_text: 'This booking has been cancelled' });
  });

  it('takes two identical simultaneous edits once: one saved, the other finds nothing left to change', async () => {
    const b = await book('2026-12-08', '13:00', 2);
    const answers = await Promise.all([1, 2].map(() => ada.api('POST', `rest/my-bookings/${b.id}`, { date: '2026-12-08 15:00', people: 3 })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(answers.find((a) => a.status === 200)!.body.data).toMatchObject({ success: true, booking: { booking_date: '2026-12-08 15:00', people: 3 } });
    expect(answers.find((a) => a.status === 422)!.body.error).toBe('Nothing has changed: choose a different date, time or number of people.');
    expect(await row(b.id)).toMatchObject({ booking_date: '2026-12-08', booking_time: '15:00', people: 3 });
  });

  it('queues simultaneous different edits of one booking: the row is one that was saved, and no time holds more than the capacity', async () => {
    const b = await book('2026-12-11', '13:00', 2);
    await book('2026-12-11', '19:00', CAPACITY - 4, 'someone.else@example.com');
    const wanted = [
      { date: '2026-12-11 19:00', people: 4 },
      { date: '2026-12-11 19:00', people: 5 },
      { date: '2026-12-11 19:15', people: 4 },
      { date: '2026-12-11 19:00', people: 6 },
    ];
    const answers = await Promise.all(wanted.map((body) => ada.api('POST', `rest/my-bookings/${b.id}`, body)));
    for (const a of answers) expect([200, 422]).toContain(a.status);
    // Five or six more never fit beside the six covers at 19:00, whatever went first.
    expect(answers[1]!.body.data?.success ?? false).toBe(false);
    expect(answers[3]!.body.data?.success ?? false).toBe(false);
    const savedAs = answers.filter((a) => a.body.data?.success).map((a) => `${a.body.data.booking.booking_date}/${a.body.data.booking.people}`);
    expect(savedAs.length).toBeGreaterThan(0);
    const now = await row(b.id);
    expect(savedAs).toContain(`${now.booking_date} ${now.booking_time}/${now.people}`);
    const [held] = await t.db.query<{ covers: number }>(
      `SELECT coalesce(sum(people), 0)::int AS covers FROM bookings WHERE bar_id = $1 AND booking_type_id = $2 AND booking_date = '2026-12-11' AND booking_time BETWEEN '19:00' AND '19:15' AND status_id = 1`,
      [TABLE.bar, TABLE.type],
    );
    expect(held!.covers).toBeLessThanOrEqual(CAPACITY);
  });
});
