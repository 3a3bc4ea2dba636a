import { describe, expect, it } from 'vitest';
import { demo } from '../../src/server/db/demo-ids.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { boothSession, payWithCard } from './payments-helpers.ts';

// Spec (widget and payments) §3, "Booking session (booking_data)": every field, by name.
const BOOKING_DATA = `session_id step date time requested_time booking_date end_time no_people min_covers
  bar party_type party_type_name booking_type_category_id allow_standing is_standing_type info_text show_standing_message selected_tables
  forename surname email phone phone_number opt_in sms_opt_in phone_opt_in callback_date callback_time callback_slots all_slots
  alternative_dates time_slots available_types booking_type_categories day_parts available_options variations mix_match_packages
  value deposit deposit_required deposit_balance balance deposit_due_date balance_due_date requires_deposit requires_balance
  full_payment_required payment_amount payment_options deposit_token take_payment has_payment requires_card has_stored_card no_show_fee
  no_show_fee_pp card_capture_message can_take_booking can_auto_confirm can_fallback can_cater_for can_complete can_last_step before_cutoff
  is_completed complete_text no_complete_reason no_autoconfirm_reason pre_order_required terms fields_required validation_errors
  flash_messages min_booking_date booking customer`.split(/\s+/);
const BAR = 'id bar_id bar_name branded_name cost_centre close_date covid_closed party_booking_phone party_booking_email'.split(' ');
const SLOT = 'time full_date available price'.split(' ');
const TYPE = 'id front_end_name position day_parts'.split(' ');
const CATEGORY = 'id name display_order day_parts types overrides'.split(' ');
const DAY_PART = 'id name start end display_order is_default overrides'.split(' ');
const OPTION = 'display_type name image price_per_booking variations'.split(' ');
const VARIATION = 'id variation_id name description image calculated_price choices'.split(' ');
const BOOKING = 'ref_code status_id people booking_date manage_key invite_code payment_token deposit_due_date deposit_balance balance balance_due_date bar'.split(' ');

const t = useTestApp();

const keysOf = (value: unknown) => Object.keys(value as object);

describe('booking_data', () => {
  it('holds every field of spec §3, with the nested shapes the spec names', async () => {
    const { body } = await t.post('rest/booking/session', {
      form_version: '2.0', bar_id: demo.bars.revolutionManchester, date: '2026-11-28', no_people: 6, party_type: demo.types.brunch,
    });
    const data = body.data;
    expect(keysOf(data)).toEqual(expect.arrayContaining(BOOKING_DATA));
    expect(keysOf(data.bar)).toEqual(expect.arrayContaining(BAR));
    expect(keysOf(data.all_slots[0])).toEqual(expect.arrayContaining(SLOT));
    expect(keysOf(data.available_types[0])).toEqual(expect.arrayContaining(TYPE));
    expect(keysOf(data.booking_type_categories[0])).toEqual(expect.arrayContaining(CATEGORY));
    expect(keysOf(data.day_parts[0])).toEqual(expect.arrayContaining(DAY_PART));
    expect(keysOf(data.callback_slots[0])).toEqual(['date', 'start', 'end']);
    expect(data.available_options.length).toBeGreaterThan(0);
    expect(keysOf(data.available_options[0])).toEqual(expect.arrayContaining(OPTION));
    expect(keysOf(data.available_options[0].variations[0])).toEqual(expect.arrayContaining(VARIATION));
    expect(keysOf(data.payment_options[0])).toEqual(expect.arrayContaining(['type', 'text']));
  });

  it('returns the booking and the customer once completed', async () => {
    const start = await t.post('rest/booking/session', {
      form_version: '2.0', bar_id: demo.bars.revolutionManchester, date: '2026-11-27', no_people: 2, party_type: demo.types.table,
      time: '20:00', step: 4, forename: 'Emmy', surname: 'Noether', email: 'Emmy@Example.com', phone: '07700900333', sms_opt_in: 1,
    });
    const done = await t.post('rest/booking/session/complete', { session_id: start.body.data.session_id });
    expect(keysOf(done.body.data.booking)).toEqual(expect.arrayContaining(BOOKING));
    expect(done.body.data.customer).toMatchObject({ email: 'emmy@example.com', forename: 'Emmy', surname: 'Noether', sms_opt_in: 1 });
    const [row] = await t.db.query('SELECT email, sms_opt_in FROM customers WHERE id = $1', [done.body.data.customer.id]);
    expect(row).toEqual({ email: 'emmy@example.com', sms_opt_in: 1 });
  });
});

describe('a type secured by a card', () => {
  it('reports has_stored_card once a card is stored through the hosted page', async () => {
    const id = await boothSession(t);
    const before = await t.post('rest/booking/session', { session_id: id, no_people: 4 });
    expect(before.body.data).toMatchObject({ requires_card: true, has_stored_card: false });
    expect(before.body.data.no_show_fee).toBe(before.body.data.no_show_fee_pp * 4);
    const capture = await t.post('rest/deposits/store-card', { session_id: id });
    await payWithCard(t, capture.body.data.order_data);
    const after = await t.post('rest/booking/session', { session_id: id, no_people: 5 });
    expect(after.body.data).toMatchObject({ requires_card: true, has_stored_card: true });
  });
});

describe('the session answer as text', () => {
  it('is exactly what JSON.stringify makes of it, shared parts included, on every change', async () => {
    const { sessionAnswerJson } = await import('../../src/server/domain/session/shared-parts.ts');
    for (const change of [{ no_people: 4 }, { no_people: 5 }, { time: '19:00' }]) {
      const response = await t.app.server.inject({
        method: 'POST',
        url: '/api/rest/booking/session',
        headers: { 'x-brand': '1', 'x-api-key': 'covers-demo-key', 'content-type': 'application/json' },
        payload: { form_version: '2.0', bar_id: demo.bars.revolutionManchester, date: '2026-11-27', party_type: demo.types.table, include: 'bars', ...change },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const parsed = response.json();
      expect(response.body).toBe(JSON.stringify(parsed));
      expect(sessionAnswerJson(parsed.data)).toBe(response.body);
      expect(parsed.data.booking_type_categories.length).toBeGreaterThan(0);
    }
  });
});
