/**
 * The bar hears of what needs a person (issue 28): a new enquiry with its callback and everything the customer
 * typed, a booking with special requirements, a change (and the booking's guests hear of it too), a cancellation,
 * each to the bar's party booking address, from the booking's brand, answered straight to the customer, with an
 * HTML and a text part, and never the customer's manage link. Delivered to a real SMTP server and parsed back.
 * The real server on PGlite, or PostgreSQL with DATABASE_URL.
 */
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../src/server/config.ts';
import { demo } from '../../src/server/db/demo-ids.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { joinByLink } from './guests-helpers.ts';
import { bookTable } from './widget-bookings.ts';

const t = useTestApp({ inbox: true, lookupLimit: false });
const revolution = { brand: demo.brands.revolution };

async function teamOf(barId: number) {
  const [bar] = await t.db.query<{ party_booking_email: string }>('SELECT party_booking_email FROM bars WHERE id = $1', [barId]);
  return bar!.party_booking_email;
}

/** Sends what is queued; the messages that reached `to`. */
async function inboxOf(to: string): Promise<ParsedMail[]> {
  await t.app.mail.deliverDue();
  return t.inbox.messages.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === to);
}

function expectBothParts(mail: ParsedMail) {
  expect(mail.text?.length ?? 0).toBeGreaterThan(20);
  expect(mail.html || '').toContain('<html');
}

describe("the bar's party team", () => {
  it('hears of a new enquiry: the callback, who to call and all they typed, answered to the customer', async () => {
    const start = await t.post('rest/booking/session', { form_version: '2.0', booking_flow_version: 2 }, revolution);
    const id = start.body.data.session_id as string;
    const when = await t.post('rest/booking/session', { session_id: id, bar_id: demo.bars.revolutionManchester, date: '2026-12-05', no_people: 20, party_type: demo.types.generalEnquiry }, revolution);
    const callback = when.body.data.callback_slots[0] as { date: string; start: number };
    const answer = await t.post('rest/booking/session', {
      session_id: id, step: 99, forename: 'Ada', surname: 'Enquirer', email: 'ada.enquirer@example.com', phone: '07700900123',
      company_name: 'Analytical Engines Ltd', special_requirements: 'Two guests use wheelchairs; one is vegan.',
      callback_date: callback.date, callback_time: `${String(callback.start).padStart(2, '0')}:00`,
    }, revolution);
    expect(answer.body.data.can_complete, JSON.stringify(answer.body.data.fields_required ?? answer.body)).toBe(true);
    const done = await t.post('rest/booking/session/complete', { session_id: id }, revolution);
    expect(done.status).toBe(201);
    const booking = done.body.data.booking as { ref_code: string; manage_key: string };

    const team = await teamOf(demo.bars.revolutionManchester);
    const [mail, ...more] = await inboxOf(team);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`New enquiry: Ada Enquirer, 20 people, Saturday 5 December 2026 (${booking.ref_code})`);
    expect(mail!.from?.value[0]?.name).toBe('Revolution');
    expect(mail!.replyTo?.value).toEqual([{ name: '', address: 'ada.enquirer@example.com' }]);
    const [callbackDay] = await t.db.query<{ d: string }>("SELECT to_char($1::date, 'FMDay FMDD FMMonth YYYY') AS d", [callback.date]);
    for (const said of [
      `Call on ${callbackDay!.d} from ${String(callback.start).padStart(2, '0')}:00.`,
      'Phone: 07700900123',
      'E-mail: ada.enquirer@example.com',
      'Company: Analytical Engines Ltd',
      'People: 20',
      'Two guests use wheelchairs; one is vegan.',
      `Reference: ${booking.ref_code}`,
    ]) expect(mail!.text, said).toContain(said);
    expect(mail!.text).not.toContain(booking.manage_key);
    expect(mail!.html).not.toContain(booking.manage_key);
    expectBothParts(mail!);
  });

  it('hears of a booking with special requirements, and of none without', async () => {
    const team = await teamOf(demo.bars.revolutionLeeds);
    const before = (await inboxOf(team)).length;
    await bookTable(t, { bar: demo.bars.revolutionLeeds, type: demo.types.table }, '2026-12-02', '18:00', 2, 'plain@example.com');
    expect(await inboxOf(team)).toHaveLength(before);

    const start = await t.post('rest/booking/session', { form_version: '2.0', booking_flow_version: 2 }, revolution);
    const id = start.body.data.session_id as string;
    const ready = await t.post('rest/booking/session', {
      session_id: id, bar_id: demo.bars.revolutionLeeds, date: '2026-12-02', no_people: 2, party_type: demo.types.table, time: '19:00', step: 4,
      forename: 'Grace', surname: 'Hopper', email: 'grace.needs@example.com', phone: '07700900456', special_requirements: 'A high chair, please.',
    }, revolution);
    expect(ready.body.data.can_complete, JSON.stringify(ready.body)).toBe(true);
    expect((await t.post('rest/booking/session/complete', { session_id: id }, revolution)).status).toBe(201);
    const fresh = (await inboxOf(team)).slice(before);
    expect(fresh.map((m) => m.subject)).toEqual([expect.stringMatching(/^Special requirements: Grace Hopper, Wednesday 2 December 2026 \(/)]);
    expect(fresh[0]!.text).toContain('A high chair, please.');
    expectBothParts(fresh[0]!);
  });

  it('hears of a change with what it was before, and every guest with an address hears of it too', async () => {
    const bar = demo.bars.revolutionBirmingham;
    const b = await bookTable(t, { bar, type: demo.types.table }, '2026-12-03', '18:00', 4, 'lead.change@example.com');
    const guest = await joinByLink(t, b.id, { forename: 'Hedy' });
    const team = await teamOf(bar);
    const seenByTeam = (await inboxOf(team)).length;
    const seenByGuest = (await inboxOf(guest.email)).length;
    const saved = await t.app.server.inject({
      method: 'POST', url: `/api/rest/my-bookings/token/${b.manage_key}`, payload: { date: '2026-12-04 20:00', people: 4 },
      headers: { 'x-brand': '1', 'x-api-key': DEMO_API_KEY, 'content-type': 'application/json' },
    });
    expect(saved.json().data.success, saved.body).toBe(true);
    const [teamMail, ...teamMore] = (await inboxOf(team)).slice(seenByTeam);
    expect(teamMore).toEqual([]);
    expect(teamMail!.subject).toMatch(/^Booking changed: Grace Hopper, now Friday 4 December 2026 \(/);
    expect(teamMail!.text).toContain('Before the change: Thursday 3 December 2026 at 18:00, 4 people.');
    expect(teamMail!.text).toContain('Date: Friday 4 December 2026 at 20:00');
    const [guestMail, ...guestMore] = (await inboxOf(guest.email)).slice(seenByGuest);
    expect(guestMore).toEqual([]);
    expect(guestMail!.subject).toBe('The Revolution booking you joined has changed: Friday 4 December 2026');
    expect(guestMail!.text).toContain('Date: Friday 4 December 2026 at 20:00');
    // The guest is not given the lead booker's secrets.
    expect(guestMail!.text).not.toContain(b.manage_key);
    expectBothParts(guestMail!);
  });

  it('hears of a cancellation, sent in the brand of the bar even when booked on the group’s own site', async () => {
    const bar = demo.bars.playhouseNottingham;
    const [type] = await t.db.query<{ booking_type_id: number }>(
      'SELECT booking_type_id FROM bar_booking_types WHERE bar_id = $1 AND booking_type_id = $2', [bar, demo.types.table]);
    expect(type).toBeDefined();
    const b = await bookTable(t, { bar, type: demo.types.table, brand: demo.brands.default }, '2026-12-09', '19:00', 2, 'group.site@example.com');
    const cancelled = await t.app.server.inject({ method: 'DELETE', url: `/api/rest/my-bookings/token/${b.manage_key}`, headers: { 'x-brand': '0', 'x-api-key': DEMO_API_KEY } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const team = await teamOf(bar);
    const [mail] = (await inboxOf(team)).filter((m) => m.subject?.startsWith('Booking cancelled'));
    expect(mail!.subject).toMatch(/^Booking cancelled: Grace Hopper, Wednesday 9 December 2026 \(/);
    expect(mail!.from?.value[0]?.name).toBe('Playhouse');
    const customer = await inboxOf('group.site@example.com');
    expect(customer.map((m) => m.from?.value[0]?.name)).toEqual(['Playhouse', 'Playhouse']);
    // Its subjects name the bar's brand too.
    expect(customer.map((m) => m.subject).sort()).toEqual([expect.stringMatching(/^Your Playhouse booking is cancelled/), expect.stringMatching(/^Your Playhouse booking is confirmed/)]);
    expect(customer[0]!.html).toContain('#7b2cbf');
  });
});
