/**
 * A booking reached by its manage key (spec §2.3, §4, §7.2): its page's view, edit (the widget's
 * availability rules), cancel (covers released, e-mail queued) and re-book of a postponed booking.
 * Revolution Birmingham's tables are cut to 10 covers so that a few bookings fill a time.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../src/server/config.ts';
import { demo } from '../../src/server/db/demo-ids.ts';
import { TEST_NOW, useTestApp } from '../helpers/test-app.ts';
import { BAD_EDITS, bookTable, widgetOffers as offered } from './widget-bookings.ts';

const t = useTestApp();
const BAR = demo.bars.revolutionBirmingham;
const TYPE = demo.types.table;
const CAPACITY = 10;

beforeAll(async () => {
  await t.db.query('UPDATE bar_booking_types SET capacity = $3 WHERE bar_id = $1 AND booking_type_id = $2', [BAR, TYPE, CAPACITY]);
});

const headers = (brand: number = demo.brands.revolution) => ({ 'x-brand': String(brand), 'x-api-key': DEMO_API_KEY });

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, brand?: number) {
  const response = await t.app.server.inject({
    method,
    url: `/api/${url}`,
    headers: { ...headers(brand), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: response.statusCode, body: response.json() };
}

const TABLE = { bar: BAR, type: TYPE };
const book = (date: string, time: string, people: number) => bookTable(t, TABLE, date, time, people);
const widgetOffers = (date: string, time: string, people: number) => offered(t, TABLE, date, time, people);

const row = async (id: number) =>
  (await t.db.query<{ status_id: number; people: number; booking_date: string; booking_time: string; start_at: Date; value: number; balance: number }>(
    `SELECT status_id, people, booking_date::text AS booking_date, to_char(booking_time, 'HH24:MI') AS booking_time, start_at, value, balance FROM bookings WHERE id = $1`,
    [id],
  ))[0]!;

const NOT_FOUND = { error: 'Booking not found.', errors: { message: 'Booking not found.' } };

describe('GET rest/my-bookings/token/{token} and rest/booking/manage/{code}', () => {
  it('answers a widget booking as its page shows it, the same by either call', async () => {
    const b = await book('2026-11-25', '18:00', 2);
    const view = await call('GET', `rest/my-bookings/token/${b.manage_key}`);
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({
      id: b.id,
      booking_date: '2026-11-25 18:00',
      people: 2,
      status_id: 1,
      status: 'Confirmed',
      can_cancel: true,
      can_rebook: false,
      can_customer_pay: true,
      agency_name: null,
      manage_key: b.manage_key,
      registered: false,
      bar: { data: { id: BAR } },
    });
    expect(view.body.data.bar.data.party_booking_email).toMatch(/@/);
    const manage = await call('GET', `rest/booking/manage/${b.manage_key}?include=guests,guests.customer,options`);
    expect(manage).toEqual(view);
  });

  it('shows each seeded state: postponed, cancelled, agency, paid in full, deposit due', async () => {
    const get = async (key: string) => (await call('GET', `rest/my-bookings/token/${key}`)).body.data;
    const k = demo.manageKeys;
    expect(await get(k.postponed)).toMatchObject({ status_id: 5, can_rebook: true, can_cancel: false, status_text: 'This booking has been postponed. Please choose a new date.' });
    expect(await get(k.cancelled)).toMatchObject({ status_id: 4, can_cancel: false, can_customer_pay: false, status_text: 'This booking has been cancelled' });
    expect(await get(k.agency)).toMatchObject({ can_customer_pay: false, agency_name: 'Party Planners Ltd', can_cancel: false });
    expect(await get(k.paid)).toMatchObject({ is_paid: true, total_balance: 0, can_customer_pay: true, can_cancel: true });
    // Six people, £10 deposit and £15 balance each still to pay: (1500 + 1000) × 6.
    expect(await get(k.depositDue)).toMatchObject({ people: 6, per_person_deposit: 1000, per_person_balance: 1500, total_balance: 15_000, is_paid: false });
  });

  it("reports the pre-order locked once the booking is cancelled, postponed or a no-show, or from its type's lock time (48 hours) before it; open otherwise, an agency's too", async () => {
    const get = async (key: string) => (await call('GET', `rest/my-bookings/token/${key}`)).body.data;
    const k = demo.manageKeys;
    expect(await get(k.postponed)).toMatchObject({ pre_order_locked: true });
    expect(await get(k.cancelled)).toMatchObject({ pre_order_locked: true });
    expect(await get(k.agency)).toMatchObject({ pre_order_locked: false });
    expect(await get(k.paid)).toMatchObject({ pre_order_locked: false });
    // Wednesday at 18:00 London (GMT): open until Monday 17:59, locked from Monday 18:00, still changeable until it begins.
    const b = await book('2026-11-25', '18:00', 2);
    try {
      t.clock.set(new Date('2026-11-23T17:59:00Z'));
      expect(await get(b.manage_key)).toMatchObject({ pre_order_locked: false, can_cancel: true });
      t.clock.set(new Date('2026-11-23T18:00:00Z'));
      expect(await get(b.manage_key)).toMatchObject({ pre_order_locked: true, can_cancel: true });
      t.clock.set(new Date('2026-11-25T18:00:00Z'));
      expect(await get(b.manage_key)).toMatchObject({ pre_order_locked: true, can_cancel: false });
    } finally {
      t.clock.set(new Date(TEST_NOW));
    }
    await t.db.query('UPDATE bookings SET status_id = 2 WHERE id = $1', [b.id]);
    expect(await get(b.manage_key)).toMatchObject({ status: 'No Show', pre_order_locked: true });
  });

  it("gives the lead booker's total balance as (per-person balance + per-person deposit) × people, the pennies unrounded: what is owed", async () => {
    const b = await book('2026-11-26', '18:00', 3);
    await t.db.query('UPDATE bookings SET deposit = 900, deposit_balance = 900, balance = 2100 WHERE id = $1', [b.id]);
    const data = (await call('GET', `rest/my-bookings/token/${b.manage_key}`)).body.data;
    expect(data).toMatchObject({ per_person_deposit: 300, per_person_balance: 700, total_balance: (700 + 300) * 3 });
    // £45.00 and £200.00 among 8: £5.625 a head rounds to £5.63, yet the total is the £245.00 the Pay Balance button asks.
    await t.db.query('UPDATE bookings SET people = 8, deposit = 4500, deposit_balance = 4500, balance = 20000 WHERE id = $1', [b.id]);
    const uneven = (await call('GET', `rest/my-bookings/token/${b.manage_key}`)).body.data;
    expect(uneven).toMatchObject({ per_person_deposit: 563, per_person_balance: 2500, total_balance: 24_500 });
  });

  it('answers 404 alike for an unknown key, a malformed one and another brand’s booking, by every call', async () => {
    const b = await book('2026-11-26', '19:00', 2);
    const attempts = [
      call('GET', 'rest/my-bookings/token/no-such-key'),
      call('GET', `rest/my-bookings/token/${b.manage_key}x`),
      call('GET', 'rest/my-bookings/token/bad.key'),
      call('GET', `rest/my-bookings/token/${b.manage_key}`, undefined, demo.brands.decuba),
      call('GET', `rest/booking/manage/${b.manage_key}`, undefined, demo.brands.decuba),
      call('POST', 'rest/my-bookings/token/no-such-key', { date: '2026-11-27 19:00' }),
      call('DELETE', 'rest/my-bookings/token/no-such-key'),
      call('DELETE', `rest/my-bookings/token/${b.manage_key}`, undefined, demo.brands.decuba),
      call('GET', 'rest/my-bookings/no-such-key/re-book?date=2026-12-01'),
      call('POST', 'rest/my-bookings/no-such-key/re-book', { date: '2026-12-01 19:00' }),
    ];
    for (const answer of await Promise.all(attempts)) expect(answer).toEqual({ status: 404, body: NOT_FOUND });
    expect((await row(b.id)).status_id).toBe(1);
  });
});

describe('POST rest/my-bookings/token/{token}: edit', () => {
  it('refuses bad input in the error shape and changes nothing', async () => {
    const b = await book('2026-11-27', '18:00', 2);
    const before = await row(b.id);
    for (const [body, status, field] of BAD_EDITS) {
      const answer = await call('POST', `rest/my-bookings/token/${b.manage_key}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.error).toBe(answer.body.errors.message);
      expect(Object.keys(answer.body.errors.fields ?? {})).toEqual([field]);
    }
    expect(await row(b.id)).toEqual(before);
  });

  it('saves a change the widget would take, in London time, with the money following the party', async () => {
    const b = await book('2026-11-28', '18:00', 2);
    await t.db.query('UPDATE bookings SET value = 4000, balance = 4000 WHERE id = $1', [b.id]);
    const answer = await call('POST', `rest/my-bookings/token/${b.manage_key}`, { date: '2026-11-29 20:30', people: '3' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ success: true, message: 'Booking has been updated!', times: [], dates: [], email: null });
    expect(answer.body.data.booking).toMatchObject({ booking_date: '2026-11-29 20:30', people: 3 });
    const saved = await row(b.id);
    expect(saved).toMatchObject({ booking_date: '2026-11-29', booking_time: '20:30', people: 3, value: 6000, balance: 6000 });
    expect(saved.start_at.toISOString()).toBe('2026-11-29T20:30:00.000Z');
    // In summer time the same wall-clock time is an hour earlier in UTC.
    await call('POST', `rest/my-bookings/token/${b.manage_key}`, { date: '2027-06-10 20:30' });
    expect((await row(b.id)).start_at.toISOString()).toBe('2027-06-10T19:30:00.000Z');
  });

  it('offers other times when the time is full, other dates when the day is, and the bar’s e-mail when nothing fits', async () => {
    const b = await book('2026-11-24', '18:00', 4);
    // Monday 30 November: 20:00 full.
    await book('2026-11-30', '20:00', CAPACITY);
    const times = await call('POST', `rest/my-bookings/token/${b.manage_key}`, { date: '2026-11-30 20:00' });
    expect(times.status).toBe(200);
    expect(times.body.data).toMatchObject({ success: false, dates: [] });
    expect(times.body.data.message).toMatch(/^Oh snap! Looks like we can't automatically confirm that change\.\.\./);
    expect(times.body.data.times).toContain('12:00');
    expect(times.body.data.times).not.toContain('20:00');
    expect(times.body.data.times).not.toContain('19:00');
    expect((await row(b.id)).booking_date).toBe('2026-11-24');

    // The whole of Tuesday 1 December full: later dates instead.
    for (const time of ['12:00', '14:00', '16:00', '18:00', '20:00', '22:00']) await book('2026-12-01', time, CAPACITY);
    const dates = await call('POST', `rest/my-bookings/token/${b.manage_key}`, { date: '2026-12-01 19:00' });
    expect(dates.body.data).toMatchObject({ success: false, times: [] });
    expect(dates.body.data.dates.map((d: { date: string }) => d.date)).toEqual(['2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);

    // More people than the table ever seats online: nothing to offer, e-mail the bar.
    const none = await call('POST', `rest/my-bookings/token/${b.manage_key}`, { date: '2026-12-02 19:00', people: 15 });
    expect(none.body.data).toMatchObject({ success: false, times: [], dates: [], message: "Oh snap! Looks like we can't automatically confirm that change..." });
    expect(none.body.data.email).toMatch(/@/);
    expect(await row(b.id)).toMatchObject({ booking_date: '2026-11-24', people: 4 });
  });

  it('does not count the booking against itself: a full time can take more of its own party', async () => {
    const b = await book('2026-12-07', '19:00', CAPACITY - 2);
    await book('2026-12-07', '19:00', 2);
    // Counted against itself, 19:00 would hold 8 + 2 + 7 covers.
    const same = await call('POST', `rest/my-bookings/token/${b.manage_key}`, { date: '2026-12-07 19:00', people: CAPACITY - 3 });
    expect(same.body.data).toMatchObject({ success: true, booking: { people: CAPACITY - 3 } });
    // The other booking still counts: 2 + 9 covers do not fit at 19:15.
    const more = await call('POST', `rest/my-bookings/token/${b.manage_key}`, { date: '2026-12-07 19:15', people: CAPACITY - 1 });
    expect(more.body.data.success).toBe(false);
    expect((await row(b.id)).people).toBe(CAPACITY - 3);
  });

  it('refuses agency, cancelled and postponed bookings, saying why', async () => {
    const agency = await call('POST', `rest/my-bookings/token/${demo.manageKeys.agency}`, { date: '2027-03-06 19:30' });
    expect(agency.status).toBe(403);
    expect(agency.body.error).toBe('This booking was made through Party Planners Ltd: please contact them to change or cancel it.');
    expect((await call('POST', `rest/my-bookings/token/${demo.manageKeys.cancelled}`, { date: '2027-03-13 19:00' })).status).toBe(409);
    const postponed = await call('POST', `rest/my-bookings/token/${demo.manageKeys.postponed}`, { date: '2027-03-13 19:00' });
    expect(postponed).toMatchObject({ status: 409, body: { error: 'This booking has been postponed. Please choose a new date.' } });
  });

  it('queues concurrent edits of one booking and racing edits of two for the last covers: never more than the capacity', async () => {
    const x = await book('2026-12-08', '13:00', 2);
    const y = await book('2026-12-08', '13:00', 2);
    await book('2026-12-08', '19:00', CAPACITY - 4);
    // Both ask for the last four seats at 19:00, each several times over.
    const answers = await Promise.all(
      [x, y, x, y, x, y].map((b) => call('POST', `rest/my-bookings/token/${b.manage_key}`, { date: '2026-12-08 19:00', people: 4 })),
    );
    expect(answers.every((a) => a.status === 200 || a.status === 422)).toBe(true);
    const moved = [await row(x.id), await row(y.id)].filter((r) => r.booking_time === '19:00');
    expect(moved).toHaveLength(1);
    const [held] = await t.db.query<{ covers: number }>(
      `SELECT sum(people)::int AS covers FROM bookings WHERE bar_id = $1 AND booking_type_id = $2 AND booking_date = '2026-12-08' AND booking_time = '19:00' AND status_id = 1`,
      [BAR, TYPE],
    );
    expect(held!.covers).toBe(CAPACITY);
  });
});

describe('DELETE rest/my-bookings/token/{token}: cancel', () => {
  it('cancels, releases the covers to the widget at once and queues the e-mail; a second cancel is a conflict', async () => {
    const b = await book('2026-12-09', '21:00', CAPACITY);
    expect(await widgetOffers('2026-12-09', '21:00', 2)).toBe(false);
    const answer = await call('DELETE', `rest/my-bookings/token/${b.manage_key}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ message: 'Your booking has been cancelled', booking: { status_id: 4, can_cancel: false, can_customer_pay: false } });
    expect((await row(b.id)).status_id).toBe(4);
    expect(await widgetOffers('2026-12-09', '21:00', 2)).toBe(true);
    const mail = await t.db.query<{ template: string; to_address: string; reply_to: string | null }>('SELECT template, to_address, reply_to FROM email_outbox WHERE booking_id = $1 ORDER BY id', [b.id]);
    expect(mail.map((m) => m.template)).toEqual(['booking-confirmed', 'booking-cancelled', 'party-team-cancelled']);
    expect(mail[1]!.to_address).toBe('grace@example.com');
    // The bar's party team hears of it, and answers the customer.
    const [bar] = await t.db.query<{ party_booking_email: string }>('SELECT party_booking_email FROM bars b JOIN bookings k ON k.bar_id = b.id WHERE k.id = $1', [b.id]);
    expect(mail[2]).toMatchObject({ to_address: bar!.party_booking_email, reply_to: 'grace@example.com' });
    expect(await call('DELETE', `rest/my-bookings/token/${b.manage_key}`)).toMatchObject({ status: 409, body: { error: 'This booking has been cancelled' } });
  });

  it('refuses an agency booking, a postponed one and one already past, changing nothing', async () => {
    expect((await call('DELETE', `rest/my-bookings/token/${demo.manageKeys.agency}`)).status).toBe(403);
    expect((await call('DELETE', `rest/my-bookings/token/${demo.manageKeys.postponed}`)).body.error).toMatch(/^To cancel this booking please e-mail the bar at .+@/);
    const statuses = await t.db.query<{ status_id: number }>('SELECT status_id FROM bookings WHERE manage_key = ANY($1) ORDER BY manage_key', [[demo.manageKeys.agency, demo.manageKeys.postponed]]);
    expect(statuses.map((s) => s.status_id)).toEqual([1, 5]);
  });
});

describe('re-book a postponed booking', () => {
  it('offers times on a day, later dates for a full one, nothing on 25 December, then re-books once', async () => {
    // A widget booking postponed by the bar.
    const b = await book('2026-12-10', '19:00', 2);
    await t.db.query('UPDATE bookings SET status_id = 5 WHERE id = $1', [b.id]);
    const day = await call('GET', `rest/my-bookings/${b.manage_key}/re-book?date=2026-12-14`);
    expect(day.status).toBe(200);
    expect(day.body.data).toMatchObject({ success: true, dates: [] });
    expect(day.body.data.times).toContain('19:00');

    const christmas = await call('GET', `rest/my-bookings/${b.manage_key}/re-book?date=2026-12-25`);
    expect(christmas.body.data).toMatchObject({ success: false, times: [], message: 'We are not taking bookings on 25 December' });
    expect(christmas.body.data.dates.map((d: { date: string }) => d.date)).not.toContain('2026-12-25');
    const christmasEve = await call('GET', `rest/my-bookings/${b.manage_key}/re-book?date=2026-12-24`);
    expect(christmasEve.body.data.success).toBe(true);
    expect((await call('POST', `rest/my-bookings/${b.manage_key}/re-book`, { date: '2026-12-25 19:00' })).status).toBe(422);

    expect((await call('GET', `rest/my-bookings/${b.manage_key}/re-book`)).status).toBe(400);
    expect((await call('GET', `rest/my-bookings/${b.manage_key}/re-book?date=soon`)).status).toBe(400);
    expect((await call('GET', `rest/my-bookings/${b.manage_key}/re-book?date=2026-11-01`)).status).toBe(422);

    const done = await call('POST', `rest/my-bookings/${b.manage_key}/re-book`, { date: '2026-12-14 19:00' });
    expect(done.body.data).toMatchObject({ success: true, message: 'You are re-booked!', booking: { status_id: 1, booking_date: '2026-12-14 19:00', can_rebook: false } });
    expect(await row(b.id)).toMatchObject({ status_id: 1, booking_date: '2026-12-14', booking_time: '19:00' });
    expect(await call('POST', `rest/my-bookings/${b.manage_key}/re-book`, { date: '2026-12-15 19:00' })).toMatchObject({ status: 409, body: { error: 'Only a postponed booking can be re-booked.' } });
  });

  it('re-books the seeded postponed booking through the token call with the rebook flag', async () => {
    const key = demo.manageKeys.postponed;
    const dates = await call('GET', `rest/my-bookings/${key}/re-book?date=2026-12-16`);
    expect(dates.body.data.success).toBe(true);
    const done = await call('POST', `rest/my-bookings/token/${key}`, { date: '2026-12-16 19:00', rebook: 1 });
    expect(done.body.data).toMatchObject({ success: true, message: 'You are re-booked!', booking: { status_id: 1, can_rebook: false } });
  });
});
