import { describe, expect, it } from 'vitest';
import { cleanParams, hostMessage, isCompletedBooking, isHostMessage, isWidgetMessage, widgetMessage } from './protocol.ts';

describe('cleanParams', () => {
  it('keeps well-formed parameters and parses the strings of data attributes and query strings', () => {
    expect(cleanParams({ brand: 'revolution', bar: '11', date: '2026-12-12', people: '4', type: '1', lang: 'en-GB' })).toEqual({
      brand: 'revolution',
      bar: 11,
      date: '2026-12-12',
      people: 4,
      type: 1,
      lang: 'en-GB',
    });
    expect(cleanParams(new URLSearchParams('brand=2&people=6&date=2026-12-31'))).toEqual({ brand: '2', people: 6, date: '2026-12-31' });
  });

  it('drops what is malformed rather than guessing', () => {
    expect(cleanParams({ brand: '<script>', bar: '11a', date: '12/12/2026', people: '-1', type: 1.5, lang: 'en GB', other: 'x' })).toEqual({});
    expect(cleanParams(null)).toEqual({});
    expect(cleanParams('brand=revolution')).toEqual({});
  });
});

describe('message shapes', () => {
  it('accepts each message the widget sends', () => {
    expect(isWidgetMessage(widgetMessage('loaded', { title: 'Revolution bookings' }))).toBe(true);
    expect(isWidgetMessage(widgetMessage('height', { height: 680 }))).toBe(true);
    expect(isWidgetMessage(widgetMessage('params', { brand: 'decuba', people: 4 }))).toBe(true);
    expect(isWidgetMessage(widgetMessage('close_booking', {}))).toBe(true);
    expect(isWidgetMessage(widgetMessage('booking_update', { status: 'confirmed', ref_code: 'T2E53MYN', value: 4550, paid: 0, currency: 'GBP', payment_due: false }))).toBe(true);
    expect(isWidgetMessage(widgetMessage('booking_update', { status: 'confirmed', ref_code: 'BRUNCH01', value: 21000, paid: 6000, currency: 'GBP', payment_due: false }))).toBe(true);
    expect(isWidgetMessage(widgetMessage('booking_update', { status: 'enquiry', ref_code: 'ENQ00001', paid: 0, currency: 'GBP', payment_due: false }))).toBe(true);
    expect(isWidgetMessage(widgetMessage('apple_pay', { stage: 'begin', id: 'ap-1', request: { total: { label: 'Revolution', amount: '10.00' } } }))).toBe(true);
  });

  it('accepts each message the host sends', () => {
    expect(isHostMessage(hostMessage('params', { people: 6 }))).toBe(true);
    expect(isHostMessage(hostMessage('apple_pay_complete', { id: 'ap-1', status: 'cancelled' }))).toBe(true);
  });

  it('refuses wrong shapes, versions, directions and types', () => {
    expect(isWidgetMessage({ type: 'height', payload: { height: 680 } })).toBe(false);
    expect(isWidgetMessage({ covers: 2, type: 'height', payload: { height: 680 } })).toBe(false);
    expect(isWidgetMessage(widgetMessage('height', { height: -1 }))).toBe(false);
    expect(isWidgetMessage(widgetMessage('height', { height: 1e7 }))).toBe(false);
    expect(isWidgetMessage({ covers: 1, type: 'toString', payload: {} })).toBe(false);
    expect(isWidgetMessage({ covers: 1, type: 'apple_pay_complete', payload: { status: 'success' } })).toBe(false);
    expect(isHostMessage({ covers: 1, type: 'booking_update', payload: {} })).toBe(false);
    expect(isHostMessage(hostMessage('params', { people: '6' } as never))).toBe(false);
    expect(isHostMessage(hostMessage('params', { people: 6, bar: 'the big one' } as never))).toBe(false);
    expect(isWidgetMessage(widgetMessage('booking_update', { status: 'confirmed', value: 45.5, paid: 0, currency: 'GBP', payment_due: false }))).toBe(false);
    // A booking says its value and what was paid; an enquiry has no value to say.
    expect(isWidgetMessage(widgetMessage('booking_update', { status: 'confirmed', paid: 0, currency: 'GBP', payment_due: false }))).toBe(false);
    expect(isWidgetMessage(widgetMessage('booking_update', { status: 'confirmed', value: 4550, currency: 'GBP', payment_due: false } as never))).toBe(false);
    expect(isWidgetMessage(widgetMessage('booking_update', { status: 'enquiry', value: 0, paid: 0, currency: 'GBP', payment_due: false }))).toBe(false);
    expect(isWidgetMessage('{"covers":1}')).toBe(false);
    expect(isWidgetMessage(null)).toBe(false);
  });
});

describe('Apple Pay through the host page', () => {
  it('accepts each stage, each way, with its own fields', () => {
    const toHost = [
      { stage: 'check', id: 'ap-1' },
      { stage: 'begin', id: 'ap-1', request: { countryCode: 'GB', total: { label: 'Revolution', amount: '60.00' } } },
      { stage: 'merchant_session', id: 'ap-1', session: { merchantSessionIdentifier: 'SSH1' } },
      { stage: 'result', id: 'ap-1', success: true },
      { stage: 'abort', id: 'ap-1' },
    ] as const;
    for (const p of toHost) expect(isWidgetMessage(widgetMessage('apple_pay', p)), p.stage).toBe(true);
    const toWidget = [
      { stage: 'available', id: 'ap-1', available: false },
      { stage: 'validate_merchant', id: 'ap-1', validation_url: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' },
      { stage: 'authorized', id: 'ap-1', token: { paymentData: { data: 'x' } } },
    ] as const;
    for (const p of toWidget) expect(isHostMessage(hostMessage('apple_pay', p)), p.stage).toBe(true);
    for (const status of ['success', 'failure', 'cancelled'] as const) expect(isHostMessage(hostMessage('apple_pay_complete', { id: 'ap-1', status }))).toBe(true);
  });

  it('refuses a stage in the wrong direction, a missing or odd id, extra or wrong fields', () => {
    const bad: unknown[] = [
      { stage: 'authorized', id: 'ap-1', token: {} },
      { stage: 'begin', request: { total: {} } },
      { stage: 'begin', id: 'ap 1', request: { total: {} } },
      { stage: 'begin', id: 'x'.repeat(65), request: { total: {} } },
      { stage: 'begin', id: 'ap-1', request: { countryCode: 'GB' } },
      { stage: 'begin', id: 'ap-1', request: { total: {} }, script: 'alert(1)' },
      { stage: 'result', id: 'ap-1', success: 'yes' },
      { stage: 'toString', id: 'ap-1' },
      { id: 'ap-1' },
    ];
    for (const p of bad) expect(isWidgetMessage({ covers: 1, type: 'apple_pay', payload: p }), JSON.stringify(p)).toBe(false);
    const badBack: unknown[] = [
      { stage: 'begin', id: 'ap-1', request: { total: {} } },
      { stage: 'validate_merchant', id: 'ap-1', validation_url: 'http://apple-pay-gateway.apple.com/' },
      { stage: 'validate_merchant', id: 'ap-1', validation_url: 42 },
      { stage: 'authorized', id: 'ap-1', token: 'tok' },
      { stage: 'available', id: 'ap-1', available: 'true' },
    ];
    for (const p of badBack) expect(isHostMessage({ covers: 1, type: 'apple_pay', payload: p }), JSON.stringify(p)).toBe(false);
    expect(isHostMessage({ covers: 1, type: 'apple_pay_complete', payload: { status: 'success' } })).toBe(false);
    expect(isHostMessage({ covers: 1, type: 'apple_pay_complete', payload: { id: 'ap-1', status: 'done' } })).toBe(false);
    expect(isHostMessage({ covers: 1, type: 'apple_pay_complete', payload: { id: 'ap-1', status: 'success', token: {} } })).toBe(false);
  });
});

describe('storage kept by the host page', () => {
  it('accepts the request, a change, a removal and the entries answered', () => {
    expect(isWidgetMessage(widgetMessage('storage_request', {}))).toBe(true);
    expect(isWidgetMessage(widgetMessage('storage_set', { key: 'covers:1:session', value: 'a1b2' }))).toBe(true);
    expect(isWidgetMessage(widgetMessage('storage_set', { key: 'covers:1:sessionStartedWith', value: null }))).toBe(true);
    expect(isHostMessage(hostMessage('storage', { entries: { 'covers:1:session': 'a1b2', 'covers:4:bar': '41' } }))).toBe(true);
    expect(isHostMessage(hostMessage('storage', { entries: {} }))).toBe(true);
  });

  it('refuses keys that are not the widget’s, values too long, too many entries and extra fields', () => {
    const set = (payload: unknown) => isWidgetMessage({ covers: 1, type: 'storage_set', payload });
    expect(set({ key: 'token', value: 'x' })).toBe(false);
    expect(set({ key: 'covers:1:session', value: 'x'.repeat(16_385) })).toBe(false);
    expect(set({ key: 'covers:1:session', value: 1 })).toBe(false);
    expect(set({ key: 'covers:1:session', value: 'x', other: 1 })).toBe(false);
    expect(set({ key: 'covers:1:session' })).toBe(false);
    const entries = (value: unknown) => isHostMessage({ covers: 1, type: 'storage', payload: { entries: value } });
    expect(entries({ 'other:key': 'x' })).toBe(false);
    expect(entries(Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`covers:1:k${i}`, 'x'])))).toBe(false);
    expect(entries(['covers:1:session'])).toBe(false);
    // Each way only.
    expect(isHostMessage(widgetMessage('storage_request', {}))).toBe(false);
    expect(isWidgetMessage(hostMessage('storage', { entries: {} }))).toBe(false);
  });
});

describe('isCompletedBooking', () => {
  const update = { status: 'confirmed' as const, value: 5000, paid: 5000, currency: 'GBP' as const, payment_due: false };
  it('is a confirmed booking with nothing left to pay now', () => {
    expect(isCompletedBooking(update)).toBe(true);
    expect(isCompletedBooking({ ...update, payment_due: true })).toBe(false);
    expect(isCompletedBooking({ ...update, status: 'provisional' })).toBe(false);
    expect(isCompletedBooking({ ...update, status: 'enquiry' })).toBe(false);
  });
});
