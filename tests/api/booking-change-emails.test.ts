/**
 * A change the customer saves online is e-mailed to them, as a cancellation is: an edit of date, time
 * or party, and the re-booking of a postponed booking, each arriving at a real SMTP server with the new
 * details, the old ones and the manage link. A change that is not saved (other times offered, refused
 * input, a booking that may not change) sends nothing.
 */
import type { ParsedMail } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../src/server/config.ts';
import { demo } from '../../src/server/db/demo-ids.ts';
import { addDays } from '../../src/engine/time/calendar-date.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { bookTable, type Booked } from './widget-bookings.ts';
import { shortDate } from '../../src/engine/time/format.ts';

const BAR = demo.bars.revolutionBirmingham;
const TYPE = demo.types.table;

const t = useTestApp({ inbox: true, mailFrom: 'Revolution Bookings <bookings@covers.test>' });
beforeAll(async () => {
  // A few covers, so that one booking fills a time.
  await t.db.query('UPDATE bar_booking_types SET capacity = 6 WHERE bar_id = $1 AND booking_type_id = $2', [BAR, TYPE]);
});

async function call(method: 'POST' | 'DELETE', url: string, body?: unknown) {
  const response = await t.app.server.inject({
    method,
    url: `/api/${url}`,
    headers: { 'x-brand': String(demo.brands.revolution), 'x-api-key': DEMO_API_KEY, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: response.statusCode, body: response.json() };
}

/** A table booked as the widget books it; the answer carries its reference too. */
const book = async (email: string, date: string, time: string, people: number) =>
  (await bookTable(t, { bar: BAR, type: TYPE }, date, time, people, email)) as Booked & { ref_code: string };

/** Sends what is queued and answers what reached `to` since the last look, subjects first. */
let seen = 0;
async function arrivals(to: string): Promise<ParsedMail[]> {
  await t.app.mail.deliverDue();
  const fresh = t.inbox.messages.slice(seen);
  seen = t.inbox.messages.length;
  return fresh.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === to);
}

describe('e-mails on a change', () => {
  it('an edit saved online reaches the customer with the new date, time and party, the old ones and the manage link', async () => {
    const b = await book('ada@example.com', '2026-11-27', '18:00', 2);
    expect((await arrivals('ada@example.com')).map((m) => m.subject)).toEqual([`Your Revolution booking is confirmed (${b.ref_code})`]);

    const saved = await call('POST', `rest/my-bookings/token/${b.manage_key}`, { date: '2026-11-28 20:30', people: 3 });
    expect(saved.body.data).toMatchObject({ success: true, message: 'Booking has been updated!' });
    const [mail, ...more] = await arrivals('ada@example.com');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Your Revolution booking has been updated (${b.ref_code})`);
    expect(mail!.text).toContain('Your booking has been updated, as you asked.');
    expect(mail!.text).toContain('Date: Saturday 28 November 2026 at 20:30');
    expect(mail!.text).toContain('People: 3');
    expect(mail!.text).toContain('Before this change: Friday 27 November 2026 at 18:00, 2 people.');
    expect(mail!.text).toContain(`Manage your booking: http://covers.test/manage/${b.manage_key}`);
    const [row] = await t.db.query<{ template: string; sent_at: Date | null }>("SELECT template, sent_at FROM email_outbox WHERE booking_id = $1 AND template = 'booking-updated'", [b.id]);
    expect(row!.sent_at).not.toBeNull();
  });

  it('a change that is not saved sends nothing: other times offered, bad input, nothing changed, a booking the customer may not change', async () => {
    const b = await book('grace@example.com', '2026-11-30', '18:00', 2);
    await book('someone.else@example.com', '2026-11-30', '20:00', 6);
    await arrivals('grace@example.com');

    const full = await call('POST', `rest/my-bookings/token/${b.manage_key}`, { date: '2026-11-30 20:00' });
    expect(full.body.data.success).toBe(false);
    expect((await call('POST', `rest/my-bookings/token/${b.manage_key}`, { date: 'tomorrow' })).status).toBe(400);
    expect((await call('POST', `rest/my-bookings/token/${b.manage_key}`, { date: '2026-11-30 18:00', people: 2 })).status).toBe(422);
    expect((await call('POST', `rest/my-bookings/token/${demo.manageKeys.agency}`, { date: '2027-03-06 19:30' })).status).toBe(403);
    expect(await arrivals('grace@example.com')).toEqual([]);
    const [queued] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM email_outbox WHERE template = 'booking-updated' AND booking_id IN ($1, (SELECT id FROM bookings WHERE manage_key = $2))", [b.id, demo.manageKeys.agency]);
    expect(queued!.n).toBe(0);
  });

  it('a postponed booking re-booked reaches the customer as re-booked, by either call', async () => {
    const b = await book('alan@example.com', '2026-12-10', '19:00', 2);
    await t.db.query('UPDATE bookings SET status_id = 5 WHERE id = $1', [b.id]);
    await arrivals('alan@example.com');

    const done = await call('POST', `rest/my-bookings/${b.manage_key}/re-book`, { date: '2026-12-14 19:00' });
    expect(done.body.data).toMatchObject({ success: true, message: 'You are re-booked!' });
    const [mail, ...more] = await arrivals('alan@example.com');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Your Revolution booking is re-booked (${b.ref_code})`);
    expect(mail!.text).toContain('You are re-booked! Your booking has a new date.');
    expect(mail!.text).toContain('Date: Monday 14 December 2026 at 19:00');
    expect(mail!.text).toContain('Before this change: Thursday 10 December 2026 at 19:00, 2 people.');

    const [seeded] = await t.db.query<{ email: string; ref_code: string }>('SELECT email, ref_code FROM bookings WHERE manage_key = $1', [demo.manageKeys.postponed]);
    await arrivals(seeded!.email);
    const token = await call('POST', `rest/my-bookings/token/${demo.manageKeys.postponed}`, { date: '2026-12-16 19:00', rebook: 1 });
    expect(token.body.data.success).toBe(true);
    expect((await arrivals(seeded!.email)).map((m) => m.subject)).toEqual([`Your Revolution booking is re-booked (${seeded!.ref_code})`]);
  });
});

describe('due dates on a change', () => {
  /** The booking's due dates, and its type's rule, as stored. */
  const dueOf = async (manageKey: string) =>
    (await t.db.query<{ balance: number; balance_due_date: string | null; balance_due_days: number; balance_on_arrival: boolean }>(
      `SELECT b.balance, b.balance_due_date::text AS balance_due_date, y.balance_due_days, y.balance_on_arrival
         FROM bookings b JOIN booking_types y ON y.id = b.booking_type_id WHERE b.manage_key = $1`,
      [manageKey],
    ))[0]!;
  /** The type's rule: the balance its days before the booking's day, never before today (the tests' clock: 21/11/2026). */
  const ruleFor = (due: { balance_due_days: number }, day: string) => {
    const rule = addDays(day, -due.balance_due_days);
    return rule > '2026-11-21' ? rule : '2026-11-21';
  };

  it('move with a re-booking, and the e-mail says the new one (a postponed booking kept its due date in the past)', async () => {
    const b = await book('hedy@example.com', '2026-11-23', '19:00', 2);
    // Postponed with £100 still to pay, due (by its old date) a fortnight ago.
    await t.db.query("UPDATE bookings SET status_id = 5, value = 10000, balance = 10000, balance_due_date = '2026-11-07' WHERE id = $1", [b.id]);
    const before = await dueOf(b.manage_key);
    const done = await call('POST', `rest/my-bookings/token/${b.manage_key}`, { date: '2026-12-23 19:00', rebook: 1 });
    expect(done.body.data.success, JSON.stringify(done.body)).toBe(true);
    const after = await dueOf(b.manage_key);
    expect(after.balance_due_date).toBe(before.balance_on_arrival ? null : ruleFor(after, '2026-12-23'));
    const [mail] = await t.db.query<{ body_text: string }>("SELECT body_text FROM email_outbox WHERE template = 'booking-rebooked' AND booking_id = $1", [b.id]);
    if (after.balance_due_date) expect(mail!.body_text).toContain(`Balance of £100.00 due by ${shortDate(after.balance_due_date)}`);
    expect(mail!.body_text).not.toContain('07/11/2026');
  });

  it('move with an edit to an earlier day, so nothing is due after the visit', async () => {
    const before = await dueOf(demo.manageKeys.balanceDue);
    expect(before.balance).toBeGreaterThan(0);
    const saved = await call('POST', `rest/my-bookings/token/${demo.manageKeys.balanceDue}`, { date: '2026-12-04 20:00' });
    expect(saved.body.data.success, JSON.stringify(saved.body)).toBe(true);
    const after = await dueOf(demo.manageKeys.balanceDue);
    expect(after.balance_due_date).toBe(before.balance_on_arrival ? null : ruleFor(after, '2026-12-04'));
    if (after.balance_due_date) expect(after.balance_due_date <= '2026-12-04').toBe(true);
  });
});
