import { describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

const session = (body: Record<string, unknown>, brand = demo.brands.revolution) => t.post('rest/booking/session', body, { brand });

describe('a table booked through the session API', () => {
  it('takes a customer from a new session to a confirmed booking, a booking row and an e-mail', async () => {
    const start = await session({ form_version: '2.0', booking_flow_version: 2, include: 'bars' });
    expect(start.status).toBe(200);
    const id = start.body.data.session_id as string;
    expect(id).toMatch(/^[\w-]{32}$/);
    expect(start.body.data.step).toBe(1);
    const bars = start.body.data.bars as Array<{ id: number; brand_id: number }>;
    expect(bars.map((b) => b.id)).toContain(demo.bars.revolutionManchester);
    expect(bars.every((b) => b.brand_id === demo.brands.revolution)).toBe(true);
    expect(bars.map((b) => b.id)).not.toContain(demo.closedBar);

    const where = await session({ session_id: id, bar_id: demo.bars.revolutionManchester });
    expect(where.body.data.bar).toMatchObject({ id: demo.bars.revolutionManchester, bar_id: demo.bars.revolutionManchester });
    expect(where.body.data.bars).toBeUndefined();

    // Friday 27 November 2026, four people.
    const when = await session({ session_id: id, date: '2026-11-27', no_people: 4 });
    expect(when.body.data.can_take_booking).toBe(true);
    const categories = when.body.data.booking_type_categories as Array<{ display_order: number; types: Array<{ id: number }> }>;
    expect(categories.map((c) => c.display_order)).toEqual([...categories.map((c) => c.display_order)].sort((a, b) => a - b));
    expect(categories.flatMap((c) => c.types.map((x) => x.id))).toContain(demo.types.table);
    const parts = when.body.data.day_parts as Array<{ display_order: number }>;
    expect(parts.length).toBeGreaterThan(0);

    const what = await session({ session_id: id, party_type: demo.types.table });
    const slots = what.body.data.all_slots as Array<{ time: string; full_date: string; available: boolean; price: number }>;
    expect(slots.length).toBeGreaterThan(10);
    expect(slots.find((s) => s.time === '19:00')).toMatchObject({ full_date: '2026-11-27 19:00', available: true });
    expect(what.body.data.can_cater_for).toBe(true);
    expect(what.body.data.can_auto_confirm).toBe(false);

    const time = await session({ session_id: id, time: '19:00', step: 4 });
    expect(time.body.data).toMatchObject({ can_auto_confirm: true, booking_date: '2026-11-27 19:00', can_complete: false });
    expect(time.body.data.fields_required.map((f: { field: string }) => f.field)).toEqual(['forename', 'surname', 'email', 'phone']);

    const details = await session({
      session_id: id,
      forename: 'Ada',
      surname: 'Lovelace',
      email: 'ada@example.com',
      phone_number: '07700 900123',
      opt_in: 1,
    });
    expect(details.body.data).toMatchObject({ phone: '07700900123', can_complete: true, fields_required: [], validation_errors: [] });

    const done = await t.post('rest/booking/session/complete', { session_id: id });
    expect(done.status).toBe(201);
    const booking = done.body.data.booking;
    expect(done.body.data.is_completed).toBe(true);
    expect(booking).toMatchObject({ status_id: 1, people: 4, booking_date: '2026-11-27 19:00' });
    expect(booking.ref_code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    for (const secret of ['manage_key', 'invite_code', 'payment_token']) expect(booking[secret]).toMatch(/^[\w-]{32}$/);

    const [row] = await t.db.query<Record<string, unknown>>('SELECT * FROM bookings WHERE ref_code = $1', [booking.ref_code]);
    expect(row).toMatchObject({
      status_id: 1,
      bar_id: demo.bars.revolutionManchester,
      booking_type_id: demo.types.table,
      people: 4,
      booking_date: '2026-11-27',
      email: 'ada@example.com',
      session_id: id,
    });
    const mail = await t.db.query<{ to_address: string; subject: string; body_text: string }>(
      'SELECT to_address, subject, body_text FROM email_outbox WHERE booking_id = $1',
      [row!.id],
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to_address).toBe('ada@example.com');
    expect(mail[0]!.subject).toContain(booking.ref_code);
    expect(mail[0]!.body_text).toContain(`/manage/${booking.manage_key}`);

    const again = await t.post('rest/booking/session/complete', { session_id: id });
    expect(again.status).toBe(409);
    const after = await session({ session_id: id, no_people: 5 });
    expect(after.status).toBe(409);
  });

  it('accepts form-encoded bodies as the widget sends them', async () => {
    const start = await t.post('rest/booking/session', { form_version: '2.0', bar_id: demo.bars.revolutionLeeds, no_people: '3' }, { form: true });
    expect(start.status).toBe(200);
    expect(start.body.data).toMatchObject({ bar_id: demo.bars.revolutionLeeds, no_people: 3 });
  });
});

describe('an enquiry', () => {
  it('offers a party too large to confirm automatically an enquiry, and records it as pending', async () => {
    const start = await session({ form_version: '2.0', bar_id: demo.bars.revolutionManchester, date: '2026-11-27', no_people: 16, party_type: demo.types.table });
    const id = start.body.data.session_id;
    const slot = start.body.data.all_slots.find((s: { time: string }) => s.time === '19:00');
    expect(slot).toMatchObject({ available: false, can_fallback: true });
    expect(start.body.data.can_fallback).toBe(true);

    const picked = await session({ session_id: id, time: '19:00' });
    expect(picked.body.data.can_auto_confirm).toBe(false);
    expect(picked.body.data.no_autoconfirm_reason).toMatch(/confirmed by our team/);

    const callback = picked.body.data.callback_slots[0];
    expect(callback).toMatchObject({ date: '2026-11-21' });
    const enquiry = await session({
      session_id: id,
      step: 99,
      forename: 'Grace',
      surname: 'Hopper',
      email: 'grace@example.com',
      phone: '07700900456',
      callback_date: callback.date,
      callback_time: `${String(callback.start).padStart(2, '0')}:00`,
    });
    expect(enquiry.body.data.can_complete).toBe(true);
    const done = await t.post('rest/booking/session/complete', { session_id: id });
    expect(done.status).toBe(201);
    expect(done.body.data.booking.status_id).toBe(3);
    const [row] = await t.db.query<{ status_id: number; callback_date: string }>('SELECT status_id, callback_date FROM bookings WHERE session_id = $1', [id]);
    expect(row).toEqual({ status_id: 3, callback_date: callback.date });
    const mail = await t.db.query<{ template: string }>('SELECT template FROM email_outbox WHERE to_address = $1', ['grace@example.com']);
    expect(mail.map((m) => m.template)).toEqual(['enquiry-received']);
  });

  it('refuses to complete a booking (not an enquiry) the server cannot auto-confirm', async () => {
    const start = await session({
      form_version: '2.0', bar_id: demo.bars.revolutionManchester, date: '2026-11-27', no_people: 16, party_type: demo.types.table,
      time: '19:00', step: 4, forename: 'Al', surname: 'Turing', email: 'al@example.com', phone: '07700900789',
    });
    const done = await t.post('rest/booking/session/complete', { session_id: start.body.data.session_id });
    expect(done.status).toBe(409);
    expect(done.body.error).toMatch(/confirmed by our team/);
    expect(await t.db.query('SELECT 1 FROM bookings WHERE session_id = $1', [start.body.data.session_id])).toHaveLength(0);
  });
});

describe('deposits', () => {
  it('makes a provisional booking that holds its covers while the deposit is due', async () => {
    // Saturday 28 November 2026: bottomless brunch runs Friday to Sunday in the daytime.
    const start = await session({ form_version: '2.0', bar_id: demo.bars.revolutionManchester, date: '2026-11-28', no_people: 6, party_type: demo.types.brunch });
    const id = start.body.data.session_id;
    const data = start.body.data;
    expect(data.requires_deposit).toBe(true);
    expect(data.deposit).toBeGreaterThan(0);
    expect(data.deposit % 6).toBe(0);
    const slot = data.all_slots.find((s: { time: string; available: boolean }) => s.available && data.time_slots.includes(s.time));
    expect(slot).toBeDefined();
    const ready = await session({ session_id: id, time: slot.time, step: 4, forename: 'Mary', surname: 'Somerville', email: 'mary@example.com', phone: '07700900111' });
    expect(ready.body.data.can_complete).toBe(true);

    const deposit = await t.post('rest/booking/session/deposit', { session_id: id, include: 'gp' });
    expect(deposit.status).toBe(200);
    expect(deposit.body.data).toMatchObject({ deposit: data.deposit, is_completed: false, deposit_token: null });

    const done = await t.post('rest/booking/session/complete', { session_id: id });
    expect(done.body.data.booking).toMatchObject({ status_id: 0, deposit_balance: data.deposit });
    expect(done.body.data.booking.hold_expires_at).not.toBeNull();
    const paid = await t.post('rest/booking/session/deposit', { session_id: id });
    expect(paid.body.data.deposit_token).toBe(done.body.data.booking.payment_token);
  });

  it('says no deposit is needed for a table', async () => {
    const start = await session({ form_version: '2.0', bar_id: demo.bars.revolutionManchester, date: '2026-11-27', no_people: 2, party_type: demo.types.table });
    const deposit = await t.post('rest/booking/session/deposit', { session_id: start.body.data.session_id });
    expect(deposit.status).toBe(422);
    expect(deposit.body.error).toBe('This booking does not need a deposit.');
  });
  it('refuses a completion whose time went meanwhile with the spec’s words, naming the time as what to change', async () => {
    const at = { form_version: '2.0', bar_id: demo.bars.revolutionManchester, date: '2026-11-27', party_type: demo.types.table, time: '19:00', step: 4, surname: 'Turing', phone: '07700900789' };
    const start = await session({ ...at, no_people: 4, forename: 'Al', email: 'al.gone@example.com' });
    expect(start.body.data.can_complete).toBe(true);
    // Others take the time meanwhile.
    for (let i = 0; ; i++) {
      expect(i, '19:00 still offered after 80 bookings').toBeLessThan(80);
      const other = await session({ ...at, no_people: 4, forename: 'Other', email: `other.${i}@example.com` });
      if (!other.body.data.can_complete) break;
      expect((await t.post('rest/booking/session/complete', { session_id: other.body.data.session_id })).status).toBe(201);
    }
    const done = await t.post('rest/booking/session/complete', { session_id: start.body.data.session_id });
    const SLOT_GONE = 'Sorry, that time is no longer available. Please change your time and try again';
    expect(done.status).toBe(409);
    expect(done.body).toEqual({ error: SLOT_GONE, errors: { message: SLOT_GONE, fields: { time: [SLOT_GONE] } } });
    expect(await t.db.query('SELECT 1 FROM bookings WHERE session_id = $1', [start.body.data.session_id])).toHaveLength(0);
  });
});
