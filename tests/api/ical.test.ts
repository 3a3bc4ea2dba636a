/**
 * A booking's calendar file: GET /api/rest/ical/{manage key} answers { data: { ical } } with one
 * RFC 5545 event in Europe/London, and the public page /ical/{key} downloads it as a file.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../src/server/config.ts';
import { demo } from '../../src/server/db/demo-ids.ts';
import { escapeText, foldLine } from '../../src/server/domain/calendar/ics.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

const get = async (url: string, headers: Record<string, string> = { 'x-brand': String(demo.brands.revolution), 'x-api-key': DEMO_API_KEY }) => {
  const response = await t.app.server.inject({ method: 'GET', url, headers });
  return response;
};

/** A booking made through the session API, as the widget makes it. */
async function book(options: { date: string; time: string; people?: number; brand?: number; bar?: number; step?: number; type?: number }) {
  const brand = options.brand ?? demo.brands.revolution;
  const start = await t.post('rest/booking/session', { form_version: '2.0', booking_flow_version: 2 }, { brand });
  const id = start.body.data.session_id as string;
  const answer = await t.post(
    'rest/booking/session',
    {
      session_id: id,
      bar_id: options.bar ?? demo.bars.revolutionManchester,
      date: options.date,
      no_people: options.people ?? 4,
      party_type: options.type ?? demo.types.table,
      time: options.time,
      step: options.step ?? 4,
      forename: 'Grace',
      surname: 'Hopper',
      email: 'grace@example.com',
      phone: '07700900456',
    },
    { brand },
  );
  expect(answer.body.data.can_complete).toBe(true);
  const done = await t.post('rest/booking/session/complete', { session_id: id }, { brand });
  expect(done.status).toBe(201);
  return done.body.data.booking as { ref_code: string; manage_key: string };
}

/** Content lines, unfolded (RFC 5545 §3.1). */
const unfold = (ical: string) => ical.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('GET /api/rest/ical/{token}', () => {
  it('answers the booking as one event at the bar, in London time, with the reference and the manage link', async () => {
    const booking = await book({ date: '2026-11-28', time: '19:00' });
    const response = await get(`/api/rest/ical/${booking.manage_key}`);
    expect(response.statusCode).toBe(200);
    const ical = response.json().data.ical as string;
    expect(typeof ical).toBe('string');
    // CRLF line ends throughout, and no content line longer than 75 octets.
    expect(ical.endsWith('\r\n')).toBe(true);
    expect(ical.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of ical.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);

    const lines = unfold(ical);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('TZID:Europe/London');
    expect(lines).toContain('BEGIN:VTIMEZONE');
    // Saturday 28 November 2026, 19:00 for the table's two hours.
    expect(lines).toContain('DTSTART;TZID=Europe/London:20261128T190000');
    expect(lines).toContain('DTEND;TZID=Europe/London:20261128T210000');
    // DTSTAMP is the server's clock, in UTC.
    expect(lines).toContain('DTSTAMP:20261121T120000Z');
    expect(lines).toContain(`UID:booking-${booking.ref_code}@covers.test`);
    expect(lines).toContain('STATUS:CONFIRMED');
    const summary = lines.find((l) => l.startsWith('SUMMARY:'))!;
    expect(summary).toContain('Revolution Manchester');
    const location = lines.find((l) => l.startsWith('LOCATION:'))!;
    expect(location).toContain('Revolution Manchester');
    const description = lines.find((l) => l.startsWith('DESCRIPTION:'))!;
    expect(description).toContain(booking.ref_code);
    expect(description).toContain(`http://covers.test/manage/${booking.manage_key}`);
    expect(lines).toContain(`URL:http://covers.test/manage/${booking.manage_key}`);
    expect(lines[lines.length - 2]).toBe('END:VCALENDAR');
  });

  it('puts a late booking past midnight on the next morning, and keeps summer time in summer', async () => {
    // Manchester's "Late Night" runs to 03:00: a 23:30 table ends at 01:30 on the Sunday.
    const late = await book({ date: '2026-11-28', time: '23:30', people: 2 });
    const lines = unfold((await get(`/api/rest/ical/${late.manage_key}`)).json().data.ical);
    expect(lines).toContain('DTSTART;TZID=Europe/London:20261128T233000');
    expect(lines).toContain('DTEND;TZID=Europe/London:20261129T013000');
    // In June London is an hour ahead of UTC: 19:00 at the bar is still 19:00 in the file.
    const summer = await book({ date: '2027-06-12', time: '19:00', people: 2 });
    expect(unfold((await get(`/api/rest/ical/${summer.manage_key}`)).json().data.ical)).toContain('DTSTART;TZID=Europe/London:20270612T190000');
  });

  it('answers 404 in the spec’s error shape for an unknown token, and for another brand’s booking', async () => {
    const unknown = await get('/api/rest/ical/no-such-manage-key');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Booking not found.', errors: { message: 'Booking not found.' } });

    const booking = await book({ date: '2026-11-28', time: '18:00' });
    const otherBrand = await get(`/api/rest/ical/${booking.manage_key}`, { 'x-brand': String(demo.brands.decuba), 'x-api-key': DEMO_API_KEY });
    expect(otherBrand.statusCode).toBe(404);
    expect(otherBrand.json().errors.message).toBe('Booking not found.');
  });

  it('needs the API key, like every /api call', async () => {
    const response = await get('/api/rest/ical/anything', { 'x-brand': '1' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /ical/{token} (the public download)', () => {
  it('downloads the same calendar as booking-{reference}.ics (the manage key never in the name), without an API key', async () => {
    const booking = await book({ date: '2026-11-27', time: '20:00' });
    const page = await get(`/ical/${booking.manage_key}`, {});
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(page.headers['content-disposition']).toBe(`attachment; filename="booking-${booking.ref_code}.ics"`);
    expect(page.headers['cache-control']).toContain('no-store');
    const api = await get(`/api/rest/ical/${booking.manage_key}`);
    expect(page.body).toBe(api.json().data.ical);
    expect(unfold(page.body)).toContain('DTSTART;TZID=Europe/London:20261127T200000');
  });

  it('sends an unknown or malformed token to the home page', async () => {
    for (const token of ['no-such-key', 'bad%0D%0Aheader', 'dots.and!marks']) {
      const page = await get(`/ical/${token}`, {});
      expect(page.statusCode).toBe(302);
      expect(page.headers.location).toBe('/');
    }
  });
});

describe('calendar text', () => {
  it('escapes TEXT values', () => {
    expect(escapeText('a, b; c\\d\ne')).toBe('a\\, b\\; c\\\\d\\ne');
  });

  it('folds at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });
});
