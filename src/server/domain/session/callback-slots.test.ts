import { describe, expect, it } from 'vitest';
import { callbackSlots } from './callback-slots.ts';

describe('callback slots', () => {
  it('starts an hour from now and runs 10:00–17:00 in hour windows, 12 at most', () => {
    const slots = callbackSlots(new Date('2026-11-21T14:20:00Z'), null);
    expect(slots).toHaveLength(12);
    expect(slots[0]).toEqual({ date: '2026-11-21', start: 16, end: 17 });
    expect(slots[1]).toEqual({ date: '2026-11-22', start: 10, end: 11 });
    expect(slots[8]).toEqual({ date: '2026-11-23', start: 10, end: 11 });
    expect(slots[11]).toEqual({ date: '2026-11-23', start: 13, end: 14 });
  });

  it('offers none after the booking has started, and none when it is too close', () => {
    const now = new Date('2026-11-21T09:00:00Z');
    expect(callbackSlots(now, new Date('2026-11-21T12:30:00Z'))).toEqual([{ date: '2026-11-21', start: 10, end: 11 }, { date: '2026-11-21', start: 11, end: 12 }]);
    expect(callbackSlots(now, new Date('2026-11-21T10:30:00Z'))).toEqual([]);
  });
});
