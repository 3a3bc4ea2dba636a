import { describe, expect, it } from 'vitest';
import { brunchCallbackLabel, callbackOptions, callbackTimeLabel, type CallbackSlot } from './callback-slots.ts';

/** Friday 20 November 2026, 23:30 in London (GMT). */
const NOW = Date.parse('2026-11-20T23:30:00Z');

describe('callback time labels', () => {
  it('shows the hour window, an end of 17 as 16:45', () => {
    expect(callbackTimeLabel({ start: 10, end: 11 })).toBe('10:00 - 11:00');
    expect(callbackTimeLabel({ start: 9, end: 10 })).toBe('09:00 - 10:00');
    expect(callbackTimeLabel({ start: 16, end: 17 })).toBe('16:00 - 16:45');
    expect(callbackTimeLabel({ start: 17, end: 18 })).toBe('17:00 - 18:00');
  });
});

describe('brunch-upgrade call windows (§9)', () => {
  it('are 2 hours from the slot start, ending at 16:45 at the latest', () => {
    expect(brunchCallbackLabel({ start: 10 })).toBe('10:00 - 12:00');
    expect(brunchCallbackLabel({ start: 14 })).toBe('14:00 - 16:00');
    expect(brunchCallbackLabel({ start: 15 })).toBe('15:00 - 16:45');
    expect(brunchCallbackLabel({ start: 16 })).toBe('16:00 - 16:45');
  });
});

describe('callback options', () => {
  it('names today, tomorrow, then the weekday', () => {
    const slots: CallbackSlot[] = [
      { date: '2026-11-20', start: 16, end: 17 },
      { date: '2026-11-21', start: 10, end: 11 },
      { date: '2026-11-23', start: 12, end: 13 },
    ];
    expect(callbackOptions(slots, NOW).map((o) => o.label)).toEqual([
      'Today 16:00 - 16:45',
      'Tomorrow 10:00 - 11:00',
      'Monday 12:00 - 13:00',
    ]);
    expect(callbackOptions(slots, NOW).map((o) => [o.day, o.weekday])).toEqual([
      ['today', 5],
      ['tomorrow', 6],
      ['weekday', 1],
    ]);
  });

  it('takes today from the London date, not UTC', () => {
    // 23:30 UTC on 20 July is 00:30 BST on 21 July.
    const summer = Date.parse('2026-07-20T23:30:00Z');
    const slots: CallbackSlot[] = [
      { date: '2026-07-21', start: 10, end: 11 },
      { date: '2026-07-22', start: 10, end: 11 },
    ];
    expect(callbackOptions(slots, summer).map((o) => o.dayLabel)).toEqual(['Today', 'Tomorrow']);
  });

  it('offers only the first 12', () => {
    const slots: CallbackSlot[] = Array.from({ length: 15 }, (_, i) => ({
      date: '2026-11-21',
      start: 9 + (i % 8),
      end: 10 + (i % 8),
    }));
    const options = callbackOptions(slots, NOW);
    expect(options).toHaveLength(12);
    expect(options[11]!.slot).toBe(slots[11]);
  });
});
