/**
 * One instant per booking (issue 24): the late night's 01:00 slot of a Saturday is Sunday 01:00 in the session,
 * the stored booking, every answer that states it, the confirmation e-mail and the calendar file; Saturday is
 * kept as its trading day, whose covers it takes. Over a range of dates, the clock changes of March and October
 * included, the instant a customer chose is the instant stated everywhere. The real server on PGlite, or
 * PostgreSQL with DATABASE_URL.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { DEMO_API_KEY } from '../../src/server/config.ts';
import { addDays } from '../../src/engine/time/calendar-date.ts';
import { arrivalAt } from '../../src/engine/time/booking-instant.ts';
import { londonWallClock } from '../../src/engine/time/london.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { longDateTime } from '../../src/engine/time/format.ts';

const t = useTestApp({ lookupLimit: false });
const brand = { brand: demo.brands.revolution };
const deansgate = demo.bars.revolutionManchester;

async function get(url: string) {
  const response = await t.app.server.inject({ method: 'GET', url, headers: { 'x-brand': String(demo.brands.revolution), 'x-api-key': DEMO_API_KEY } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** A table at Deansgate on `date`'s slot `time`, booked as the widget books it; the session's last answer and the booking. */
async function book(date: string, time: string, email: string) {
  const start = await t.post('rest/booking/session', { form_version: '2.0', booking_flow_version: 2 }, brand);
  const id = start.body.data.session_id as string;
  const chosen = await t.post('rest/booking/session', { session_id: id, bar_id: deansgate, date, no_people: 2, party_type: demo.types.table }, brand);
  const slot = (chosen.body.data.all_slots as Array<{ time: string; full_date: string; available: boolean }>).find((s) => s.time === time);
  if (!slot?.available) return { slot: undefined, session: chosen.body.data, booking: undefined };
  const answer = await t.post('rest/booking/session', {
    session_id: id, time, step: 4, forename: 'Nora', surname: 'Night', email, phone: '07700900777',
  }, brand);
  expect(answer.body.data.can_complete, JSON.stringify(answer.body.data.fields_required ?? answer.body)).toBe(true);
  const done = await t.post('rest/booking/session/complete', { session_id: id }, brand);
  expect(done.status, JSON.stringify(done.body)).toBe(201);
  return { slot, session: answer.body.data, booking: done.body.data.booking as { ref_code: string; manage_key: string; booking_date: string } };
}

/** Everything that states when the booking is, as the customer reads it. */
async function stated(booking: { manage_key: string }) {
  const manage = await get(`/api/rest/my-bookings/token/${booking.manage_key}`);
  const [row] = await t.db.query<{ id: number; booking_date: string; booking_time: string; start_at: Date; trading_date: string }>(
    `SELECT id, booking_date::text AS booking_date, to_char(booking_time, 'HH24:MI') AS booking_time, start_at, trading_date::text AS trading_date FROM bookings WHERE manage_key = $1`,
    [booking.manage_key],
  );
  const { id, ...when } = row!;
  const mails = await t.db.query<{ body_text: string }>(`SELECT body_text FROM email_outbox WHERE booking_id = $1 ORDER BY id`, [id]);
  const ical = (await get(`/api/rest/ical/${booking.manage_key}`)).ical as string;
  const dtstart = ical.replace(/\r\n[ \t]/g, '').split('\r\n').find((l) => l.startsWith('DTSTART;TZID='))!;
  return { manage, row: when, mails: mails.map((m) => m.body_text), dtstart };
}

describe('a late-night booking', () => {
  it('is Sunday 01:00 everywhere when the Saturday late night’s 01:00 slot is booked, its trading day Saturday', async () => {
    const { slot, session, booking } = await book('2026-11-28', '01:00', 'nora.saturday@example.com');
    if (!booking) throw new Error('the 01:00 slot is not offered');
    expect(slot).toMatchObject({ time: '01:00', full_date: '2026-11-29 01:00', available: true });
    expect(session.booking_date).toBe('2026-11-29 01:00');
    expect(booking.booking_date).toBe('2026-11-29 01:00');
    const { manage, row, mails, dtstart } = await stated(booking);
    expect(row).toEqual({ booking_date: '2026-11-29', booking_time: '01:00', start_at: new Date('2026-11-29T01:00:00Z'), trading_date: '2026-11-28' });
    expect(manage).toMatchObject({ booking_date: '2026-11-29 01:00', date: '2026-11-29', time: '01:00' });
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail).toContain('Date: Sunday 29 November 2026 at 01:00');
    expect(dtstart).toBe('DTSTART;TZID=Europe/London:20261129T010000');
  });

  it('takes the covers of its trading day: Saturday’s late night, not Sunday’s', async () => {
    const covers = async (date: string) => {
      const start = await t.post('rest/booking/session', { form_version: '2.0', booking_flow_version: 2 }, brand);
      const answer = await t.post('rest/booking/session', { session_id: start.body.data.session_id, bar_id: deansgate, date, no_people: 2, party_type: demo.types.table }, brand);
      return (answer.body.data.all_slots as Array<{ time: string; full_date: string }>).map((s) => s.full_date);
    };
    // The slot booked above is offered with Saturday's slots, at its arrival; Sunday's list starts on Sunday.
    expect(await covers('2026-11-28')).toContain('2026-11-29 01:00');
    expect((await covers('2026-11-29')).every((at) => at >= '2026-11-29 08:00')).toBe(true);
  });

  it('states, over dates around the clock changes, the instant the customer chose: in the session, the booking, the e-mail and the calendar file', async () => {
    const saturdays = ['2027-03-27', '2027-10-30', '2026-12-05', '2027-01-16', '2027-06-12'];
    let n = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...saturdays), fc.constantFrom('19:00', '23:30', '00:30', '01:00', '02:00'), async (date, time) => {
        const { slot, session, booking } = await book(date, time, `nora.${n++}@example.com`);
        if (!slot || !booking) return; // not a slot of that day (its hours); nothing chosen, nothing to state
        const arrival = arrivalAt(date, time);
        const wall = londonWallClock(arrival.at);
        const when = `${wall.date} ${wall.time}`;
        expect(slot.full_date).toBe(when);
        expect(session.booking_date).toBe(when);
        expect(booking.booking_date).toBe(when);
        const { manage, row, mails, dtstart } = await stated(booking);
        expect(row.start_at.getTime()).toBe(arrival.at.getTime());
        expect(row).toMatchObject({ booking_date: wall.date, booking_time: wall.time, trading_date: date });
        expect(manage).toMatchObject({ booking_date: when, date: wall.date, time: wall.time });
        for (const mail of mails) {
          expect(mail).toContain(`Date: ${longDateTime(wall.date, wall.time)}`);
          expect(mail, 'a date in an e-mail is in words or dd/MM/yyyy, never ISO').not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
        }
        expect(dtstart).toBe(`DTSTART;TZID=Europe/London:${wall.date.replace(/-/g, '')}T${wall.time.replace(':', '')}00`);
        expect([date, addDays(date, 1)]).toContain(wall.date);
      }),
      { numRuns: 12 },
    );
  });
});

describe('an enquiry sent without a start time', () => {
  /** An enquiry for 20 on Saturday 5 December, sent from step 99 with or without an approximate time. */
  async function enquire(email: string, time?: string) {
    const start = await t.post('rest/booking/session', { form_version: '2.0', booking_flow_version: 2 }, brand);
    const id = start.body.data.session_id as string;
    // The widget sends its default requested time (19:00) with step 2: it is not a time the customer chose.
    const when = await t.post('rest/booking/session', { session_id: id, bar_id: deansgate, date: '2026-12-05', no_people: 20, party_type: demo.types.generalEnquiry, requested_time: '19:00' }, brand);
    const callback = when.body.data.callback_slots[0] as { date: string; start: number };
    const answer = await t.post('rest/booking/session', {
      session_id: id, step: 99, forename: 'Ada', surname: 'Enquirer', email, phone: '07700900123',
      callback_date: callback.date, callback_time: `${String(callback.start).padStart(2, '0')}:00`, ...(time ? { time } : {}),
    }, brand);
    expect(answer.body.data.can_complete, JSON.stringify(answer.body.data.fields_required ?? answer.body)).toBe(true);
    const done = await t.post('rest/booking/session/complete', { session_id: id }, brand);
    expect(done.status, JSON.stringify(done.body)).toBe(201);
    return done.body.data.booking as { ref_code: string; manage_key: string; booking_date: string; time: string | null; status_id: number };
  }

  it('is stored and stated without one: "time to be agreed" in the answers and the e-mail, an all-day calendar event', async () => {
    const booking = await enquire('ada.untimed@example.com');
    expect(booking).toMatchObject({ status_id: 3, booking_date: '2026-12-05', time: null });
    const manage = await get(`/api/rest/my-bookings/token/${booking.manage_key}`);
    expect(manage).toMatchObject({ booking_date: '2026-12-05', date: '2026-12-05', time: null });
    const [row] = await t.db.query<{ id: number; booking_time: string | null; start_at: Date; end_at: Date; trading_date: string }>(
      `SELECT id, booking_time, start_at, end_at, trading_date::text AS trading_date FROM bookings WHERE manage_key = $1`,
      [booking.manage_key],
    );
    // Its trading day, 08:00 to 08:00: lists keep their order and it stays current through that night.
    expect(row).toMatchObject({ booking_time: null, start_at: new Date('2026-12-05T08:00:00Z'), end_at: new Date('2026-12-06T08:00:00Z'), trading_date: '2026-12-05' });
    const mails = await t.db.query<{ body_text: string; template: string }>(`SELECT body_text, template FROM email_outbox WHERE booking_id = $1 ORDER BY id`, [row!.id]);
    // The customer's acknowledgement, and the party team's call to make: both say the time is to be agreed.
    expect(mails.map((m) => m.template)).toEqual(['enquiry-received', 'party-team-enquiry']);
    for (const mail of mails) {
      expect(mail.body_text).toContain('Date: Saturday 5 December 2026, time to be agreed');
      expect(mail.body_text).not.toContain('19:00');
    }
    const ical = ((await get(`/api/rest/ical/${booking.manage_key}`)).ical as string).replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(ical).toContain('DTSTART;VALUE=DATE:20261205');
    expect(ical).toContain('DTEND;VALUE=DATE:20261206');
    expect(ical.find((l) => l.startsWith('DESCRIPTION:'))).toContain('Start: time to be agreed');
  });

  it('keeps the approximate time the customer gave', async () => {
    const booking = await enquire('ada.timed@example.com', '21:15');
    expect(booking).toMatchObject({ booking_date: '2026-12-05 21:15', time: '21:15' });
    const [mail] = await t.db.query<{ body_text: string }>(
      `SELECT body_text FROM email_outbox o JOIN bookings b ON b.id = o.booking_id WHERE b.manage_key = $1`,
      [booking.manage_key],
    );
    expect(mail!.body_text).toContain('Date: Saturday 5 December 2026 at 21:15');
  });
});
