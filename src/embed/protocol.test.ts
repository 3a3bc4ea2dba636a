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
    expect(isWidgetMessage(widgetMessage('booking_update', { status: 'confirmed', ref_code: 'T2E53MYN', value: 4550, currency: 'GBP', payment_due: false }))).toBe(true);
    expect(isWidgetMessage(widgetMessage('apple_pay', { request: { total: { amount: '10.00' } } }))).toBe(true);
  });

  it('accepts each message the host sends', () => {
    expect(isHostMessage(hostMessage('params', { people: 6 }))).toBe(true);
    expect(isHostMessage(hostMessage('apple_pay_complete', { status: 'success', token: { paymentData: {} } }))).toBe(true);
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
    expect(isWidgetMessage(widgetMessage('booking_update', { status: 'confirmed', value: 45.5, currency: 'GBP', payment_due: false }))).toBe(false);
    expect(isWidgetMessage('{"covers":1}')).toBe(false);
    expect(isWidgetMessage(null)).toBe(false);
  });
});

describe('isCompletedBooking', () => {
  const update = { status: 'confirmed' as const, value: 5000, currency: 'GBP' as const, payment_due: false };
  it('is a confirmed booking with nothing left to pay now', () => {
    expect(isCompletedBooking(update)).toBe(true);
    expect(isCompletedBooking({ ...update, payment_due: true })).toBe(false);
    expect(isCompletedBooking({ ...update, status: 'provisional' })).toBe(false);
    expect(isCompletedBooking({ ...update, status: 'enquiry' })).toBe(false);
  });
});
