/**
 * The brunch upgrade (spec §2.4, §4, §7.2): a brunch booking's manage key reads the callback windows
 * before the booking and asks the bar's party team for a call in one of them; the request is stored
 * once and its e-mail arrives at the SMTP server. Bad input, other bookings and bookings that cannot
 * be upgraded change nothing. The POST shares the lookup limit of the calls that take a code.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/server/app.ts';
import { DEMO_API_KEY, parseApiKeys } from '../../src/server/config.ts';
import { demo } from '../../src/server/db/demo-ids.ts';
import { dbFingerprint } from '../helpers/db-fingerprint.ts';
import { TEST_NOW, useTestApp } from '../helpers/test-app.ts';
import { bookWithDeposit } from './payments-helpers.ts';
import { bookTable } from './widget-bookings.ts';

// The lookup limit has its own test below: the other tests make more calls than it allows.
const t = useTestApp({ inbox: true, mailFrom: 'Revolution Bookings <bookings@covers.test>', lookupLimit: false });
beforeEach(() => t.clock.set(TEST_NOW));

async function call(method: 'GET' | 'POST', key: string, body?: unknown, brand: number = demo.brands.revolution) {
  const response = await t.app.server.inject({
    method,
    url: `/api/rest/booking/manage/${key}/brunch-upgrade`,
    headers: { 'x-brand': String(brand), 'x-api-key': DEMO_API_KEY, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return { status: response.statusCode, body: response.json() };
}

/** A brunch for 6 at Revolution Manchester on Saturday 28 November 2026 (a week after TEST_NOW). */
const brunch = (email = 'mary@example.com') => bookWithDeposit(t, { email }).then((b) => b.booking);

const callsOf = (bookingId: number) =>
  t.db.query<{ callback_date: string; start_hour: number; end_hour: number; notes: string | null }>(
    'SELECT callback_date::text AS callback_date, start_hour, end_hour, notes FROM brunch_upgrade_calls WHERE booking_id = $1',
    [bookingId],
  );
const upgradeMails = (bookingId: number) => t.db.query<{ to_address: string }>("SELECT to_address FROM email_outbox WHERE booking_id = $1 AND template = 'brunch-upgrade-requested'", [bookingId]);

const NOT_FOUND = { error: 'Booking not found.', errors: { message: 'Booking not found.' } };

describe('GET rest/booking/manage/{manage_key}/brunch-upgrade', () => {
  it('offers the first 12 one-hour windows from an hour from now, London time, and no call yet', async () => {
    const b = await brunch();
    const answer = await call('GET', b.manage_key);
    expect(answer.status).toBe(200);
    expect(answer.body.meta).toEqual({ can_upgrade: true, has_existing_call: false, existing_call: null });
    // Saturday noon: 13:00 to 17:00 today, 10:00 to 17:00 on Sunday, then Monday 10:00.
    const slots = answer.body.data as Array<{ date: string; start: number; end: number; asap: boolean }>;
    expect(slots).toHaveLength(12);
    expect(slots[0]).toEqual({ date: '2026-11-21', start: 13, end: 14, asap: false });
    expect(slots[3]).toEqual({ date: '2026-11-21', start: 16, end: 17, asap: false });
    expect(slots[4]).toEqual({ date: '2026-11-22', start: 10, end: 11, asap: false });
    expect(slots[11]).toEqual({ date: '2026-11-23', start: 10, end: 11, asap: false });
  });

  it('offers only windows ending before the booking starts, and none when it is too close', async () => {
    const b = await brunch();
    // The morning of the brunch itself: the windows still ending before it starts.
    const [row] = await t.db.query<{ start_at: Date }>('SELECT start_at FROM bookings WHERE id = $1', [b.id]);
    t.clock.set(new Date(row!.start_at.getTime() - 4 * 3_600_000));
    const near = await call('GET', b.manage_key);
    expect(near.body.meta.can_upgrade).toBe(true);
    for (const slot of near.body.data) expect(Date.parse(`${slot.date}T${String(slot.end).padStart(2, '0')}:00:00Z`)).toBeLessThanOrEqual(row!.start_at.getTime());
    expect(near.body.data.length).toBeLessThan(12);
    t.clock.set(new Date(row!.start_at.getTime() - 30 * 60_000));
    expect((await call('GET', b.manage_key)).body).toEqual({ data: [], meta: { can_upgrade: true, has_existing_call: false, existing_call: null } });
  });

  it('is not offered for a table booking, a cancelled, postponed or past brunch', async () => {
    const table = await bookTable(t, { bar: demo.bars.revolutionManchester, type: demo.types.table }, '2026-11-27', '18:00', 2);
    expect((await call('GET', table.manage_key)).body).toEqual({ data: [], meta: { can_upgrade: false, has_existing_call: false, existing_call: null } });
    for (const status of [4, 5, 6]) {
      const b = await brunch();
      await t.db.query('UPDATE bookings SET status_id = $2 WHERE id = $1', [b.id, status]);
      expect((await call('GET', b.manage_key)).body.meta.can_upgrade).toBe(false);
    }
    const b = await brunch();
    t.clock.set('2026-11-29T12:00:00Z');
    expect((await call('GET', b.manage_key)).body).toMatchObject({ data: [], meta: { can_upgrade: false } });
  });

  it('answers 404 for an unknown key, and for a key of another brand', async () => {
    expect(await call('GET', 'no-such-key-at-all')).toEqual({ status: 404, body: NOT_FOUND });
    const b = await brunch();
    expect(await call('GET', b.manage_key, undefined, demo.brands.decuba)).toEqual({ status: 404, body: NOT_FOUND });
  });
});

describe('POST rest/booking/manage/{manage_key}/brunch-upgrade', () => {
  it('stores the call, answers it as the existing call and e-mails the bar’s party team through SMTP', async () => {
    const b = await brunch('ada@example.com');
    const offered = (await call('GET', b.manage_key)).body.data;
    const slot = offered[3];
    const answer = await call('POST', b.manage_key, { callback_slot: slot, notes: '  Could we add a cocktail masterclass?  ', id: b.id });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      data: [],
      meta: {
        can_upgrade: true,
        has_existing_call: true,
        existing_call: { id: expect.any(Number), date: '2026-11-21 16:00', notes: 'Could we add a cocktail masterclass?', slot: { date: '2026-11-21', start: 16, end: 17, asap: false } },
      },
    });
    expect(await callsOf(b.id)).toEqual([{ callback_date: '2026-11-21', start_hour: 16, end_hour: 17, notes: 'Could we add a cocktail masterclass?' }]);
    expect((await call('GET', b.manage_key)).body).toEqual(answer.body);

    const team = (await t.db.query<{ party_booking_email: string }>('SELECT party_booking_email FROM bars WHERE id = $1', [demo.bars.revolutionManchester]))[0]!.party_booking_email;
    expect(team).toMatch(/@/);
    t.app.mail.start(50);
    await expect.poll(() => t.inbox.messages.filter((m) => m.subject?.startsWith('Brunch upgrade call')).length, { timeout: 15_000 }).toBe(1);
    await t.app.mail.stop();
    const mail = t.inbox.messages.find((m) => m.subject?.startsWith('Brunch upgrade call'))!;
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(team);
    expect(mail.subject).toBe(`Brunch upgrade call: Mary Somerville (${b.ref_code})`);
    // The window as the customer saw it: 2 hours from 16:00, but never past the team's 16:45.
    expect(mail.text).toContain('Call on Saturday 21 November 2026, 16:00 - 16:45');
    expect(mail.text).toContain('Phone: 07700900111');
    expect(mail.text).toContain(`Reference: ${b.ref_code}`);
    expect(mail.text).toContain('Could we add a cocktail masterclass?');
  });

  it('refuses a second request, and only one of two at once is stored', async () => {
    const b = await brunch();
    const [first, second] = (await call('GET', b.manage_key)).body.data;
    const answers = await Promise.all([call('POST', b.manage_key, { callback_slot: first }), call('POST', b.manage_key, { callback_slot: second })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error).toBe('You have already asked for a call about upgrading this booking.');
    expect(await callsOf(b.id)).toHaveLength(1);
    expect(await upgradeMails(b.id)).toHaveLength(1);
    expect((await call('POST', b.manage_key, { callback_slot: first })).status).toBe(409);
  });

  it('refuses bad input in the spec’s error shape and changes nothing', async () => {
    const b = await brunch();
    const offered = (await call('GET', b.manage_key)).body.data;
    const before = await dbFingerprint(t.db);
    const cases: Array<[unknown, number, string]> = [
      [{}, 400, 'callback_slot'],
      [{ notes: 'Call me' }, 400, 'callback_slot'],
      [{ callback_slot: null }, 400, 'callback_slot'],
      [{ callback_slot: '2026-11-21 13:00' }, 400, 'callback_slot'],
      [{ callback_slot: [offered[0]] }, 400, 'callback_slot'],
      // Not one of the windows offered: before now, after the twelfth, at night, after the booking.
      [{ callback_slot: { date: '2026-11-21', start: 11, end: 12 } }, 422, 'callback_slot'],
      [{ callback_slot: { date: '2026-11-23', start: 11, end: 12 } }, 422, 'callback_slot'],
      [{ callback_slot: { date: '2026-11-22', start: 22, end: 23 } }, 422, 'callback_slot'],
      [{ callback_slot: { date: '2026-11-29', start: 10, end: 11 } }, 422, 'callback_slot'],
      [{ callback_slot: { ...offered[0], end: 16 } }, 422, 'callback_slot'],
      [{ callback_slot: offered[0], notes: 42 }, 400, 'notes'],
      [{ callback_slot: offered[0], notes: 'x'.repeat(1001) }, 422, 'notes'],
    ];
    for (const [body, status, field] of cases) {
      const answer = await call('POST', b.manage_key, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expect(answer.body.errors.fields[field], JSON.stringify(body)).toEqual([answer.body.error]);
    }
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('reaches only its own booking: another booking’s id, an unknown key, another brand → 404, nothing stored', async () => {
    const mine = await brunch();
    const other = await brunch('other@example.com');
    const slot = (await call('GET', mine.manage_key)).body.data[0];
    const before = await dbFingerprint(t.db);
    expect(await call('POST', mine.manage_key, { callback_slot: slot, id: other.id })).toEqual({ status: 404, body: NOT_FOUND });
    expect(await call('POST', 'no-such-key-at-all', { callback_slot: slot })).toEqual({ status: 404, body: NOT_FOUND });
    expect(await call('POST', mine.manage_key, { callback_slot: slot }, demo.brands.decuba)).toEqual({ status: 404, body: NOT_FOUND });
    expect(await dbFingerprint(t.db)).toEqual(before);
  });

  it('refuses a booking that cannot be upgraded (409), storing nothing', async () => {
    const b = await brunch();
    const slot = (await call('GET', b.manage_key)).body.data[0];
    await t.db.query('UPDATE bookings SET status_id = 4 WHERE id = $1', [b.id]);
    const before = await dbFingerprint(t.db);
    expect(await call('POST', b.manage_key, { callback_slot: slot })).toEqual({
      status: 409,
      body: { error: 'This booking cannot be upgraded.', errors: { message: 'This booking cannot be upgraded.' } },
    });
    expect(await dbFingerprint(t.db)).toEqual(before);
  });
});

describe('the lookup limit', () => {
  it('counts the request with the other lookups by a code: past it, 429 and nothing stored', async () => {
    const b = await brunch();
    const strict = await buildApp({ db: t.db, clock: t.clock, config: { apiKeys: parseApiKeys(`*:${DEMO_API_KEY}`), publicUrl: 'http://covers.test', lookupLimit: { max: 2, windowMs: 300_000 } } });
    const inject = (app: App, method: 'GET' | 'POST', url: string, body?: unknown) =>
      app.server.inject({
        method,
        url: `/api/${url}`,
        remoteAddress: '10.8.0.1',
        headers: { 'x-brand': String(demo.brands.revolution), 'x-api-key': DEMO_API_KEY, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { payload: JSON.stringify(body) } : {}),
      });
    const upgrade = `rest/booking/manage/${b.manage_key}/brunch-upgrade`;
    try {
      const slot = (await inject(strict, 'GET', upgrade)).json().data[0];
      // A refused request counts; so does another lookup by a code, on the same counter.
      expect((await inject(strict, 'POST', upgrade, { callback_slot: { ...slot, start: 3 } })).statusCode).toBe(422);
      expect((await inject(strict, 'GET', `rest/deposits/payment-request?code=${b.ref_code}`)).statusCode).toBe(200);
      const refused = await inject(strict, 'POST', upgrade, { callback_slot: slot });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe('Too many attempts. Please wait 5 minutes and try again.');
      expect(await callsOf(b.id)).toEqual([]);
      // The page's own read is not counted, as the booking's is not.
      expect((await inject(strict, 'GET', upgrade)).statusCode).toBe(200);
    } finally {
      await strict.server.close();
    }
  });
});
