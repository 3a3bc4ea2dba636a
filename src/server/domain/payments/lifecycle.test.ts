import { describe, expect, it } from 'vitest';
import { applyPayment, extendedHold, holdLimit, holds, MESSAGES, payableOnline, resultMessage, stillFits } from './lifecycle.ts';

const at = (hhmm: string) => new Date(`2026-11-21T${hhmm}:00Z`);

describe('the hold while the customer pays', () => {
  it('has its limit an hour after booking, known from the 20-minute hold completion gave', () => {
    expect(holdLimit(at('12:20'), 20).toISOString()).toBe(at('13:00').toISOString());
  });

  it('runs 15 minutes from when the page opens, never shortened and never past the limit', () => {
    const limit = at('13:00');
    expect(extendedHold(at('12:20'), limit, at('12:10'))?.toISOString()).toBe(at('12:25').toISOString());
    expect(extendedHold(at('12:20'), limit, at('12:02'))).toBeNull();
    expect(extendedHold(at('12:20'), limit, at('12:50'))?.toISOString()).toBe(at('13:00').toISOString());
    expect(extendedHold(at('12:20'), limit, at('13:00'))).toBeNull();
    expect(extendedHold(null, limit, at('12:30'))?.toISOString()).toBe(at('12:45').toISOString());
  });

  it('holds only until it expires', () => {
    expect(holds(at('12:20'), at('12:19'))).toBe(true);
    expect(holds(at('12:20'), at('12:20'))).toBe(false);
    expect(holds(null, at('12:00'))).toBe(false);
  });
});

describe('a payment applied to a booking', () => {
  const provisional = { status_id: 0, deposit_balance: 8000, balance: 16000, deposit_due_date: '2026-11-24', balance_due_date: '2026-12-02', hold_expires_at: at('12:20') };

  it('pays the deposit first: paid off, it confirms the booking and ends the hold', () => {
    expect(applyPayment(provisional, 8000)).toEqual({
      status_id: 1,
      deposit_balance: 0,
      balance: 16000,
      deposit_due_date: null,
      balance_due_date: '2026-12-02',
      hold_expires_at: null,
      deposit_part: 8000,
      balance_part: 0,
    });
  });

  it('leaves a part-paid deposit provisional, with its due date and hold', () => {
    expect(applyPayment(provisional, 3000)).toMatchObject({ status_id: 0, deposit_balance: 5000, deposit_due_date: '2026-11-24', hold_expires_at: at('12:20'), deposit_part: 3000, balance_part: 0 });
  });

  it('takes the rest off the balance', () => {
    expect(applyPayment(provisional, 24000)).toMatchObject({ status_id: 1, deposit_balance: 0, balance: 0, balance_due_date: null, deposit_part: 8000, balance_part: 16000 });
    expect(applyPayment({ ...provisional, status_id: 1, deposit_balance: 0 }, 1000)).toMatchObject({ status_id: 1, balance: 15000, balance_part: 1000 });
  });

  it('never takes more than is owed, nor a part of a penny', () => {
    expect(() => applyPayment(provisional, 24001)).toThrow(RangeError);
    expect(() => applyPayment(provisional, 0)).toThrow(RangeError);
    expect(() => applyPayment(provisional, 10.5)).toThrow(RangeError);
  });

  it('counts a balance paid on arrival (type 91) as not payable online', () => {
    expect(payableOnline({ deposit_balance: 3000, balance: 9000 }, false)).toBe(12000);
    expect(payableOnline({ deposit_balance: 3000, balance: 9000 }, true)).toBe(3000);
  });
});

describe('whether a party still fits after its hold lapsed', () => {
  const party = { trading_date: '2026-11-28', booking_time: '12:00', people: 6, duration_minutes: 120 };
  const booked = (time: string, people: number, date = '2026-11-28', duration = 120) => ({ trading_date: date, booking_time: time, people, duration_minutes: duration });

  it('needs room at the busiest minute of the whole duration', () => {
    expect(stillFits(party, 20, [booked('10:00', 14)])).toBe(true);
    expect(stillFits(party, 20, [booked('10:01', 15)])).toBe(false);
    expect(stillFits(party, 20, [booked('14:00', 20)])).toBe(true);
    expect(stillFits(party, 20, [booked('13:59', 15)])).toBe(false);
    expect(stillFits(party, 20, [booked('11:00', 7), booked('13:00', 7), booked('12:30', 6)])).toBe(true);
    expect(stillFits(party, 20, [booked('11:00', 8), booked('12:30', 7)])).toBe(false);
  });

  it('reads times before 08:00 as after midnight, and counts a booking of the day before still running', () => {
    const late = { ...party, booking_time: '00:30' };
    expect(stillFits(late, 10, [booked('23:30', 5)])).toBe(false);
    expect(stillFits(late, 10, [booked('21:00', 5)])).toBe(true);
    expect(stillFits(party, 10, [booked('03:00', 5, '2026-11-27', 600)])).toBe(false);
    expect(stillFits(party, 10, [booked('03:00', 5, '2026-11-27', 120)])).toBe(true);
  });
});

describe('what the customer is told', () => {
  it('maps gateway results to the spec’s messages', () => {
    expect(resultMessage('00')).toBe('Payment has been made');
    expect(resultMessage('101')).toBe(MESSAGES.declined);
    expect(resultMessage('102')).toBe(MESSAGES.declined);
    expect(resultMessage('110')).toMatch(/BACS/);
    expect(resultMessage('205')).toBe('Sorry, we were unable to take your payment');
    expect(resultMessage('509')).toBe('Please check your payment information and try again');
    expect(resultMessage('101', 'google_pay')).toBe('There was an error in authorising your google pay payment');
    expect(resultMessage('101', 'apple_pay')).toBe('There was an error in authorising your apple pay payment');
  });
});
